import fp from 'fastify-plugin';
import type { Actor, OperatorActor } from './actor.js';
import { type Policy, refusalOf, staffRefusalOf } from './policies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The participant calling, set by the session plugin; null for a visitor. */
    actor: Actor | null;
    /** The operator calling a back-office route (/api/admin), set by the operator session plugin. */
    operator: OperatorActor | null;
  }
  interface FastifyInstance {
    /** Every route's declared policy by "METHOD /url", for the access table of the tests. */
    accessPolicies: ReadonlyMap<string, Policy>;
  }
}

/** Calls under these prefixes are the API; each must declare who may make it. */
const API_PREFIXES = ['/api/', '/sanctum/', '/dev/'];

/**
 * Judges every route's declared policy (`config: { access }`, see policies.ts) before the request
 * is validated, so a visitor learns nothing about a route's input. An API route registered
 * without a policy stops the server from starting: a new call cannot ship without a rule.
 */
export const accessPlugin = fp(async (app) => {
  const policies = new Map<string, Policy>();
  app.decorate('accessPolicies', policies);
  app.decorateRequest('actor', null);
  app.decorateRequest('operator', null);

  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    if (!policy) {
      if (API_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(`${String(route.method)} ${route.url} declares no access policy (config.access)`);
      }
      return;
    }
    for (const method of [route.method].flat()) policies.set(`${method} ${route.url}`, policy);
  });

  app.addHook('preValidation', async (request) => {
    const policy = request.routeOptions.config.access;
    if (!policy) return;
    const refusal = policy.staff ? staffRefusalOf(policy, request.operator) : refusalOf(policy, request.actor, request);
    if (refusal) throw refusal;
  });
});
