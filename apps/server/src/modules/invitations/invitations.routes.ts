import {
  completeInvitationSchema,
  createInvitationSchema,
  INVITATION_RESENT,
  INVITATION_SENT,
  type InvitationAnswer,
  REGISTRATION_COMPLETED,
  resendInvitationSchema,
  SELLER_ROLE_ASSIGNED,
  type SuccessAnswer,
  type UserInvitationsAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  assignSellerRole,
  completeInvitation,
  createInvitation,
  invitationByKey,
  listInvitations,
  type MailDeps,
  resendInvitation,
} from './invitations.service.js';

const keyParams = z.object({ key: z.string().max(256) });

/** Invitations, the seller role and registration by invitation (docs/product/access.md). */
export const invitationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailDeps = (request: FastifyRequest): MailDeps => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: request.log,
  });

  app.post(
    '/api/invitations',
    { onRequest: authenticate, schema: { body: createInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await createInvitation(mailDeps(request), requireSession(request), request.body);
      return { success: true, message: INVITATION_SENT };
    },
  );

  app.get('/api/user-invitations', { onRequest: authenticate }, async (request): Promise<UserInvitationsAnswer> => {
    return { success: true, items: await listInvitations(app.db, app.clock, requireSession(request)) };
  });

  app.post(
    '/api/invitations/send-invitation-email',
    { onRequest: authenticate, schema: { body: resendInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await resendInvitation(mailDeps(request), requireSession(request), request.body.id);
      return { success: true, message: INVITATION_RESENT };
    },
  );

  app.post('/api/assign-seller-role', { onRequest: authenticate }, async (request): Promise<SuccessAnswer> => {
    await assignSellerRole(app.db, app.clock, requireSession(request));
    return { success: true, message: SELLER_ROLE_ASSIGNED };
  });

  app.get('/api/invitations/:key', { schema: { params: keyParams } }, async (request): Promise<InvitationAnswer> => {
    const invitation = await invitationByKey(app.db, app.clock, request.params.key, request.ip);
    return { success: true, message: 'Zaproszenie jest aktywne.', invitation };
  });

  app.post(
    '/api/invitations/complete-invitation',
    { schema: { body: completeInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await completeInvitation(app.db, app.clock, request.body, request.ip);
      return { success: true, message: REGISTRATION_COMPLETED };
    },
  );
};
