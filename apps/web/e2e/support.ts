import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Secret, TOTP } from 'otpauth';
import { journeyServer, journeyServerUrl } from './servers';

/** Every demo account logs in with this password (the demo programme seeded on an empty database). */
export const DEMO_PASSWORD = 'Demo!2025';

export const accounts = {
  /** Leader and seller, with three branches (1000001 central, 1000002, 1000003). */
  leader: 'lider@demo.pl',
  seller: 'sprzedawca@demo.pl',
  cardSeller: 'karta@demo.pl',
  /** Leader who does not sell. */
  participant: 'uczestnik@demo.pl',
  /** Seller who has not accepted the regulations yet. */
  regulations: 'regulamin@demo.pl',
} as const;

export const paths = {
  home: '/',
  login: '/login',
  results: '/moje-wyniki',
  acceptRegulations: '/akceptacja-regulaminu',
} as const;

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 390, height: 844 } as const;

/** The options of "Wybrany oddział:": the company, its town and its SAP number (ADR 0015). */
export const branches = {
  central: '(1000001), Okna i Drzwi Kowalscy Sp. z o.o., ul. Marszałkowska 84/12, 00-514 Warszawa',
  krakow: '(1000002), Okna i Drzwi Kowalscy – Oddział Kraków, ul. Wielicka 52, 30-552 Kraków',
} as const;

/** Whom each page logged in as, so the accessibility check looks at each account's pages (test.ts). */
export const signedInAs = new WeakMap<Page, string>();

/** Fills the e-mail login form and sends it; the caller checks where it leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  signedInAs.set(page, email);
  // SMS is the default tab.
  await page.getByRole('tab', { name: 'E-MAIL' }).click();
  await page.getByLabel('Adres e-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * Logs in through the login page as a user would, and waits for the page the portal sends them
 * to (the results page, or the acceptance page for someone who still has to accept the rules):
 * for the journeys about the login itself.
 */
export async function logInWithForm(page: Page, email: string, landing: string = paths.results): Promise<void> {
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing);
}

/**
 * Logs in with the call the login form sends (in the page's own context, so the page has the
 * session), opens the results page as the form does after it, and waits for the page the portal
 * sends them to (the results page, or the acceptance page for someone who still has to accept
 * the rules). The form, its second of release after the answer and its page load cost each
 * journey about two seconds; the journeys about the login (login.spec.ts) fill it in.
 */
export async function logIn(page: Page, email: string, landing: string = paths.results): Promise<void> {
  signedInAs.set(page, email);
  await page.context().request.get('/sanctum/csrf-cookie');
  const response = await callApi(page.context(), 'POST', '/api/login', { email, password: DEMO_PASSWORD });
  await expect(response, `POST /api/login as ${email}`).toBeOK();
  await page.goto(paths.results);
  await expect(page).toHaveURL(landing);
}

/** A call of the portal's API in a browser context's session, with the CSRF token as the web app sends it. */
export async function callApi(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.fetch(url, {
    method,
    ...(data && { data }),
    headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json', ...headers },
  });
}

/**
 * The results page's height in CSS pixels once its figures, rings and rankings are in: the phone
 * pass keeps it under 4,000 px at 390 px for every kind of participant.
 */
export async function resultsPageHeight(page: Page): Promise<number> {
  await expect(page.getByRole('article', { name: 'Okno PVC Termo 82' })).toBeVisible();
  await expect(page.getByTestId('ranking-region-position')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nagroda główna' })).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** The header's main navigation (the slide-in menu is a dialog of the same name). */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu główne' });

/** The slide-in menu of narrow screens. */
export const mobileMenu = (page: Page): Locator => page.locator('#mobile-menu');

/** Opens the slide-in menu of a phone and gives it back, once it has slid in. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu główne' });
  await expect(dialog).toBeInViewport();
  return dialog;
}

export const branchSelect = (page: Page): Locator => page.getByLabel('Wybrany oddział:');

export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** The demo operators of the back office (docs/product/back-office.md), all enrolled with one TOTP secret. */
export const operators = {
  admin: 'admin@demo.pl',
  operator: 'obsluga@demo.pl',
  viewer: 'raporty@demo.pl',
} as const;
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DEMO_TOTP_SECRET) });

/**
 * What the journey's server (its worker's, or its own) has seen of each operator, kept in the
 * server's folder rather than in the worker's memory: when a journey fails Playwright starts a new worker process, which talks to
 * the same server, and a record lost then would send codes the server already took.
 */
interface OperatorRecord {
  /** The last time step each operator signed in with: a code works once. */
  usedSteps: Record<string, number>;
  /** The back-office session cookie of each operator's last sign-in through the form. */
  sessions: Record<string, string>;
}

