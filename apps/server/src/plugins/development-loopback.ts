import { adminAuthApi, type ApiCall, authApi, invitationsApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.js';
import { isLoopbackRequest } from '../lib/loopback.js';
import { DEMO_INVITATION_KEY, DEMO_PASSWORD } from '../seed/demo.js';

export const DEMO_SIGN_IN_REFUSED =
  'Hasło kont demonstracyjnych działa tylko na komputerze, na którym uruchomiono portal w trybie deweloperskim.';
export const DEMO_INVITATION_REFUSED =
  'Zaproszenie demonstracyjne działa tylko na komputerze, na którym uruchomiono portal w trybie deweloperskim.';

type Carrier = (request: FastifyRequest) => unknown;
const bodyField =
  (name: string): Carrier =>
  (request) =>
    (request.body as Record<string, unknown> | undefined)?.[name];
const pathParam =
  (name: string): Carrier =>
  (request) =>
    (request.params as Record<string, unknown> | undefined)?.[name];

interface PublishedSecret {
  readonly value: string;
  /** Each call the value opens something with, and where in the request it carries it. */
  readonly calls: readonly (readonly [ApiCall, Carrier])[];
  readonly refusal: string;
}

/**
 * Every fixed value the demo publishes (README "Try it", docs/product/README.md) that lets a
 * visitor in by itself, kept to this computer. The other published values need no entry:
 * - the demo operators' TOTP secret is a second factor beside the demo password, refused below;
 *   with another password it opens nothing, as in production;
 * - the demo codes (PPDEMO…, SZKOLENIE2025) are registered by a signed-in participant only;
 * - the demo phone numbers' SMS codes and every reset link are in the outbox, loopback only;
 * - the development CODE_HASH_KEY and TOTP_SECRET_KEY guard what is stored: of use to someone
 *   who already holds the database.
 */
export const PUBLISHED_DEMO_SECRETS: readonly PublishedSecret[] = [
  {
    value: DEMO_PASSWORD,
    // The calls that start a session (or hand out a TOTP secret) for a password.
    calls: [authApi.login, adminAuthApi.login, adminAuthApi.enrolment].map((call) => [call, bodyField('password')]),
    refusal: DEMO_SIGN_IN_REFUSED,
  },
  {
    value: DEMO_INVITATION_KEY,
    // Its page shows who is invited; completing it registers them with a password of the caller's.
    calls: [
      [invitationsApi.show, pathParam('key')],
      [invitationsApi.complete, bodyField('invitationKey')],
    ],
    refusal: DEMO_INVITATION_REFUSED,
  },
];

/**
 * Outside production the demo's published secrets work from this computer only, so a
 * development server reached from elsewhere (HOST=0.0.0.0, a proxy) is not an open door. Any
 * other value is judged as everywhere. After validation, so the values are compared as the
 * handlers take them (trimmed).
 */
export const developmentLoopbackPlugin = fp(async (app) => {
  const checks = new Map<ApiCall, { carrier: Carrier; secret: PublishedSecret }[]>();
  for (const secret of PUBLISHED_DEMO_SECRETS)
    for (const [call, carrier] of secret.calls) checks.set(call, [...(checks.get(call) ?? []), { carrier, secret }]);

  app.addHook('preHandler', async (request) => {
    const call = request.routeOptions.config.call;
    const found = call && checks.get(call)?.find(({ carrier, secret }) => carrier(request) === secret.value);
    if (found && !isLoopbackRequest(request)) throw new ForbiddenError(found.secret.refusal);
  });
});
