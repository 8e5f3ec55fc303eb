import { PROFILE_SAVED, profileApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  accountOf,
  IMPERSONATION_LOCATION,
  IMPERSONATION_PROFILE,
  provincesList,
  storeLocation,
  updateAccount,
} from './profile.service.js';

/**
 * The account data, the edit-data and credentials forms (docs/product/account-and-points.md).
 * An operator looking at the account reads it but saves nothing.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, profileApi.account, { access: member() }, async (request) =>
    accountOf(app.db, app.clock, actorOf(request)),
  );

  const saving = { access: member(refuseImpersonation(IMPERSONATION_PROFILE)) };
  const locating = { access: member(refuseImpersonation(IMPERSONATION_LOCATION)) };

  route(app, profileApi.updateAccount, saving, async (request) => {
    await updateAccount(app.db, app.clock, actorOf(request), request.body);
    return { success: true, message: PROFILE_SAVED };
  });

  route(app, profileApi.provinces, { access: member() }, async () => ({ success: true, items: provincesList() }));

  route(app, profileApi.storeLocation, locating, async (request) => {
    await storeLocation(app.db, app.clock, actorOf(request), request.body);
    return { success: true };
  });
};
