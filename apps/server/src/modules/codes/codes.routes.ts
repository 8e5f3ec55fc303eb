import { codesApi } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { member, refuseImpersonation, requireSeller } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  CODES_IMPERSONATION_REFUSED,
  CODES_SELLERS_ONLY,
  lookupCode,
  myCodes,
  myTrainings,
  registerCodes,
} from './codes.service.js';

/** Product codes and training coupons (docs/product/catalogue-and-codes.md "Codes", "Trainings"). */
export const codesRoutes: FastifyPluginAsync = async (app) => {
  const sender = (request: FastifyRequest) => ({
    actor: actorOf(request),
    ip: request.ip,
    hashKey: app.config.CODE_HASH_KEY,
  });
  // A leader who is not a seller sees the pages; only a seller in person registers or looks up.
  const registering = member(refuseImpersonation(CODES_IMPERSONATION_REFUSED), requireSeller(CODES_SELLERS_ONLY));

  route(app, codesApi.lookup, { access: registering }, async (request) => ({
    success: true,
    code: await lookupCode(app.db, app.clock, sender(request), request.body.code),
  }));

  route(app, codesApi.register, { access: registering }, async (request) => ({
    success: true,
    ...(await registerCodes(app.db, app.clock, sender(request), request.body.codes)),
  }));

  route(app, codesApi.list, { access: member() }, async (request) => ({
    success: true,
    ...(await myCodes(app.db, actorOf(request).userId, request.query)),
  }));

  route(app, codesApi.trainings, { access: member() }, async (request) => ({
    success: true,
    items: await myTrainings(app.db, actorOf(request).userId),
  }));
};
