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

/**
 * The journeys that move the programme clock (POST /dev/clock, docs/decisions/0059): each file has
 * a server and a database of its own, after the workers' servers. Moving the clock past a day runs
 * the points' jobs for the whole demo (lots released and expired, reminders sent), which no reset
 * of the clock takes back, and which the other journeys of a worker's server would find: the
 * seller's 1250 points, the lot that the back office's journey holds. So does a journey that
 * changes the programme's settings (purchase-corrections: pending_days 0, which every later
 * purchase import would follow). A file of its own also finds the demo as seeded, whichever worker
 * runs it and in whatever order.
 */
export const OWN_SERVER_JOURNEYS = [
  'points-pending.changes.spec.ts',
  'points-reminder.changes.spec.ts',
  'purchase-corrections.changes.spec.ts',
] as const;

export interface JourneyServer {
  port: number;
  /** Holds the server's database (`portal.sqlite`) and its `uploads` folder. */
  dir: string;
  /** The journey file this server is for alone (OWN_SERVER_JOURNEYS); none: a worker's server. */
  journey?: string;
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
  const journeys: (string | undefined)[] = [...Array<undefined>(WORKERS).fill(undefined), ...OWN_SERVER_JOURNEYS];
  for (const journey of journeys) {
    let port = await freePort();
    while (chosen.some((server) => server.port === port)) port = await freePort();
    chosen.push({ port, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')), ...(journey && { journey }) });
  }
  process.env.E2E_SERVERS = JSON.stringify(chosen);
}

/** Every server of the run: the workers' first (by parallel index), then the journeys' own. */
export const servers: JourneyServer[] = JSON.parse(process.env.E2E_SERVERS ?? '[]') as JourneyServer[];

const addressOf = (server: JourneyServer) => `http://127.0.0.1:${server.port}`;

/** The address of the server that the worker with this parallel index talks to. */
export function serverUrl(parallelIndex: number): string {
  const server = servers[parallelIndex];
  if (!server || server.journey) {
    throw new Error(`The journeys start ${WORKERS} servers: run them with at most ${WORKERS} workers.`);
  }
  return addressOf(server);
}

/**
 * The server a journey talks to: its file's own (OWN_SERVER_JOURNEYS), or its worker's. `file` is
 * the journey's file as Playwright names it (testInfo.file).
 */
export function journeyServer({ parallelIndex, file }: { parallelIndex: number; file: string }): JourneyServer {
  const own = servers.find((server) => server.journey === path.basename(file));
  if (own) return own;
  serverUrl(parallelIndex);
  return servers[parallelIndex]!;
}

/** The address of the server a journey talks to (journeyServer). */
export const journeyServerUrl = (testInfo: { parallelIndex: number; file: string }) =>
  addressOf(journeyServer(testInfo));
