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
import { anyone, member, refuseImpersonation } from '../../plugins/access/policies.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  assignSellerRole,
  createInvitation,
  INVITATION_IMPERSONATION_REFUSED,
  listInvitations,
  type MailDeps,
  resendInvitation,
} from './invitations.service.js';
import { completeInvitation, invitationByKey } from './registration.service.js';

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
  // An operator looking as the user may see the invitations, never send them or change the role.
  const inPerson = member(refuseImpersonation(INVITATION_IMPERSONATION_REFUSED));

  app.post(
    '/api/invitations',
    { config: { access: inPerson }, schema: { body: createInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await createInvitation(mailDeps(request), actorOf(request), request.body);
      return { success: true, message: INVITATION_SENT };
    },
  );

  app.get(
    '/api/user-invitations',
    { config: { access: member() } },
    async (request): Promise<UserInvitationsAnswer> => {
      return { success: true, items: await listInvitations(app.db, app.clock, actorOf(request)) };
    },
  );

  app.post(
    '/api/invitations/send-invitation-email',
    { config: { access: inPerson }, schema: { body: resendInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await resendInvitation(mailDeps(request), actorOf(request), request.body.id);
      return { success: true, message: INVITATION_RESENT };
    },
  );

  app.post('/api/assign-seller-role', { config: { access: inPerson } }, async (request): Promise<SuccessAnswer> => {
    await assignSellerRole(app.db, app.clock, actorOf(request));
    return { success: true, message: SELLER_ROLE_ASSIGNED };
  });

  app.get(
    '/api/invitations/:key',
    { config: { access: anyone }, schema: { params: keyParams } },
    async (request): Promise<InvitationAnswer> => {
      const invitation = await invitationByKey(app.db, app.clock, request.params.key, request.ip);
      return { success: true, message: 'Zaproszenie jest aktywne.', invitation };
    },
  );

  app.post(
    '/api/invitations/complete-invitation',
    { config: { access: anyone }, schema: { body: completeInvitationSchema } },
    async (request): Promise<SuccessAnswer> => {
      await completeInvitation(app.db, app.clock, request.body, request.ip);
      return { success: true, message: REGISTRATION_COMPLETED };
    },
  );
};
