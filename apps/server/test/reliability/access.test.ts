import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../../src/plugins/access/access.plugin.js';
import { anyone, type Policy, type RuleName } from '../../src/plugins/access/policies.js';
import { buildTestApp, type TestApp } from '../build-app.js';
import { impersonate, loginAs, loginAsOperator, TestClient } from '../client.js';
import { listApiRoutes, type Route } from '../routes.js';
import { demoQuizSlugs } from '../../src/seed/demo-quiz-content.js';

/**
 * Who may call what: every route of the app against every kind of caller, judged by the policy
 * the route declares (src/plugins/access/policies.ts). A route without a policy fails here (and
 * stops the app from starting). A caller is refused when the answer is 401 or 403; any other
 * answer (200, 404, 409, 422, 429) means the route let them in and judged the request itself.
 */

const participantRoles = ['anonymous', 'unaccepted', 'participant', 'seller', 'operator', 'leader'] as const;
/** The back office's callers: the demo operators of each role (docs/product/back-office.md). */
const staffRoles = ['viewerStaff', 'operatorStaff', 'adminStaff'] as const;
const roles = [...participantRoles, ...staffRoles] as const;
type Role = (typeof roles)[number];
type StaffRole = NonNullable<Policy['staff']>;

/**
 * anonymous: no session. unaccepted: regulamin@demo.pl, a seller who has not accepted this
 * edition's regulations. participant: uczestnik@demo.pl, a leader of another company who does not
 * sell. seller: sprzedawca@demo.pl. operator: an operator looking as lider@demo.pl. leader:
 * lider@demo.pl, leader of the demo company who also sells.
 *
 * Which of them each kind of rule refuses, written from what the demo accounts are, not from the
 * rules' code: the test checks that the server enforces what the routes declare.
 */
const refusedBy: Record<'signedIn' | RuleName, readonly Role[]> = {
  signedIn: ['anonymous'],
  acceptedRegulations: ['unaccepted'],
  seller: ['participant'],
  leader: ['unaccepted', 'seller'],
  inPerson: ['operator'],
  // These calls send no Sec-Fetch-Site, as a program would; a test of its own sends the header.
  sameOrigin: [],
};

/**
 * Refusals that are not the route's policy but a rule about the object asked for, which the
 * service keeps: the caller is let in and then refused this company, this card, this seller.
 */
const objectRules: Record<string, readonly Role[]> = {
  // lider@demo.pl's card was confirmed in the previous edition: no top-up before confirming it again.
  'POST /api/orders': ['leader'],
  // uczestnik@demo.pl leads company 1000002, not 1000001 whose history and sellers are asked for.
  'GET /api/sellers-sharing-points-history/:company': ['participant'],
  'POST /api/sellers-block': ['participant'],
  // uczestnik@demo.pl has no branch 1000001 to switch to.
  'POST /api/change-company': ['participant'],
};
// Moves on an attempt (:id) name the caller's own attempt: another caller finds nothing (404).

/** Who a back-office policy lets in, from its role up. */
const staffAllowed: Record<StaffRole, readonly Role[]> = {
  viewer: ['viewerStaff', 'operatorStaff', 'adminStaff'],
  operator: ['operatorStaff', 'adminStaff'],
  admin: ['adminStaff'],
};

function expectedRefusals(key: string, policy: Policy): Set<Role> {
  const refused = new Set<Role>(objectRules[key] ?? []);
  if (policy.public) return refused;
  // A back-office call: no participant's session counts, only an operator's of the role.
  if (policy.staff) {
    const allowed = staffAllowed[policy.staff];
    for (const role of roles) if (!allowed.includes(role)) refused.add(role);
    return refused;
  }
  // A participant's call: an operator's own session is no participant's.
  for (const role of staffRoles) refused.add(role);
  for (const name of ['signedIn' as const, ...policy.rules.map((rule) => rule.name)]) {
    for (const role of refusedBy[name]) refused.add(role);
  }
  return refused;
}

/**
 * The participant writes an operator looking as the participant may make, each with the reason.
 * Every other participant write declares the `inPerson` refusal: the operator looks and reads,
 * and changes a participant's data only through the back office's audited calls. Public calls
 * are no participant's writes: logging out ("Zakończ podgląd", which ends the look) is one.
 */
const lookingMayWrite: Record<string, string> = {
  'POST /api/change-company':
    'shows another branch the participant may switch to; it changes only the looking session, no data',
  'POST /api/news-show': 'a read of one news item sent as a POST',
};

/** A call that may change something on a participant's behalf: not a read, not public, not the back office's. */
const participantWrite = (key: string, policy: Policy) =>
  !/^(GET|HEAD|OPTIONS) /.test(key) && !policy.public && !policy.staff;

/** Bodies that get a write past its validation to the rule being checked. */
const bodies: Record<string, object> = {
  'POST /api/orders': { value: 50, userAnswer: 1 },
  'POST /api/invitations': { first_name: 'Ewa', last_name: 'Nowa', email: 'ewa.nowa@example.pl' },
  'POST /api/sellers-sharing-points-store': { email: 'regulamin@demo.pl', value: 50 },
  'POST /api/sellers-block': { email: 'karta@demo.pl' },
  'POST /api/change-company': { sap: '1000001' },
  'POST /api/votes-store': { vote_id: 1 },
  'POST /api/millionaires-store/:slug': { regulations: true },
  'POST /api/admin/participants/:id/branches': { sap: '1000002' },
};

