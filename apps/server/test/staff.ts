import type { FastifyInstance } from 'fastify';
import type { TestApp } from './build-app.js';
import { loginAsOperator, TestClient } from './client.js';

/** The demo operators of the back office, one per role (src/seed/demo-operators.ts). */
export const STAFF_EMAILS = {
  admin: 'admin@demo.pl',
  operator: 'obsluga@demo.pl',
  viewer: 'raporty@demo.pl',
} as const;

export type StaffRole = keyof typeof STAFF_EMAILS;

/**
 * A back-office client that signs in on its first request, not before: a sign-in writes an audit
 * row and uses up a TOTP step, so a test pays only for the roles it calls, and its audit trail
 * holds only their sign-ins.
 */
export class StaffClient extends TestClient {
  #signedIn: Promise<void> | undefined;

  constructor(
    private readonly test: Pick<TestApp, 'app' | 'db' | 'clock'>,
    readonly email: string,
  ) {
    super(test.app);
  }

  /** Signs in now, for a test whose session has to start at this moment (before the clock moves). */
  async signIn(): Promise<this> {
    this.#signedIn ??= (async () => {
      const session = await loginAsOperator(this.test.app, this.test.db, this.test.clock, this.email);
      for (const [name, value] of session.cookies) this.cookies.set(name, value);
    })();
    await this.#signedIn;
    return this;
  }

  override async request(...args: Parameters<TestClient['request']>): ReturnType<TestClient['request']> {
    await this.signIn();
    return super.request(...args);
  }
}

/**
 * The demo operators of the test's app, each signed in on first use:
 * `const staff = staffClients(t); await staff.operator.post('/api/admin/…', body)`. Called once at
 * the top of a file with `appPerTest()`, each test gets its own clients, on its own app; within a
 * test a role keeps its session. A second call gives second sessions.
 */
export function staffClients(test: Pick<TestApp, 'app' | 'db' | 'clock'>): Record<StaffRole, StaffClient> {
  let current: { app: FastifyInstance; clients: Partial<Record<StaffRole, StaffClient>> } | undefined;
  const client = (role: StaffRole): StaffClient => {
    const { app, db, clock } = test;
    if (current?.app !== app) current = { app, clients: {} };
    return (current.clients[role] ??= new StaffClient({ app, db, clock }, STAFF_EMAILS[role]));
  };
  return {
    get admin() {
      return client('admin');
    },
    get operator() {
      return client('operator');
    },
    get viewer() {
      return client('viewer');
    },
  };
}
