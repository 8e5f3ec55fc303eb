import { adminAuthApi, type ApiCall, authApi } from '@portal/contract';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.js';
import { isLoopbackRequest } from '../lib/loopback.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

export const DEMO_SIGN_IN_REFUSED =
  'Hasło kont demonstracyjnych działa tylko na komputerze, na którym uruchomiono portal w trybie deweloperskim.';

// The calls that start a session (or hand out a TOTP secret) for a password.
const SIGN_INS = new Set<ApiCall>([authApi.login, adminAuthApi.login, adminAuthApi.enrolment]);

/**
 * Outside production the demo's accounts share a published password (README "Try it"): it signs
 * in from this computer only, so a development server reached from elsewhere (HOST=0.0.0.0, a
 * proxy) is not an open door. Another password is judged as everywhere.
 */
export const developmentLoopbackPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const call = request.routeOptions.config.call;
    if (!call || !SIGN_INS.has(call)) return;
    const { password } = (request.body ?? {}) as { password?: unknown };
    if (password === DEMO_PASSWORD && !isLoopbackRequest(request)) throw new ForbiddenError(DEMO_SIGN_IN_REFUSED);
  });
});
