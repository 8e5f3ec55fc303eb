import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderQuestionAnswer } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../../src/config.js';
import { createDatabase, type DB, migrateToLatest } from '../../../src/db/database.js';
import { systemClock } from '../../../src/lib/clock.js';
import { hashPassword } from '../../../src/lib/passwords.js';
import { totpCode } from '../../../src/lib/totp.js';
import { post } from '../../../src/modules/ledger/ledger.service.js';
import { enqueueMessage } from '../../../src/modules/message-queue/message-queue.service.js';
import { DEMO_PASSWORD, seedDemoProgramme } from '../../../src/seed/demo.js';
import { DEMO_TOTP_SECRET } from '../../../src/seed/demo-operators.js';
import { freePort, HttpClient, type ServerProcess, startServer } from './server-process.js';

/**
 * The layout of README "Growing past one machine": two portal processes on one PostgreSQL
 * behind nginx with the repository's proxy configuration (deploy/nginx/portal-proxy.conf).
 * Everything is checked through the proxy, as a browser sees it. Without nginx or a PostgreSQL to
 * use the suite cannot run: on a developer's machine it is skipped, in CI (.ci/run installs nginx,
 * starts a PostgreSQL and sets CI) it fails, so a run that could not check it never passes.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const missing = [!baseUrl && 'TEST_DATABASE_URL (a PostgreSQL)', !nginxBinary && 'nginx'].filter(Boolean);

describe.runIf(missing.length > 0 && process.env.CI)('two portal processes behind nginx in CI', () => {
  it('have what they need', () => {
    throw new Error(`The load-balancer test needs ${missing.join(' and ')}; .ci/run provides both.`);
  });
});
const SELLER = 'sprzedawca@demo.pl';
/**
 * The participants' password here, not the demo one: a development server takes that from a
 * visitor on this computer only (docs/decisions/0054-development-mode-loopback.md), and the test
 * is about the proxy, not about how it names its visitor.
 */
const PROXIED_PASSWORD = 'Przez!nginx2025';
const MESSAGES = 20;
const ORDERS = 300;

