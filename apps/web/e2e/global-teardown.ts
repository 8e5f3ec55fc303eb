import fs from 'node:fs';

/** Removes the run's throw-away database (the runner chose it in playwright.config.ts). */
export default function globalTeardown() {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}
