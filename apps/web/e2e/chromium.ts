import fs from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's Chromium as the bench and the journey about installing the app start it: Playwright's
 * own browser download cannot work here, and without the background-networking flags Chromium
 * keeps dialling hosts this machine's closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * The journeys' browser: Debian's chromium-headless-shell (`.ci/run` installs it), the same
 * Chromium and Blink without the full browser's window and profile machinery, which is what
 * Playwright itself runs headless. Journeys ran about a tenth faster in it, with the same results
 * (docs/testing.md); the full Chromium stands in where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const journeyLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args,
};
