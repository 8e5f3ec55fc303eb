import { CONSENT_REVOKED, consentsApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { refuseImpersonation, signedIn } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  acceptRegulations,
  IMPERSONATION_REVOKE,
  IMPERSONATION_STATEMENTS,
  canConfirmRegulations,
  revokeRegulations,
  saveUserStatements,
  userStatements,
} from './consents.service.js';

export const consentsRoutes: FastifyPluginAsync = async (app) => {
  // The consents are what a user who has not accepted this edition's regulations yet may reach.
  const inPerson = { access: signedIn(refuseImpersonation(IMPERSONATION_STATEMENTS)) };

  route(app, consentsApi.canAccept, { access: signedIn() }, async (request) => ({
    success: true,
    can_confirm: await canConfirmRegulations(app.db, actorOf(request).userId),
  }));

  route(app, consentsApi.accept, inPerson, async (request) => {
    await acceptRegulations(app.db, app.clock, actorOf(request).userId, request.body.statement);
    return { success: true, message: 'Twoje zgody zostały zapisane.' };
  });

  route(app, consentsApi.statements, { access: signedIn() }, async (request) => ({
    success: true,
    item: await userStatements(app.db, actorOf(request).userId),
  }));

  route(app, consentsApi.saveStatements, inPerson, async (request) => {
    const item = await saveUserStatements(app.db, app.clock, actorOf(request).userId, request.body.statement);
    return { success: true, item };
  });

  route(
    app,
    consentsApi.revoke,
    { access: signedIn(refuseImpersonation(IMPERSONATION_REVOKE)) },
    async (request, reply) => {
      await revokeRegulations(app.db, app.clock, actorOf(request).userId);
      // Every session of the user is gone already; this one's cookie goes with the answer.
      await reply.endSession();
      return { success: true, message: CONSENT_REVOKED };
    },
  );
};
