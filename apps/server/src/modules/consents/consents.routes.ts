import {
  type AcceptRegulationsAnswer,
  acceptRegulationsSchema,
  CONSENT_REVOKED,
  type SuccessAnswer,
  type UserStatementsAnswer,
  userStatementsSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { refuseImpersonation, signedIn } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  acceptRegulations,
  IMPERSONATION_REVOKE,
  IMPERSONATION_STATEMENTS,
  canConfirmRegulations,
  revokeRegulations,
  saveUserStatements,
  userStatements,
} from './consents.service.js';

export const consentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The consents are what a user who has not accepted this edition's regulations yet may reach.
  const inPerson = { access: signedIn(refuseImpersonation(IMPERSONATION_STATEMENTS)) };

  app.get(
    '/api/accept-regulations',
    { config: { access: signedIn() } },
    async (request): Promise<AcceptRegulationsAnswer> => ({
      success: true,
      can_confirm: await canConfirmRegulations(app.db, actorOf(request).userId),
    }),
  );

  app.post(
    '/api/accept-regulations',
    { config: inPerson, schema: { body: acceptRegulationsSchema } },
    async (request) => {
      await acceptRegulations(app.db, app.clock, actorOf(request).userId, request.body.statement);
      return { success: true, message: 'Twoje zgody zostały zapisane.' };
    },
  );

  app.get(
    '/api/user_statements',
    { config: { access: signedIn() } },
    async (request): Promise<UserStatementsAnswer> => {
      return { success: true, item: await userStatements(app.db, actorOf(request).userId) };
    },
  );

  app.post(
    '/api/user_statements',
    { config: inPerson, schema: { body: userStatementsSchema } },
    async (request): Promise<UserStatementsAnswer> => {
      const item = await saveUserStatements(app.db, app.clock, actorOf(request).userId, request.body.statement);
      return { success: true, item };
    },
  );

  app.post(
    '/api/user_revoke_accept_regulations',
    { config: { access: signedIn(refuseImpersonation(IMPERSONATION_REVOKE)) } },
    async (request, reply): Promise<SuccessAnswer> => {
      await revokeRegulations(app.db, app.clock, actorOf(request).userId);
      // Every session of the user is gone already; this one's cookie goes with the answer.
      await reply.endSession();
      return { success: true, message: CONSENT_REVOKED };
    },
  );
};
