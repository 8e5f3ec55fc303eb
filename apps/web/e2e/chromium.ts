/**
 * Debian's Chromium as the journeys and the bench start it: Playwright's own browser download
 * cannot work here, and without the background-networking flags Chromium keeps dialling hosts
 * this machine's closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
