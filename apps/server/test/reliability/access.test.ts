import { quizSlugs } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app.js';
import { impersonate, loginAs, TestClient } from '../client.js';
import { listApiRoutes, type Route } from '../routes.js';

/**
 * Who may call what: every route of the app against every kind of caller. A route the app serves
 * without a line here fails the test, so a new endpoint cannot ship without a rule. A caller is
 * refused when the answer is 401 or 403; any other answer (200, 404, 409, 422, 429) means the
 * route let them in and judged the request itself.
 */

const roles = ['anonymous', 'participant', 'seller', 'operator', 'leader'] as const;
type Role = (typeof roles)[number];

/**
 * anonymous: no session. participant: uczestnik@demo.pl, a leader of another company who does
 * not sell. seller: sprzedawca@demo.pl. operator: an operator looking as lider@demo.pl.
 * leader: lider@demo.pl, leader of the demo company who also sells.
 */
const refused = (...who: Role[]) => new Set<Role>(who);
const EVERYONE = refused();
const MEMBERS = refused('anonymous');
/** Quiz moves: sellers in person. */
const PLAYERS = refused('anonymous', 'participant', 'operator');
/** A member's own change that an operator looking as them must not make. */
const IN_PERSON = refused('anonymous', 'operator');

const rules: Record<string, Set<Role>> = {
  'GET /sanctum/csrf-cookie': EVERYONE,
  'GET /api/settings': EVERYONE,
  'GET /api/get-captcha': EVERYONE,
  'POST /api/send-message': EVERYONE,
  'POST /api/login': EVERYONE,
  'POST /api/request-auth-code': EVERYONE,
  'POST /api/auth-with-code': EVERYONE,
  'POST /api/remind-password': EVERYONE,
  'POST /api/reset-password': EVERYONE,
  'GET /api/invitations/:key': EVERYONE,
  'POST /api/invitations/complete-invitation': EVERYONE,

  'GET /api/user': MEMBERS,
  'GET /api/account': MEMBERS,
  'POST /api/account': MEMBERS,
  'GET /api/account-transactions-history': MEMBERS,
  'GET /api/accept-regulations': MEMBERS,
  'POST /api/accept-regulations': MEMBERS,
  'POST /api/users/location-store': MEMBERS,
  'POST /api/user-credentials': MEMBERS,
  'GET /api/user_statements': MEMBERS,
  'POST /api/user_statements': MEMBERS,
  'GET /api/user-invitations': MEMBERS,
  'POST /api/invitations/send-invitation-email': MEMBERS,
  'GET /api/user-orders': MEMBERS,
  'GET /api/user-rankings': MEMBERS,
  'GET /api/user-rankings/': MEMBERS,
  'GET /api/card-show': MEMBERS,
  'POST /api/card/:id/confirm': MEMBERS,
  'GET /api/provinces': MEMBERS,
  'GET /api/products': MEMBERS,
  'GET /api/promoted-products': MEMBERS,
  'GET /api/purchases': MEMBERS,
  'GET /api/target-realization': MEMBERS,
  'GET /api/main-prize-standing': MEMBERS,
  'GET /api/news': MEMBERS,
  'POST /api/news-show': MEMBERS,
  'GET /api/votes-show': MEMBERS,

  'POST /api/invitations': IN_PERSON,
  'POST /api/assign-seller-role': IN_PERSON,
  'POST /api/user_revoke_accept_regulations': IN_PERSON,

  // Cards and top-ups: sellers, in person.
  'POST /api/card/order': PLAYERS,
  'GET /api/orders': refused('anonymous', 'participant'),
  // lider@demo.pl's card was confirmed in the previous edition: no top-up before confirming it again.
  'POST /api/orders': refused('anonymous', 'participant', 'operator', 'leader'),

  // The company pool: its leaders; an operator may look but not move points.
  'GET /api/sellers-sharing-points-index': refused('anonymous', 'seller'),
  'GET /api/sellers-sharing-points-history/:company': refused('anonymous', 'participant', 'seller'),
  'POST /api/sellers-sharing-points-store': refused('anonymous', 'seller', 'operator'),
  'POST /api/sellers-block': refused('anonymous', 'participant', 'seller', 'operator'),

  // The vote: leaders, in person to vote.
  'GET /api/votes-create': refused('anonymous', 'seller'),
  'POST /api/votes-store': refused('anonymous', 'seller', 'operator'),

  // Quizzes: anyone logged in may look; only a seller in person plays.
  'GET /api/quizzes/:slug': MEMBERS,
  'GET /api/crossword-show-time/:slug': MEMBERS,
  'GET /api/crossword-show/:slug': PLAYERS,
  'GET /api/crossword-create/:slug': PLAYERS,
  'POST /api/crossword-store/:slug': PLAYERS,
  'GET /api/millionaires-create/:slug': MEMBERS,
  'GET /api/millionaires-check-if-start/:slug': MEMBERS,
  'GET /api/millionaires-get-question/:slug': MEMBERS,
  'POST /api/millionaires-store/:slug': PLAYERS,
  'POST /api/millionaires-store-answer/:id': MEMBERS,
  'POST /api/millionaires-get-lifebuoy/:id': MEMBERS,
  'GET /api/find-diff-show/:slug': MEMBERS,
  'GET /api/user-find-diff-show/:slug': MEMBERS,
  'GET /api/find-diff-create/:slug': PLAYERS,
  'POST /api/find-diff-store-diff/:id': MEMBERS,
  'POST /api/find-diff-store/:id': MEMBERS,
  'GET /api/find-pair-show/:slug': MEMBERS,
  'GET /api/find-pair-create/:slug': PLAYERS,
  'POST /api/find-pair-store-card/:id': MEMBERS,
  'POST /api/find-pair-check-cards/:id': MEMBERS,
  'GET /api/find-pair-store/:id': MEMBERS,
};
// Moves on an attempt (:id) name the caller's own attempt: another caller finds nothing (404),
// whoever they are; the quizzes' own tests check that sellers in person alone can make them.

