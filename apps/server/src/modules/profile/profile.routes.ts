import { PROFILE_SAVED, profileApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { accountOf, provincesList, storeLocation, updateAccount } from './profile.service.js';

/** The account data, the edit-data and credentials forms (docs/product/account-and-points.md). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, profileApi.account, { access: member() }, async (request) =>
    accountOf(app.db, app.clock, actorOf(request)),
  );

  route(app, profileApi.updateAccount, { access: member() }, async (request) => {
    await updateAccount(app.db, app.clock, actorOf(request), request.body);
    return { success: true, message: PROFILE_SAVED };
  });

  route(app, profileApi.provinces, { access: member() }, async () => ({ success: true, items: provincesList() }));

  route(app, profileApi.storeLocation, { access: member() }, async (request) => {
    await storeLocation(app.db, app.clock, actorOf(request), request.body);
    return { success: true };
  });
};
