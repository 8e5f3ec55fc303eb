import fs from 'node:fs';
import { servers } from './servers';

/** Removes the run's throw-away databases and uploads (the runner chose their folders in e2e/servers.ts). */
export default function globalTeardown() {
  for (const server of servers) fs.rmSync(server.dir, { recursive: true, force: true });
}
