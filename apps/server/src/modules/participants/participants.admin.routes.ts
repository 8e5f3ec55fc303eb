import { adminParticipantsApi } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  addBranch,
  listParticipants,
  type ParticipantDeps,
  participantDetail,
  removeBranch,
  resendParticipantInvitation,
  revokeParticipantInvitation,
  sendPasswordReset,
  setBlocked,
  startImpersonation,
  updateParticipant,
} from './participants.admin.service.js';

/** The back office's participants (docs/product/back-office.md, screen 2 and "Looking as a participant"). */
export const participantsAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = (request: FastifyRequest): ParticipantDeps => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    sms: app.sms,
    appUrl: app.config.APP_URL,
    log: request.log,
  });
  const reads = { access: staff('viewer') };
  const writes = { access: staff('operator') };

  route(app, adminParticipantsApi.list, reads, async (request) => ({
    success: true,
    items: await listParticipants(app.db, request.query),
  }));

  route(app, adminParticipantsApi.show, reads, async (request) => ({
    success: true,
    participant: await participantDetail(app.db, app.clock, request.params.id),
  }));

  route(app, adminParticipantsApi.update, writes, async (request) => {
    const changed = await updateParticipant(deps(request), operatorOf(request), request.params.id, request.body);
    return { success: true, message: changed ? 'Zapisano zmiany.' : 'Nic się nie zmieniło.' };
  });

  route(app, adminParticipantsApi.addBranch, writes, async (request) => {
    await addBranch(app.db, app.clock, operatorOf(request), request.params.id, request.body.sap);
    return { success: true, message: 'Dodano oddział.' };
  });

  route(app, adminParticipantsApi.removeBranch, writes, async (request) => {
    await removeBranch(app.db, app.clock, operatorOf(request), request.params.id, request.params.sap);
    return { success: true, message: 'Usunięto oddział.' };
  });

  route(app, adminParticipantsApi.block, writes, async (request) => {
    await setBlocked(app.db, app.clock, operatorOf(request), request.params.id, true);
    return { success: true, message: 'Konto zablokowane.' };
  });

  route(app, adminParticipantsApi.unblock, writes, async (request) => {
    await setBlocked(app.db, app.clock, operatorOf(request), request.params.id, false);
    return { success: true, message: 'Konto odblokowane.' };
  });

  route(app, adminParticipantsApi.passwordReset, writes, async (request) => {
    await sendPasswordReset(deps(request), operatorOf(request), request.params.id);
    return { success: true, message: 'Wysłano link do zmiany hasła.' };
  });

  route(app, adminParticipantsApi.resendInvitation, writes, async (request) => {
    const { id, invitation } = request.params;
    await resendParticipantInvitation(deps(request), operatorOf(request), id, invitation);
    return { success: true, message: 'Zaproszenie wysłane ponownie.' };
  });

  route(app, adminParticipantsApi.revokeInvitation, writes, async (request) => {
    const { id, invitation } = request.params;
    await revokeParticipantInvitation(app.db, app.clock, operatorOf(request), id, invitation);
    return { success: true, message: 'Zaproszenie wycofane.' };
  });

  /*
   * "Zaloguj jako uczestnik": this browser gets the participant's session cookie, marked with the
   * operator (client_is_logged_in); the operator's own session and cookie stay as they were.
   */
  route(app, adminParticipantsApi.impersonate, writes, async (request, reply) => {
    const operator = operatorOf(request);
    const url = await startImpersonation(app.db, app.clock, operator, request.params.id, (trx, userId, companyId) =>
      reply.startSession(
        userId,
        companyId,
        { id: operator.operatorId, name: operator.name, operatorSessionId: operator.sessionId },
        trx,
      ),
    );
    return { success: true, url };
  });
};