/** Bodies that get a write past its validation to the rule being checked. */
const bodies: Record<string, object> = {
  'POST /api/orders': { value: 50, userAnswer: 1 },
  'POST /api/invitations': { first_name: 'Ewa', last_name: 'Nowa', email: 'ewa.nowa@example.pl' },
  'POST /api/sellers-sharing-points-store': { email: 'regulamin@demo.pl', value: 50 },
  'POST /api/sellers-block': { email: 'regulamin@demo.pl' },
  'POST /api/votes-store': { vote_id: 1 },
  'POST /api/millionaires-store/:slug': { regulations: true },
};

/** Routes that end the caller's session or change their role go last, so they do not colour the rest. */
const LAST = ['/api/assign-seller-role', '/api/user_revoke_accept_regulations', '/api/sellers-block'];
const NOT_CHECKED = ['/api/logout', '/api/change-company'];

const slugFor = (url: string) =>
  Object.entries({
    crossword: quizSlugs.crossword,
    millionaires: quizSlugs.millionaires,
    'find-diff': quizSlugs.findDiff,
    'find-pair': quizSlugs.findPair,
  }).find(([part]) => url.includes(part))?.[1] ?? quizSlugs.millionaires;

describe('access by role', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await buildTestApp();
    routes = listApiRoutes(t.app).filter((route) => !NOT_CHECKED.includes(route.url));
  });
  afterAll(() => t.close());

  it('has a rule for every route the app serves, and no rule for a route it does not', () => {
    const served = routes.map((route) => `${route.method} ${route.url}`);
    expect(served.filter((route) => !rules[route])).toEqual([]);
    expect(Object.keys(rules).filter((rule) => !served.includes(rule))).toEqual([]);
  });

  it('lets in exactly the callers each rule allows', async () => {
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('sap', '=', '1000001')
      .executeTakeFirstOrThrow();
    const callers: Record<Role, () => Promise<TestClient>> = {
      anonymous: () => Promise.resolve(new TestClient(t.app)),
      participant: () => loginAs(t.app, 'uczestnik@demo.pl'),
      seller: () => loginAs(t.app, 'sprzedawca@demo.pl'),
      operator: () => impersonate(t.app, t.db, 'lider@demo.pl'),
      leader: () => loginAs(t.app, 'lider@demo.pl'),
    };
    const ordered = [...routes].sort((a, b) => Number(LAST.includes(a.url)) - Number(LAST.includes(b.url)));
    const wrong: string[] = [];
    for (const route of ordered) {
      const key = `${route.method} ${route.url}`;
      const url = route.url
        .replace(':slug', slugFor(route.url))
        .replace(':company', String(company.id))
        .replace(':id', '1')
        .replace(':key', 'no-such-invitation');
      for (const role of roles) {
        const client = await callers[role]();
        const response = route.method === 'GET' ? await client.get(url) : await client.post(url, bodies[key] ?? {});
        const wasRefused = response.statusCode === 401 || response.statusCode === 403;
        if (wasRefused !== rules[key]!.has(role)) wrong.push(`${key} as ${role}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
