import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type * as Axe from 'axe-core';
import { createRequire } from 'node:module';
import { journeyServerUrl } from './servers';
import { desktop, phone, signedInAs } from './support';

export * from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what every page is held to (docs/decisions/0017-accessibility-in-every-journey.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const AXE_OPTIONS: Axe.RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };

/** The axe-core that AxeBuilder itself injects, whichever copy of it npm installed for that package. */
const fromHere = createRequire(import.meta.url);
const AXE_SOURCE = (createRequire(fromHere.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * What `new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()` finds, the same rules on the same
 * context, without its costs on a page without frames: it injects axe's 580 KB again for every
 * look, runs `axe.runPartial` and opens a blank page to inject it once more and `finishRun` there,
 * about 0.6 s of each look's 1 s here. This injects axe once per document and runs `axe.run` in it
 * (the violations, passes, incomplete and inapplicable rules came out equal on the portal's pages).
 * A page with frames is left to AxeBuilder, which runs axe in each frame.
 */
async function analyze(page: Page): Promise<Axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof Axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  // AxeBuilder's context when nothing is included or excluded: the whole document.
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof Axe }).axe.run({ include: [], exclude: [] }, options),
    AXE_OPTIONS,
  );
}

/** The serious and critical axe violations of what the page shows now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast sliding in is half transparent: judge the page once its transitions have ended (an
  // endless animation, a spinner, never ends and is left running).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await analyze(page);
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    );
}

/** Fails the journey when what the page shows now has a serious or critical axe violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) throw new Error(`axe found on ${where}:\n  ${found.join('\n  ')}`);
}

/** How long a page must have had no request in flight to count as loaded (untilNetworkQuiet). */
const QUIET_MS = 150;

/**
 * Runs `navigate`, then waits until the page has had no request of its own in flight for
 * QUIET_MS (at most five seconds): the route's lazy files and its API calls have come, and what
 * they draw is on the page. Playwright's networkidle asks for 500 ms of quiet, a third of each
 * look here; on loopback a page's requests follow each other within a few milliseconds.
 */
async function untilNetworkQuiet(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => inFlight++;
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - quietSince < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The pages already checked at each width for each account, across the worker's journeys: a page
 * is looked at again only for another account.
 */
const checked = new Set<string>();

/**
 * Every journey is also an accessibility check (docs/decisions/0017-accessibility-in-every-journey.md): when it ends, axe looks at the state it
 * ended in, then at every page it went through, at 390 and at 1280 px, as the account it ended as.
 * A serious or critical violation fails the journey, naming the page, the width and the rule.
 */
async function checkJourney(page: Page, visited: string[], testInfo: TestInfo): Promise<void> {
  const problems: string[] = [];
  const look = async (where: string) => {
    for (const line of await axeViolations(page)) problems.push(`${where}: ${line}`);
  };
  await look(`${new URL(page.url()).pathname} as the journey left it`);

  const who = signedInAs.get(page) ?? 'guest';
  const pages = [...new Set(visited)].filter((path) => !checked.has(`${who} ${path}`));
  testInfo.setTimeout(testInfo.timeout + pages.length * 10_000);
  for (const path of pages) {
    // Checked meanwhile: where an earlier path of this journey sent the account.
    if (checked.has(`${who} ${path}`)) continue;
    checked.add(`${who} ${path}`);
    await page.setViewportSize(phone);
    await untilNetworkQuiet(page, () => page.goto(path));
    // A path that sends this account on (/glosowanie to a seller, /start) shows another page: one
    // checked already for this account is not looked at twice.
    const landed = new URL(page.url());
    const shown = `${who} ${landed.pathname}${landed.search}`;
    if (checked.has(shown) && landed.pathname + landed.search !== path) continue;
    checked.add(shown);
    await look(`${path} at ${phone.width} px as ${who}`);
    // The same page made wide, as a turned tablet would: the layout follows the width without a
    // reload, so each page is loaded once (the sweep is about half of the journeys' time).
    await page.setViewportSize(desktop);
    await look(`${path} at ${desktop.width} px as ${who}`);
  }
  if (problems.length > 0) throw new Error(`axe (serious or critical, WCAG 2.2 AA):\n  ${problems.join('\n  ')}`);
}

/** Records the addresses of the portal a page goes to, for the accessibility sweep after the journey. */
function recordVisits(page: Page, baseURL: string | undefined): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin === new URL(baseURL ?? url.origin).origin) visited.push(url.pathname + url.search);
  });
  return visited;
}

export const test = base.extend<{
  page: Page;
  /**
   * A browser context of another person or device (a participant beside the operator), with this
   * worker's server as its base address. Its pages are checked by axe as the journey's own page
   * is, once the journey has passed, and it is closed then: a journey leaves it open.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  // Every worker has a server and a database of its own, and so has each journey that moves the
  // programme clock (e2e/servers.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, provide, testInfo) => provide(journeyServerUrl(testInfo)),
  page: async ({ page, baseURL }, provide, testInfo) => {
    const visited = recordVisits(page, baseURL);
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    await checkJourney(page, visited, testInfo);
  },
  newContext: async ({ browser, baseURL }, provide, testInfo) => {
    const opened: { context: BrowserContext; pages: Map<Page, string[]> }[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      const pages = new Map<Page, string[]>();
      context.on('page', (page) => pages.set(page, recordVisits(page, baseURL)));
      opened.push({ context, pages });
      return context;
    });
    try {
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const { pages } of opened) {
        for (const [page, visited] of pages) if (!page.isClosed()) await checkJourney(page, visited, testInfo);
      }
    } finally {
      for (const { context } of opened) await context.close();
    }
  },
});
