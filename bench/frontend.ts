import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../apps/web/e2e/chromium.js';

/**
 * What a phone on 4G downloads and waits for: the gzipped JavaScript and CSS the login page and
 * /moje-wyniki load, and the two pages' Largest Contentful Paint with the network throttled
 * to Chrome DevTools' "Fast 4G" preset (165 ms round trip, 9 Mb/s down, 1.5 Mb/s up; the
 * preset's figures include DevTools' own 0.9 factor and 2.75 latency multiplier).
 */
const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000_000 * 0.9) / 8,
  uploadThroughput: (1_500_000 * 0.9) / 8,
};

interface PageWeight {
  page: string;
  js_gzip_kb: number;
  css_gzip_kb: number;
  files: number;
}

export interface FrontEndFigures {
  weights: PageWeight[];
  login_lcp_ms: number;
  /** A seller's results page, the first after the login: no target, watched for what it loads. */
  results_lcp_ms: number;
}

export async function measureFrontEnd(
  base: string,
  session: { name: string; value: string },
): Promise<FrontEndFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    type Cookies = { name: string; value: string }[];
    const contextWith = async (cookies: Cookies, options: Parameters<typeof browser.newContext>[0] = {}) => {
      const context = await browser.newContext(options);
      // Secure, as the production server sets them (Chromium keeps them for 127.0.0.1 over http).
      const domain = new URL(base).hostname;
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain, path: '/', secure: true })));
      return context;
    };
    const weigh = async (page: string, cookies: Cookies): Promise<PageWeight> => {
      const context = await contextWith(cookies);
      const tab = await context.newPage();
      const sizes = { js: 0, css: 0, files: 0 };
      const pending: Promise<void>[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
            sizes.files++;
          }),
        );
      });
      await tab.goto(base + page, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
      return { page, js_gzip_kb: kb(sizes.js), css_gzip_kb: kb(sizes.css), files: sizes.files };
    };

    const weights = [await weigh('/login', []), await weigh('/moje-wyniki', [session])];

    /** The Largest Contentful Paint of a first visit on a phone on Fast 4G, nothing cached. */
    const lcpOf = async (page: string, cookies: Cookies) => {
      const context = await contextWith(cookies, { viewport: { width: 390, height: 844 }, isMobile: true });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', FAST_4G);
      await tab.goto(base + page, { waitUntil: 'networkidle' });
      const lcp = await tab.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      await context.close();
      return Math.round(lcp);
    };

    return {
      weights,
      login_lcp_ms: await lcpOf('/login', []),
      results_lcp_ms: await lcpOf('/moje-wyniki', [session]),
    };
  } finally {
    await browser.close();
  }
}
