import { IDENTITY_CODE_SENT, PHONE_CHANGED, PHONE_CODE_SENT, PROFILE_SAVED, profileApi } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { member, refuseImpersonation } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { changeCredentials, IMPERSONATION_CREDENTIALS } from './profile.service.js';
import { confirmPhoneChange, requestPhoneChange, type SecurityDeps, sendIdentityCode } from './security.service.js';

const IMPERSONATION_PHONE = 'Zalogowany jako klient nie możesz zmieniać numeru telefonu.';

/**
 * The calls that change how the user logs in: the credentials form, and the phone change with its
 * codes that the edit-data page adds (docs/decisions/0008-credentials-and-phone-changes.md).
 * An operator looking at the account may change none of them.
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  const deps = (request: FastifyRequest): SecurityDeps => ({
    db: app.db,
    clock: app.clock,
    sms: app.sms,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: request.log,
  });

  const inPerson = { access: member(refuseImpersonation(IMPERSONATION_CREDENTIALS)) };
  const phoneInPerson = { access: member(refuseImpersonation(IMPERSONATION_PHONE)) };

  route(app, profileApi.credentials, inPerson, async (request) => {
    const actor = actorOf(request);
    await changeCredentials(deps(request), actor.userId, actor.sessionId, request.body.user);
    return { success: true, message: PROFILE_SAVED };
  });

  route(app, profileApi.identityCode, inPerson, async (request) => {
    await sendIdentityCode(deps(request), actorOf(request).userId);
    return { success: true, message: IDENTITY_CODE_SENT };
  });

  route(app, profileApi.phoneChangeRequest, phoneInPerson, async (request) => {
    await requestPhoneChange(deps(request), actorOf(request).userId, request.body);
    return { success: true, message: PHONE_CODE_SENT };
  });

  route(app, profileApi.phoneChangeConfirm, phoneInPerson, async (request) => {
    const actor = actorOf(request);
    await confirmPhoneChange(deps(request), actor.userId, actor.sessionId, request.body.code);
    return { success: true, message: PHONE_CHANGED };
  });
};
