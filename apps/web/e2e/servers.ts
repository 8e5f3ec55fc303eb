import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The journeys' servers: one per worker, each with its own SQLite database and uploads folder,
 * so the journeys of one worker see the demo programme as only they changed it. Playwright loads
 * this module again in every worker process: the runner picks the ports and folders once and
 * hands them on through the environment.
 *
 * A worker per core, up to four: a journey spends much of its time waiting on its server and on
 * Chromium's frames, so on 2 cores two workers ran the journeys in three quarters of the time
 * of one (docs/testing.md). Each worker's journeys find the demo as only they changed it.
 */
export const WORKERS = Math.max(1, Math.min(4, os.availableParallelism()));

export interface JourneyServer {
  port: number;
  /** Holds the server's database (`portal.sqlite`) and its `uploads` folder. */
  dir: string;
}

/** Asks the system for a port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

if (!process.env.E2E_SERVERS) {
  const chosen: JourneyServer[] = [];
  while (chosen.length < WORKERS) {
    const port = await freePort();
    if (chosen.some((server) => server.port === port)) continue;
    chosen.push({ port, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')) });
  }
  process.env.E2E_SERVERS = JSON.stringify(chosen);
}

export const servers: JourneyServer[] = JSON.parse(process.env.E2E_SERVERS ?? '[]') as JourneyServer[];

/** The address of the server that the worker with this parallel index talks to. */
export function serverUrl(parallelIndex: number): string {
  const server = servers[parallelIndex];
  if (!server) throw new Error(`The journeys start ${WORKERS} servers: run them with at most ${WORKERS} workers.`);
  return `http://127.0.0.1:${server.port}`;
}