describe.skipIf(missing.length > 0)('two portal processes behind nginx on one PostgreSQL', () => {
  const name = `portal_lb_${process.pid}_${Date.now()}`;
  let databaseUrl = '';
  let servers: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let proxy = '';
  const upstreams = new Set<string>();

  const admin = () => new pg.Client({ connectionString: baseUrl });
  const withDatabase = async <T>(work: (db: DB) => Promise<T>): Promise<T> => {
    const db = createDatabase(databaseUrl);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await withDatabase(async (db) => {
      await migrateToLatest(db);
      await seedDemoProgramme(db, systemClock);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(PROXIED_PASSWORD) })
        .execute();
      // Points enough for the orders of the last test, and messages waiting for the queue.
      const { id } = await db.selectFrom('users').select('id').where('email', '=', SELLER).executeTakeFirstOrThrow();
      await db.transaction().execute((trx) =>
        post(trx, systemClock, {
          kind: 'adjustment',
          actorId: null,
          edition: '2025',
          movements: [{ owner: { type: 'user', id }, amount: ORDERS * 50, description: 'Punkty do testu' }],
        }),
      );
    });
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' };
    servers = await Promise.all([startServer('', env), startServer('', env)]);

    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
    // nginx's workers may run as another user than the master: they need to reach their folders.
    fs.chmodSync(dir, 0o755);
    const upstream = servers.map((server) => `server ${new URL(server.url).host} max_fails=1 fail_timeout=5s;`);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        'error_log stderr error;',
        'events { worker_connections 512; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
        `  upstream portal { ${upstream.join(' ')} keepalive 16; }`,
        '  server {',
        `    listen 127.0.0.1:${port};`,
        // Which process answered: the test sees that the proxy spreads the requests.
        '    add_header X-Upstream $upstream_addr always;',
        `    include ${path.join(rootDir, 'deploy/nginx/portal-proxy.conf')};`,
        '  }',
        '}',
      ].join('\n'),
    );
    const check = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(nginxBinary!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    proxy = `http://127.0.0.1:${port}`;
    for (
      let tries = 0;
      (await fetch(`${proxy}/api/settings`).then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      tries++
    ) {
      if (tries > 200) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }, 60_000);

  /** A browser through the proxy, noting which process answered each request. */
  const browser = () => {
    const client = new HttpClient(proxy);
    const request = client.request.bind(client);
    client.request = async (...args) => {
      const response = await request(...args);
      const from = response.headers.get('x-upstream');
      if (from) upstreams.add(from);
      return response;
    };
    return client;
  };

  /** An operator signed in straight on one process (each demo operator once a TOTP step). */
  const operatorOn = async (server: ServerProcess, email: string) => {
    const operator = new HttpClient(server.url);
    const login = await operator.request('POST', '/api/admin/login', {
      email,
      password: DEMO_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRET, new Date()),
    });
    expect(login.status).toBe(200);
    return operator;
  };

  it('keeps a session made on one process on the other', async () => {
    const client = browser();
    await client.logIn(SELLER, PROXIED_PASSWORD);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await client.request('GET', '/api/user')).status),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Both processes answered this one session.
    expect(upstreams.size).toBe(2);
  });

  it('switches, ends and blocks a session in both processes at once, though each keeps the sessions it saw', async () => {
    const leader = new HttpClient(proxy);
    await leader.logIn('lider@demo.pl', PROXIED_PASSWORD);
    const [first, second] = servers.map((server) => leader.at(server.url)) as [HttpClient, HttpClient];
    const company = async (client: HttpClient) => {
      const response = await client.request('GET', '/api/user');
      return response.ok
        ? ((await response.json()) as { user: { company_sap: string } }).user.company_sap
        : response.status;
    };
    // Both processes have looked the session up, and keep it.
    expect([await company(first), await company(second)]).toEqual(['1000001', '1000001']);
    expect((await first.request('POST', '/api/change-company', { sap: '1000002' })).status).toBe(200);
    expect(await company(second)).toBe('1000002');

    const taken = leader.copy();
    expect((await first.request('POST', '/api/logout', {})).status).toBe(200);
    expect(await company(taken.at(servers[1]!.url))).toBe(401);

    const seller = new HttpClient(proxy);
    await seller.logIn('karta@demo.pl', PROXIED_PASSWORD);
    const sellerOn = servers.map((server) => seller.at(server.url));
    for (const client of sellerOn) expect((await client.request('GET', '/api/user')).status).toBe(200);
    const operator = await operatorOn(servers[0]!, 'obsluga@demo.pl');
    const { id } = await withDatabase((db) =>
      db.selectFrom('users').select('id').where('email', '=', 'karta@demo.pl').executeTakeFirstOrThrow(),
    );
    expect((await operator.request('POST', `/api/admin/participants/${id}/block`, {})).status).toBe(200);
    expect((await sellerOn[1]!.request('GET', '/api/user')).status).toBe(401);
  });

  it('shows a name changed through one process on the other, which kept the page-wide user, within a second', async () => {
    const seller = new HttpClient(proxy);
    await seller.logIn(SELLER, PROXIED_PASSWORD);
    const [first, second] = servers.map((server) => seller.at(server.url)) as [HttpClient, HttpClient];
    const fullName = async (client: HttpClient) =>
      ((await (await client.request('GET', '/api/user')).json()) as { user: { full_name: string } }).user.full_name;
    expect(await fullName(second)).not.toBe('Zofia Nowa');
    const saved = await first.request('POST', '/api/account', {
      user: { first_name: 'Zofia', last_name: 'Nowa', phone: '500 100 201' },
      residenceAddress: { street: 'ul. Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' },
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    await expect.poll(() => fullName(second)).toBe('Zofia Nowa');
    expect(Date.now() - savedAt).toBeLessThan(1_000);
  });

  it('counts the login throttle across both processes', async () => {
    const client = browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await client.request('POST', '/api/login', { email: 'lider@demo.pl', password: 'zle-haslo' });
      statuses.push(response.status);
    }
    // Five wrong passwords a minute, wherever they landed; the sixth is refused.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('spends one Idempotency-Key once when it reaches both processes at once', async () => {
    const seller = new HttpClient(proxy);
    await seller.logIn(SELLER, PROXIED_PASSWORD);
    const drawn = (await (await seller.request('GET', '/api/orders')).json()) as OrderQuestionAnswer;
    const userAnswer = drawn.question.answers[0]!.id;
    // The same session sent straight to each process, at the same moment.
    const direct = servers.map((server) => seller.at(server.url));
    const answers = await Promise.all(
      [...direct, ...direct].map((client) =>
        client.request('POST', '/api/orders', { value: 50, userAnswer }, { 'idempotency-key': 'lb-once' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const spent = await withDatabase((db) =>
      db.selectFrom('point_operations').select('id').where('idempotency_key', 'like', '%:lb-once').execute(),
    );
    expect(spent).toHaveLength(1);
  });

  it('shows a setting changed through one process on the other within a second', async () => {
    const operator = await operatorOn(servers[0]!, 'admin@demo.pl');
    const changed = await operator.request('PUT', '/api/admin/settings', { hide_rankings: true });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(async () => {
        const response = await fetch(`${servers[1]!.url}/api/settings`);
        return ((await response.json()) as { settings: { hideRankings: boolean } }).settings.hideRankings;
      })
      .toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it('sends each queued message once, whichever process claims it', async () => {
    await withDatabase(async (db) => {
      for (let index = 0; index < MESSAGES; index++) {
        await db.transaction().execute((trx) =>
          enqueueMessage(trx, systemClock, {
            channel: 'email',
            to: `lb-${index}@demo.pl`,
            subject: 'Dwa procesy',
            text: 'Treść',
          }),
        );
      }
    });
    const kept = () =>
      withDatabase((db) => db.selectFrom('outbox').select('recipient').where('subject', '=', 'Dwa procesy').execute());
    await expect.poll(async () => (await kept()).length, { timeout: 30_000, interval: 250 }).toBe(MESSAGES);
    // A moment more: a second sending of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const recipients = (await kept()).map((row) => row.recipient).sort();
    expect(recipients).toEqual(Array.from({ length: MESSAGES }, (_, index) => `lb-${index}@demo.pl`).sort());
  });

  it('loses no acknowledged order when one process is killed under load, and the other keeps serving', async () => {
    const client = browser();
    await client.logIn(SELLER, PROXIED_PASSWORD);
    const drawn = (await (await client.request('GET', '/api/orders')).json()) as OrderQuestionAnswer;
    const userAnswer = drawn.question.answers[0]!.id;
    const answered: string[] = [];
    const afterKill: number[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < ORDERS) {
        const key = `lb-load-${next++}`;
        const response = await client
          .request('POST', '/api/orders', { value: 50, userAnswer }, { 'idempotency-key': key })
          .catch(() => undefined);
        if (response?.status === 200) answered.push(key);
        if (killed && response) afterKill.push(response.status);
        if (!killed && answered.length === 60) {
          killed = true;
          servers[0]!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(killed).toBe(true);
    // The survivor took over: most requests after the kill were answered, the last ones all.
    expect(afterKill.filter((status) => status === 200).length).toBeGreaterThan(ORDERS / 2);
    expect(afterKill.slice(-10)).toEqual(Array.from({ length: 10 }, () => 200));

    await withDatabase(async (db) => {
      const keys = new Set(
        (
          await db
            .selectFrom('point_operations')
            .select('idempotency_key')
            .where('idempotency_key', 'like', '%:lb-load-%')
            .execute()
        ).map((row) => row.idempotency_key?.split(':').pop()),
      );
      for (const key of answered) expect(keys.has(key), key).toBe(true);
    });
  }, 120_000);
});
