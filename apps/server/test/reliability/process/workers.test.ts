import fs from 'node:fs';
import type { OrderQuestionAnswer } from '@portal/contract';
import { expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/database.js';
import { demoDatabase, HttpClient, type ServerProcess, startServer } from './server-process.js';

const SELLER = 'sprzedawca@demo.pl';

/** The processes whose parent is `pid`, read from /proc (Linux, as CI). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The fourth field of /proc/<pid>/stat is the parent; the name before it is in parentheses.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

it('serves one port from two worker processes on one SQLite file, replaces a dead worker and stops whole', async () => {
  const file = await demoDatabase();
  const server = await startServer(file, { WORKERS: '2' });
  const primary = server.child.pid!;
  try {
    await exercise(server, primary);
  } finally {
    // A failed expectation must not leave the processes serving after the test.
    for (const pid of [...childrenOf(primary), primary]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  const db = createDatabase(`file:${file}`);
  try {
    const orders = await db
      .selectFrom('orders')
      .innerJoin('point_operations', 'point_operations.id', 'orders.operation_id')
      .select('point_operations.idempotency_key')
      .execute();
    expect(orders.filter((order) => order.idempotency_key?.endsWith(':workers-once'))).toHaveLength(1);
  } finally {
    await db.destroy();
  }
}, 180_000);

async function exercise(server: ServerProcess, primary: number) {
  // Forked is not serving: a worker still starting shares none of the load (the primary's log).
  const listening = () => server.output().match(/Worker \d+ listening/g)?.length ?? 0;
  await until(() => (listening() >= 2 ? true : undefined), 'two workers listening');
  const workers = await until(() => {
    const found = childrenOf(primary);
    return found.length === 2 ? found : undefined;
  }, 'two workers');

  // The session made by whichever worker answered the login works on both (round robin).
  const client = new HttpClient(server.url);
  await client.logIn(SELLER);
  const statuses = await Promise.all(
    Array.from({ length: 40 }, async () => (await client.request('GET', '/api/user')).status),
  );
  expect(statuses.every((status) => status === 200)).toBe(true);

  // The same Idempotency-Key sent to both processes at once spends once.
  const drawn = (await (await client.request('GET', '/api/orders')).json()) as OrderQuestionAnswer;
  const userAnswer = drawn.question.answers[0]!.id;
  const twice = await Promise.all(
    Array.from({ length: 6 }, () =>
      client.request('POST', '/api/orders', { value: 50, userAnswer }, { 'idempotency-key': 'workers-once' }),
    ),
  );
  expect(twice.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);

  // One worker dies: the other keeps serving and the primary starts a replacement.
  process.kill(workers[0]!, 'SIGKILL');
  // A kept-alive connection to the dead worker is reset (a proxy would retry it); a new one is served.
  const afterDeath = await client.request('GET', '/api/user').catch(() => client.request('GET', '/api/user'));
  expect(afterDeath.status).toBe(200);
  await until(() => {
    const found = childrenOf(primary);
    return found.length === 2 && !found.includes(workers[0]!) ? found : undefined;
  }, 'a replacement worker');
  await until(() => (listening() >= 3 ? true : undefined), 'the replacement listening');
  expect((await client.request('GET', '/api/user')).status).toBe(200);

  // A stop signal reaches every worker; the primary exits when the last has finished.
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(childrenOf(primary)).toEqual([]);
}
