import { expect, it } from 'vitest';
import { demoDatabase, HttpClient, startServer } from './server-process.js';

it('answers the requests in flight on SIGTERM in full and exits cleanly', async () => {
  const server = await startServer(await demoDatabase());
  const client = new HttpClient(server.url);
  await client.logIn('sprzedawca@demo.pl');

  /** A page load: its status with a whole JSON body, or 'refused' when the server no longer takes it. */
  const load = async (): Promise<number | 'refused'> => {
    try {
      const response = await client.request('GET', '/api/account');
      const body = (await response.json()) as { success: boolean };
      if (response.status === 200) expect(body.success).toBe(true);
      return response.status;
    } catch {
      return 'refused';
    }
  };
  // A stream of page loads; the signal lands while they are on their way.
  const inFlight = Array.from({ length: 40 }, load);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const statuses = await Promise.all(inFlight);

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  // Accepted requests are answered whole; later ones hear "closing" (503) or find the door shut.
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200 || status === 503 || status === 'refused')).toBe(true);
  expect(await load()).toBe('refused');
});