const recordFile = () => path.join(journeyServer(test.info()).dir, 'operators.json');

function readRecord(): OperatorRecord {
  try {
    return JSON.parse(fs.readFileSync(recordFile(), 'utf8')) as OperatorRecord;
  } catch {
    return { usedSteps: {}, sessions: {} };
  }
}

function writeRecord(change: (record: OperatorRecord) => void): void {
  const record = readRecord();
  change(record);
  fs.writeFileSync(recordFile(), JSON.stringify(record));
}

/**
 * A code of the demo secret that this operator has not used yet: the current step's, or the
 * next one's (the server accepts one step of drift) when the current one was just used; only
 * a third sign-in within 30 seconds waits for the next step.
 */
export async function freshTotpCode(email: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (readRecord().usedSteps[email] ?? -1) + 1);
    if (step <= now + 1) {
      writeRecord((record) => (record.usedSteps[email] = step));
      return totp.generate({ timestamp: step * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The back office's session cookie (apps/server/src/plugins/session/operator-session.plugin.ts). */
const OPERATOR_COOKIE = 'portal_admin';

/**
 * Signs in to the back office as a demo operator and waits for the dashboard. The first time an
 * operator is needed on a worker's server, through /admin/login with a fresh code; after that
 * with the session that sign-in opened, as a browser that stayed signed in would: each further
 * form sign-in would wait for the next 30-second code. A session that has ended meanwhile (signed
 * out, its operator changed) sends the browser to the sign-in form, which is then filled in.
 * admin.spec.ts signs in through the form, with a wrong code first.
 */
export async function signInAsOperator(page: Page, email: string = operators.admin): Promise<void> {
  signedInAs.set(page, `operator ${email}`);
  const dashboard = page.getByRole('heading', { level: 1, name: 'Pulpit' });
  const signIn = page.getByRole('heading', { level: 1, name: 'Logowanie do panelu' });
  const kept = readRecord().sessions[email];
  if (kept) {
    await page.context().addCookies([{ name: OPERATOR_COOKIE, value: kept, url: journeyServerUrl(test.info()) }]);
    await page.goto('/admin');
    // An ended session shows the sign-in form in place of the dashboard.
    await expect(dashboard.or(signIn)).toBeVisible();
  } else {
    await page.goto('/admin/login');
    await expect(signIn).toBeVisible();
  }
  if (await signIn.isVisible()) {
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Kod z aplikacji/).fill(await freshTotpCode(email));
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    const cookie = (await page.context().cookies()).find((each) => each.name === OPERATOR_COOKIE);
    if (cookie) writeRecord((record) => (record.sessions[email] = cookie.value));
  }
  await expect(page).toHaveURL('/admin');
  await expect(dashboard).toBeVisible();
}

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

/**
 * The newest message to `to` in the development outbox that `matches` accepts, once it arrives:
 * messages that follow a change are sent by the server's queue a moment after it answers
 * (docs/decisions/0022-message-queue.md).
 */
export async function messageTo(
  request: APIRequestContext,
  to: string,
  matches: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox');
        const { items } = (await response.json()) as { items: OutboxMessage[] };
        found = items.find((item) => item.to === to && matches(item));
        return found !== undefined;
      },
      { message: `a message to ${to} in /dev/outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** A small valid PNG of one colour, made in the journey so that it needs no file of its own. */
export function tinyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [30, 90, 160]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `day` (YYYY-MM-DD) at `time` (HH:MM) in Warsaw, as an ISO 8601 moment with Warsaw's offset of
 * that day (+01:00 in winter, +02:00 in summer).
 */
export function warsawMoment(day: string, time: string): string {
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T${time}:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${day}T${time}:00${offset || '+00:00'}`;
}

/** A day (YYYY-MM-DD) `days` later. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A day (YYYY-MM-DD) as the portal's pages show it (DD.MM.YYYY). */
export const pageDay = (day: string): string => day.split('-').reverse().join('.');

/**
 * Moves the programme clock of the journey's server forward to `now` (POST /dev/clock,
 * docs/decisions/0059), in a context that has the CSRF cookie (after `logIn`): the programme's
 * days, its jobs and its dates follow; sessions and codes keep real time. Only a journey with a
 * server of its own may move it (OWN_SERVER_JOURNEYS in e2e/servers.ts).
 */
export async function moveProgrammeClock(context: BrowserContext, now: string): Promise<void> {
  if (!journeyServer(test.info()).journey) {
    throw new Error('Only a journey with a server of its own (OWN_SERVER_JOURNEYS) moves the programme clock.');
  }
  const response = await callApi(context, 'POST', '/dev/clock', { now });
  await expect(response, `POST /dev/clock ${now}`).toBeOK();
  const clock = (await response.json()) as { now: string };
  expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(Date.parse(now));
}
