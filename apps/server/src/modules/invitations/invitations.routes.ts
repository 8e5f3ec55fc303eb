import {
  INVITATION_RESENT,
  INVITATION_SENT,
  invitationsApi,
  REGISTRATION_COMPLETED,
  SELLER_ROLE_ASSIGNED,
} from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { anyone, member, refuseImpersonation } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  assignSellerRole,
  createInvitation,
  INVITATION_IMPERSONATION_REFUSED,
  listInvitations,
  type MailDeps,
  resendInvitation,
} from './invitations.service.js';
import { completeInvitation, invitationByKey } from './registration.service.js';

/** Invitations, the seller role and registration by invitation (docs/product/access.md). */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  const mailDeps = (request: FastifyRequest): MailDeps => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: request.log,
  });
  // An operator looking as the user may see the invitations, never send them or change the role.
  const inPerson = member(refuseImpersonation(INVITATION_IMPERSONATION_REFUSED));

  route(app, invitationsApi.create, { access: inPerson }, async (request) => {
    await createInvitation(mailDeps(request), actorOf(request), request.body);
    return { success: true, message: INVITATION_SENT };
  });

  route(app, invitationsApi.list, { access: member() }, async (request) => ({
    success: true,
    items: await listInvitations(app.db, app.clock, actorOf(request)),
  }));

  route(app, invitationsApi.resend, { access: inPerson }, async (request) => {
    await resendInvitation(mailDeps(request), actorOf(request), request.body.id);
    return { success: true, message: INVITATION_RESENT };
  });

  route(app, invitationsApi.assignSellerRole, { access: inPerson }, async (request) => {
    await assignSellerRole(app.db, app.clock, actorOf(request));
    return { success: true, message: SELLER_ROLE_ASSIGNED };
  });

  route(app, invitationsApi.show, { access: anyone }, async (request) => {
    const invitation = await invitationByKey(app.db, app.clock, request.params.key, request.ip);
    return { success: true, message: 'Zaproszenie jest aktywne.', invitation };
  });

  route(app, invitationsApi.complete, { access: anyone }, async (request) => {
    await completeInvitation(app.db, app.clock, request.body, request.ip);
    return { success: true, message: REGISTRATION_COMPLETED };
  });
};
