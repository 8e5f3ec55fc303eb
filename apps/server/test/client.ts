import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DB } from '../src/db/database.js';
import type { ManualClock } from '../src/lib/clock.js';
import { totpCode } from '../src/lib/totp.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { DEMO_TOTP_SECRET } from '../src/seed/demo-operators.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** False sends a write without the CSRF token, as a forged request would. */
  csrf?: boolean;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** The caller's address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

/**
 * A browser-like caller for app.inject(): it keeps cookies between requests and, like the web
 * app, fetches the CSRF cookie before its first write and echoes it in X-XSRF-TOKEN.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request('GET', url);
  }

  post(url: string, body?: InjectOptions['payload'], options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    return this.request('POST', url, body, options);
  }

  put(url: string, body?: InjectOptions['payload'], options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    return this.request('PUT', url, body, options);
  }

  async request(
    method: Method,
    url: string,
    body?: InjectOptions['payload'],
    { csrf = true, headers: extra = {}, remoteAddress }: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && csrf && !this.cookies.has(CSRF_COOKIE)) await this.get('/sanctum/csrf-cookie');
    const token = this.cookies.get(CSRF_COOKIE);
    const headers: Record<string, string> = { ...extra };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET' && csrf && token) headers[CSRF_HEADER] = token;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

/** A client logged in by e-mail as one of the demo accounts. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/api/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`Login as ${email} failed: ${response.body}`);
  return client;
}

/** A client whose session is an operator looking at the portal as the demo user (client_is_logged_in). */
export async function impersonate(app: FastifyInstance, db: DB, email: string): Promise<TestClient> {
  const client = await loginAs(app, email);
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db
    .updateTable('sessions')
    .set({ impersonator: 'operator@partnerplus.pl' })
    .where('user_id', '=', user.id)
    .execute();
  return client;
}

/**
 * A client signed in to the back office as a demo operator, with the code of the demo secret at
 * the test clock's time. A code works once: when this operator already used the current one, the
 * clock moves on to the next step first.
 */
export async function loginAsOperator(
  app: FastifyInstance,
  db: DB,
  clock: ManualClock,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TestClient> {
  const operator = await db
    .selectFrom('operators')
    .select('totp_last_step')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const step = () => Math.floor(clock.now().getTime() / 30_000);
  if (operator.totp_last_step !== null && operator.totp_last_step >= step()) {
    clock.advance((Number(operator.totp_last_step) - step() + 1) * 30_000);
  }
  const client = new TestClient(app);
  const response = await client.post('/api/admin/login', {
    email,
    password,
    code: totpCode(DEMO_TOTP_SECRET, clock.now()),
  });
  if (response.statusCode !== 200) throw new Error(`Operator login as ${email} failed: ${response.body}`);
  return client;
}
