import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { rootDir } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { seedDemoProgramme } from '../apps/server/src/seed/demo.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { sessionCookieName } from '../apps/server/src/plugins/session/session.plugin.js';
import { freePort } from '../apps/server/test/reliability/process/server-process.js';
import { fillDatabase, type Filled, SIZE } from './fill.js';
import { type FrontEndFigures, measureFrontEnd } from './frontend.js';
import { type CpuProfile, formatShares, summarizeProfile } from './profile-summary.js';
import { describeImport, IMPORT_LINES, type ImportFigures, measurePurchaseImport } from './purchase-import.js';
import type { Caller, LoadScenario, Measured } from './scenario.js';
import { demoQuizSlugs } from '../apps/server/src/seed/demo-quiz-content.js';

/** Production insists on a key for the codes' hash; the bench seeds its demo codes with the same one. */
const BENCH_CODE_HASH_KEY = 'bench-code-hash-key-0123456789abcdef';
const BENCH_TOTP_SECRET_KEY = 'bench-totp-secret-key-0123456789abcdef';

/**
 * npm run bench: the real server in production mode on a database of a real edition's size,
 * driven by autocannon from another process, next to a bare node:http server on the same
 * machine as the measure of what the machine can do. See docs/performance.md.
 */
const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    players: { type: 'string', default: '500' },
    /** Runs only the scenarios whose name holds one of these comma-separated texts ('front end' for the browser figures). */
    only: { type: 'string' },
    /** Writes a CPU profile of the portal to bench/results/profiles (open it in Chrome's DevTools). */
    profile: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const playerCount = Number(args.players);

// The server gets one core and the load generators the other, as the targets were measured.
const cores = os.availableParallelism();
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const pinned = (core: number, command: string[]) =>
  hasTaskset && cores > 1 ? ['taskset', '-c', String(core), ...command] : command;
const tsNode = [process.execPath, '--import', 'tsx'];

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

async function prepareDatabase(): Promise<{ url: string; filled: Filled }> {
  let url: string;
  if (args.db) {
    // A database of its own next to the one given, made anew each run.
    const target = new URL(args.db);
    const admin = new pg.Client({ connectionString: args.db });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS portal_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE portal_bench');
    await admin.end();
    target.pathname = '/portal_bench';
    url = target.toString();
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    url = `file:${path.join(dir, 'portal.sqlite')}`;
  }
  const db = createDatabase(url);
  await migrateToLatest(db);
  await seedDemoProgramme(db, systemClock, BENCH_CODE_HASH_KEY, BENCH_TOTP_SECRET_KEY);
  const filled = await fillDatabase(db, { sellers: connections, leaders: connections, players: playerCount });
  // A filled PostgreSQL database is planned with statistics, as a running programme's is; left to
  // autovacuum, whether a run had them depended on when it came by.
  if (args.db) await sql`ANALYZE`.execute(db);
  else await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
  return { url, filled };
}

interface Started {
  url: string;
  child: ChildProcess;
}

