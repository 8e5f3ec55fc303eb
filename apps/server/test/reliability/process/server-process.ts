import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';
import { rootDir } from '../../../src/config.js';
import { createDatabase, type DB, migrateToLatest } from '../../../src/db/database.js';
import { DEMO_PASSWORD, seedDemoProgramme } from '../../../src/seed/demo.js';
import { systemClock } from '../../../src/lib/clock.js';

/** The real server as `npm start` runs it, in a process of its own, on a SQLite file of its own. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh database file holding the demo programme; `prepare` may change it before the server starts. */
export async function demoDatabase(prepare?: (db: DB) => Promise<void>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  const file = path.join(dir, 'portal.sqlite');
  const db = createDatabase(`file:${file}`);
  await migrateToLatest(db);
  await seedDemoProgramme(db, systemClock);
  await prepare?.(db);
  await db.destroy();
  return file;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** What the process has printed so far (its log lines; requests are not logged here). */
  output: () => string;
}

export async function startServer(file: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { ready, ...server } = await spawnServer(file, env);
  await ready;
  return server;
}

/**
 * The server's process as soon as it is spawned, before it answers: `ready` settles once it does
 * (and fails when the process ends first), for a test that acts on what the process does while it
 * starts, such as the points jobs it runs at start.
 */
export async function spawnServer(
  file: string,
  env: Record<string, string> = {},
): Promise<ServerProcess & { ready: Promise<void> }> {
  const port = await freePort();
  // One process, as in production: a kill reaches the server itself, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `file:${file}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('The server ended before it started');
      try {
        if ((await fetch(`${url}/api/settings`)).ok) return;
      } catch {
        if (tries > 600) throw new Error('The server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return { url, child, exited, output: () => printed, ready };
}

/** A browser-like caller over HTTP: cookies kept, the CSRF token echoed on writes. */
export class HttpClient {
  constructor(
    private readonly base: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (its cookies) talking to another address: straight to one process. */
  at(base: string): HttpClient {
    return new HttpClient(base, this.cookies);
  }

  /** Another browser holding a copy of this one's cookies, as someone who took them would. */
  copy(): HttpClient {
    return new HttpClient(this.base, new Map(this.cookies));
  }

  async request(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/sanctum/csrf-cookie');
    const response = await fetch(this.base + url, {
      method,
      headers: {
        ...headers,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method !== 'GET'
          ? { 'content-type': 'application/json', [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE)! }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, decodeURIComponent(value));
    }
    return response;
  }

  async logIn(email: string, password = DEMO_PASSWORD) {
    const response = await this.request('POST', '/api/login', { email, password });
    if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  }
}