/** Routes that end the caller's session or change their role go last, in this order, so they do not colour the rest. */
const LAST = [
  '/api/admin/logout',
  '/api/logout',
  '/api/change-company',
  '/api/assign-seller-role',
  '/api/sellers-block',
  '/api/user_revoke_accept_regulations',
  // An operator's look as a participant gives the staff client that participant's session too.
  '/api/admin/participants/:id/impersonate',
];

const slugFor = (url: string) =>
  Object.entries({
    crossword: demoQuizSlugs.crossword,
    millionaires: demoQuizSlugs.millionaires,
    'find-diff': demoQuizSlugs.findDiff,
    'find-pair': demoQuizSlugs.findPair,
  }).find(([part]) => url.includes(part))?.[1] ?? demoQuizSlugs.millionaires;

describe('access by role', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await buildTestApp();
    routes = listApiRoutes(t.app);
  });
  afterAll(() => t.close());

  it('reads a declared policy for every route the app serves', () => {
    const served = routes.map((route) => `${route.method} ${route.url}`);
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((route) => !t.app.accessPolicies.has(route))).toEqual([]);
    expect(Object.keys(objectRules).filter((rule) => !served.includes(rule))).toEqual([]);
  });

  it('refuses to start with an API route that declares no policy', async () => {
    const app = Fastify({ logger: false });
    await app.register(accessPlugin);
    expect(() => app.get('/api/forgotten', () => ({ success: true }))).toThrow(
      'GET /api/forgotten declares no access policy',
    );
    app.get('/api/declared', { config: { access: anyone } }, () => ({ success: true }));
    expect((await app.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(200);
    await app.close();
  });

  it('has every participant write refuse an operator looking, but the recorded exemptions', () => {
    // Every method the app serves, not only those the table below calls.
    const writes = [...t.app.accessPolicies].filter(([key, policy]) => participantWrite(key, policy));
    const letsLookIn = (policy: Policy) => !policy.rules.some((rule) => rule.name === 'inPerson');
    expect(writes.length).toBeGreaterThan(20);
    expect(
      writes.filter(([key, policy]) => letsLookIn(policy) && !(key in lookingMayWrite)).map(([key]) => key),
    ).toEqual([]);
    // An exemption names a served write that lets the look in; any other is stale.
    const exempt = writes.filter(([, policy]) => letsLookIn(policy)).map(([key]) => key);
    expect(Object.keys(lookingMayWrite).filter((key) => !exempt.includes(key))).toEqual([]);
  });

  it('lets in exactly the callers each rule allows', async () => {
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('sap', '=', '1000001')
      .executeTakeFirstOrThrow();
    const bystander = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'karta@demo.pl')
      .executeTakeFirstOrThrow();
    const login: Record<Role, () => Promise<TestClient>> = {
      anonymous: () => Promise.resolve(new TestClient(t.app)),
      unaccepted: () => loginAs(t.app, 'regulamin@demo.pl'),
      participant: () => loginAs(t.app, 'uczestnik@demo.pl'),
      seller: () => loginAs(t.app, 'sprzedawca@demo.pl'),
      operator: () => impersonate(t.app, t.db, 'lider@demo.pl'),
      leader: () => loginAs(t.app, 'lider@demo.pl'),
      viewerStaff: () => loginAsOperator(t.app, t.db, t.clock, 'raporty@demo.pl'),
      operatorStaff: () => loginAsOperator(t.app, t.db, t.clock, 'obsluga@demo.pl'),
      adminStaff: () => loginAsOperator(t.app, t.db, t.clock, 'admin@demo.pl'),
    };
    // One client per caller; the routes of LAST change the caller, so each gets a fresh one.
    const kept = new Map<Role, TestClient>();
    const caller = async (role: Role, fresh: boolean) => {
      if (fresh || !kept.has(role)) kept.set(role, await login[role]());
      return kept.get(role)!;
    };
    // In LAST's order: withdrawing the consent, say, would refuse the caller every later route.
    const rank = (route: Route) => (LAST.includes(route.url) ? LAST.indexOf(route.url) : -1);
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    const wrong: string[] = [];
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const url = route.url
        // The back office acts on a participant none of the callers is (blocking one ends their sessions).
        .replace('/participants/:id', `/participants/${bystander.id}`)
        .replace(':slug', slugFor(route.url))
        .replace(':company', String(company.id))
        .replace(':id', '1')
        .replace(':key', 'no-such-invitation');
      const refused = expectedRefusals(key, t.app.accessPolicies.get(key)!);
      for (const role of roles) {
        const client = await caller(role, LAST.includes(route.url));
        const response =
          route.method === 'GET' ? await client.get(url) : await client.request(route.method, url, bodies[key] ?? {});
        const wasRefused = response.statusCode === 401 || response.statusCode === 403;
        if (wasRefused !== refused.has(role)) wrong.push(`${key} as ${role}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