async function start(command: string[], env: NodeJS.ProcessEnv, ready: string, pin = true): Promise<Started> {
  const port = await freePort();
  const [file, ...rest] = pin ? pinned(0, command) : command;
  const child = spawn(file!, rest, {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url + ready)).ok) return { url, child };
    } catch {
      if (tries > 600 || child.exitCode !== null) throw new Error(`${command.join(' ')} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const profilesDir = path.join(rootDir, 'bench/results/profiles');

/** The CPU profile the portal's process wrote as it exited (`--cpu-prof`), summed up by owner. */
function profileSummary(pid: number | undefined) {
  // The folder keeps earlier runs' profiles, whose process may have had the same number.
  const name = fs
    .readdirSync(profilesDir)
    .filter((file) => file.endsWith(`.${pid}.0.001.cpuprofile`))
    .sort((a, b) => fs.statSync(path.join(profilesDir, b)).mtimeMs - fs.statSync(path.join(profilesDir, a)).mtimeMs)[0];
  if (!name) throw new Error(`The portal (process ${pid}) wrote no CPU profile to ${profilesDir}`);
  log(`CPU profile: ${path.relative(rootDir, path.join(profilesDir, name))}`);
  return summarizeProfile(JSON.parse(fs.readFileSync(path.join(profilesDir, name), 'utf8')) as CpuProfile);
}

async function stop({ child }: Started): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs a load script (on the generators' core unless unpinned) with its input on stdin; returns its JSON. */
function drive(script: string, input: unknown, pin = true): Promise<Measured> {
  const command = [...tsNode, path.join('bench', script)];
  const [file, ...rest] = pin ? pinned(1, command) : command;
  const child = spawn(file!, rest, { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(input));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Measured) : reject(new Error(`${script} exited with ${code}`)),
    ),
  );
}

const load = (scenario: Omit<LoadScenario, 'connections' | 'seconds'>, pin = true): Promise<Measured> => {
  log(`  ${scenario.name}`);
  return drive('load.ts', { connections, seconds, ...scenario } satisfies LoadScenario, pin);
};

type Target = { kind: 'ratio'; min: number } | { kind: 'rate'; min: number } | { kind: 'p99'; times: number };
interface Row extends Measured {
  /** Requests per second of the bare server measured just before. */
  bare_requests_per_second: number;
  /** For a file of the build: the bare server sending the same bytes. */
  bare_same_bytes_requests_per_second?: number;
  ratio: number;
  target: string;
  met: boolean;
}

const wanted = (name: string) => !args.only || args.only.split(',').some((part) => name.includes(part));
const burstName = `quiz burst (${playerCount} sellers, millionaires)`;

const { url: databaseUrl, filled } = await prepareDatabase();
log(
  `Database ready: ${SIZE.companies * SIZE.usersPerCompany} users, ${SIZE.ledgerRows} ledger rows, ${SIZE.purchaseRows} purchases`,
);
// Production serves https only, so the portal's cookies carry their https (__Host-) names.
const SESSION_COOKIE = sessionCookieName(true);
const APP_URL = 'https://partnerplus.example.pl';

log('Reference: a bare node:http server');
// It stays up, idle, beside the portal: each scenario is paired with a run of the reference just
// before it, so a change in what else the machine does moves both figures of a pair alike.
const bare = await start([...tsNode, 'bench/bare-server.ts'], {}, '/');
const references: Measured[] = [];
const measureReference = async () => {
  const measured = await load({ name: 'bare node:http', url: bare.url, method: 'GET', path: '/', callers: [] });
  references.push(measured);
  return measured;
};
const bareBurst = wanted(burstName)
  ? await drive('quiz-burst.ts', {
      name: 'bare burst',
      url: bare.url,
      slug: demoQuizSlugs.millionaires,
      players: filled.players.map(() => ({ cookie: '' })),
      key: {},
      bare: true,
    })
  : undefined;

log('The portal, NODE_ENV=production');
const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profilesDir}`] : [];
/** The compiled server, as production runs it (npm run bench builds it first). */
const startPortal = (workers: number, pin: boolean) =>
  start(
    [process.execPath, ...profiling, '--enable-source-maps', 'apps/server/dist/server.js'],
    {
      NODE_ENV: 'production',
      APP_URL,
      SMS_DRIVER: 'outbox',
      CODE_HASH_KEY: BENCH_CODE_HASH_KEY,
      TOTP_SECRET_KEY: BENCH_TOTP_SECRET_KEY,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
    },
    '/api/settings',
    pin,
  );
// One process on core 0 against the bare server on core 0: the ratios compare like with like.
const portal = await startPortal(1, true);
/**
 * A logged-in browser's cookies and CSRF token. Tokens are bound to the session, so each session
 * fetches its own, as the browser does after logging in.
 */
async function caller(sessionToken: string): Promise<Caller> {
  const session = `${SESSION_COOKIE}=${sessionToken}`;
  const csrf = await fetch(`${portal.url}/sanctum/csrf-cookie`, { headers: { cookie: session } });
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  return { cookie: [session, ...cookies].join('; '), xsrf: decodeURIComponent(token) };
}
async function callers<T extends { token: string }>(sessions: T[], body: (session: T) => unknown = () => undefined) {
  const all: Caller[] = [];
  for (let i = 0; i < sessions.length; i += 100) {
    const batch = sessions.slice(i, i + 100);
    all.push(
      ...(await Promise.all(batch.map(async (session) => ({ ...(await caller(session.token)), body: body(session) })))),
    );
  }
  return all;
}
const sellers = await callers(filled.sellers, (seller) => ({ value: 50, userAnswer: seller.answerId }));
const leaders = await callers(filled.leaders, (leader) => ({ email: leader.sellerEmail, value: 50 }));
const players = await callers(filled.players);

const index = fs.readFileSync(path.join(rootDir, 'apps/web/dist/index.html'), 'utf8');
const asset = (extension: string) => index.match(new RegExp(`/assets/[\\w.-]+\\.${extension}`))?.[0] ?? '/';
/**
 * Targets as ratios to the bare server of the same run, so a slower day on a shared machine moves
 * both sides alike. PostgreSQL's are lower: every query is a round trip to another process that
 * shares the two cores (docs/performance.md). SQLite's writes: 2,500/s when bare answered 65,000.
 */
const onSqlite = databaseUrl.startsWith('file:');
const targets = onSqlite ? { user: 0.25, read: 0.1, write: 0.038 } : { user: 0.15, read: 0.08, write: 0.035 };
const writeTarget: Target = { kind: 'ratio', min: targets.write };

const read = (name: string, pathname: string, min: number) => ({
  name,
  target: { kind: 'ratio', min } as Target,
  run: () =>
    load({ name, url: portal.url, method: 'GET', path: pathname, callers: sellers.map(({ cookie }) => ({ cookie })) }),
});
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const fetchAnonymously = (name: string, pathname: string) => ({
  name,
  target: { kind: 'ratio', min: 0.1 } as Target,
  // A file's body is far larger than the reference's 16 bytes: the bare server sending the same
  // bytes shows what of the gap is the size of the body.
  sameBytes: pathname.startsWith('/assets/')
    ? () =>
        load({
          name: `bare, same bytes`,
          url: bare.url,
          method: 'GET',
          path: pathname,
          callers: [],
          headers: browserHeaders,
        })
    : undefined,
  // What Chromium accepts: the server sends the build's Brotli copies.
  run: () =>
    load({
      name,
      url: portal.url,
      method: 'GET',
      path: pathname,
      callers: [],
      headers: browserHeaders,
    }),
});
const write = (name: string, pathname: string, callers: Caller[]) => ({
  name,
  target: writeTarget,
  run: () => load({ name, url: portal.url, method: 'POST', path: pathname, callers, idempotencyKey: true }),
});

const plan: { name: string; target: Target; run: () => Promise<Measured>; sameBytes?: () => Promise<Measured> }[] = [
  read('GET /api/user (page-wide user)', '/api/user', targets.user),
  read('GET /api/account', '/api/account', targets.read),
  read('GET /api/purchases', '/api/purchases', targets.read),
  read('GET /api/user-rankings/', '/api/user-rankings/', targets.read),
  read('GET /api/news', '/api/news?roles=sprzedawca', targets.read),
  read('GET /api/products?page=1', '/api/products?page=1', targets.read),
  fetchAnonymously('GET /login (HTML)', '/login'),
  fetchAnonymously('GET login page JS', asset('js')),
  fetchAnonymously('GET login page CSS', asset('css')),
  write('POST /api/orders', '/api/orders', sellers),
  write('POST /api/sellers-sharing-points-store', '/api/sellers-sharing-points-store', leaders),
  {
    name: burstName,
    target: { kind: 'p99', times: 3 },
    run: () => {
      log(`  ${burstName}`);
      return drive('quiz-burst.ts', {
        name: burstName,
        url: portal.url,
        slug: demoQuizSlugs.millionaires,
        players,
        key: filled.millionairesKey,
        bare: false,
      });
    },
  },
];
const rows: [Measured, Target, Measured, Measured | undefined][] = [];
for (const scenario of plan.filter((planned) => wanted(planned.name))) {
  const reference = await measureReference();
  rows.push([await scenario.run(), scenario.target, reference, await scenario.sameBytes?.()]);
}

const frontEnd: FrontEndFigures | undefined = wanted('front end')
  ? (log('Front end in Chromium'),
    await measureFrontEnd(portal.url, { name: SESSION_COOKIE, value: filled.sellers[0]!.token }))
  : undefined;
await stop(portal);
await stop(bare);
const profile = args.profile ? profileSummary(portal.child.pid) : undefined;

/**
 * The whole machine: the page-wide user read from one process and from one per core (WORKERS),
 * nothing pinned, the load generator sharing the cores with the portal as it would share them
 * with nginx.
 */
const processesName = 'one process vs all (unpinned)';
const processes: { workers: number; measured: Measured }[] = [];
if (wanted(processesName)) {
  log(processesName);
  for (const workers of [...new Set([1, cores])]) {
    const unpinned = await startPortal(workers, false);
    const measured = await load(
      {
        name: `GET /api/user, WORKERS=${workers}`,
        url: unpinned.url,
        method: 'GET',
        path: '/api/user',
        callers: sellers.map(({ cookie }) => ({ cookie })),
      },
      false,
    );
    processes.push({ workers, measured });
    await stop(unpinned);
  }
}

// After the load scenarios, so that its 100,000 purchases do not change what they read.
const importName = `purchase import (${IMPORT_LINES} lines)`;
const purchaseImport: ImportFigures | undefined = wanted(importName)
  ? (log(importName), await measurePurchaseImport(databaseUrl))
  : undefined;

// The books after the writes: every balance equals its ledger and none is negative.
const db = createDatabase(databaseUrl);
const unbalanced = await db
  .selectFrom('point_balances as b')
  .leftJoin(
    db
      .selectFrom('point_entries')
      .select(['owner_type', 'owner_id', (eb) => eb.fn.sum<number>('amount').as('total')])
      .groupBy(['owner_type', 'owner_id'])
      .as('e'),
    (join) => join.onRef('e.owner_type', '=', 'b.owner_type').onRef('e.owner_id', '=', 'b.owner_id'),
  )
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .where((eb) => eb.or([eb('b.balance', '<', 0), eb(eb.fn.coalesce('e.total', eb.lit(0)), '!=', eb.ref('b.balance'))]))
  .executeTakeFirstOrThrow();
await db.destroy();

const table: Row[] = rows.map(([measured, target, reference, sameBytes]) => {
  const ratio = Math.round((measured.requests_per_second / reference.requests_per_second) * 1000) / 1000;
  const noErrors = measured.errors === 0;
  const paired = {
    ...measured,
    bare_requests_per_second: reference.requests_per_second,
    ratio,
    ...(sameBytes && { bare_same_bytes_requests_per_second: sameBytes.requests_per_second }),
  };
  switch (target.kind) {
    case 'ratio':
      return { ...paired, target: `≥ ${target.min} × bare`, met: noErrors && ratio >= target.min };
    case 'rate':
      return {
        ...paired,
        target: target.min ? `≥ ${target.min}/s, no errors` : 'no errors',
        met: noErrors && measured.requests_per_second >= target.min,
      };
    case 'p99': {
      const bareP99 = bareBurst?.p99_ms ?? 0;
      const limit = Math.round(bareP99 * target.times * 100) / 100;
      return {
        ...paired,
        target: `p99 ≤ ${limit} ms (${target.times} × bare ${bareP99}), no errors`,
        met: noErrors && measured.p99_ms <= limit,
      };
    }
  }
});
const loginJs = frontEnd?.weights.find((weight) => weight.page === '/login');
const laterJs = frontEnd?.weights.filter((weight) => weight.page !== '/login') ?? [];
// The front end's targets (docs/performance.md): the login page at most 110 KB of gzipped JavaScript, every later
// page's first load at most 160 KB, the login LCP on Fast 4G under 1.2 s.
const frontEndMet = frontEnd && {
  login_js: loginJs!.js_gzip_kb <= 110,
  later_js: laterJs.every((weight) => weight.js_gzip_kb <= 160),
  login_lcp: frontEnd.login_lcp_ms < 1200,
};

const pad = (value: string | number, width: number) => String(value).padStart(width);
const lines = [
  `${'scenario'.padEnd(48)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 6)} ${pad('bare/s', 8)} ${pad('× bare', 7)}  target`,
  ...table.map(
    (row) =>
      `${row.name.padEnd(48)} ${pad(row.requests_per_second, 8)} ${pad(row.p50_ms, 7)} ${pad(row.p99_ms, 7)} ${pad(row.errors, 6)} ${pad(row.bare_requests_per_second, 8)} ${pad(row.ratio, 7)}  ${row.met ? 'met' : 'NOT MET'}: ${row.target}` +
      (row.bare_same_bytes_requests_per_second
        ? ` (a bare server sending the same bytes: ${row.bare_same_bytes_requests_per_second}/s)`
        : ''),
  ),
  '',
  ...(frontEnd && frontEndMet
    ? [
        ...frontEnd.weights.map(
          (weight) =>
            `${weight.page.padEnd(14)} JS ${weight.js_gzip_kb} KB gzip, CSS ${weight.css_gzip_kb} KB gzip (${weight.files} files)`,
        ),
        `login JS ≤ 110 KB gzip: ${frontEndMet.login_js ? 'met' : 'NOT MET'}`,
        `later pages' JS ≤ 160 KB gzip: ${frontEndMet.later_js ? 'met' : 'NOT MET'}`,
        `login LCP on Fast 4G: ${frontEnd.login_lcp_ms} ms (< 1200 ms: ${frontEndMet.login_lcp ? 'met' : 'NOT MET'})`,
        `results page LCP on Fast 4G, signed in: ${frontEnd.results_lcp_ms} ms (no target)`,
      ]
    : []),
  ...processes.map(
    ({ workers, measured }) =>
      `${processesName}: WORKERS=${workers} ${measured.requests_per_second}/s, p99 ${measured.p99_ms} ms, ${measured.errors} errors` +
      (workers > 1 && processes[0]
        ? ` (${Math.round((measured.requests_per_second / processes[0].measured.requests_per_second) * 100) / 100} × one process)`
        : ''),
  ),
  ...(profile
    ? [
        '',
        `Where the portal's busy time went (self time; the scenarios above and its start together):`,
        formatShares(profile),
      ]
    : []),
  ...(purchaseImport ? [describeImport(purchaseImport)] : []),
  `ledger after the writes: ${unbalanced.count === 0 ? 'every balance equals its entries, none negative' : `${unbalanced.count} balances DIFFER from their ledger`}`,
];
process.stdout.write(`\n${lines.join('\n')}\n`);

const database = databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
const results = {
  date: new Date().toISOString(),
  database,
  machine: { cpus: cores, model: os.cpus()[0]?.model, node: process.version, pinned: hasTaskset && cores > 1 },
  size: SIZE,
  connections,
  seconds,
  references,
  bare_burst: bareBurst,
  scenarios: table,
  front_end: frontEnd && { ...frontEnd, met: frontEndMet },
  processes,
  purchase_import: purchaseImport,
  ledger_consistent: unbalanced.count === 0,
};
const dir = path.join(rootDir, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${database}-${results.date.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
fs.copyFileSync(file, path.join(dir, `${database}-latest.json`));
process.stdout.write(`\nJSON: ${path.relative(rootDir, file)}\n`);
