import {
  type AccountAnswer,
  locationStoreSchema,
  PROFILE_SAVED,
  type ProvincesAnswer,
  type SuccessAnswer,
  updateAccountSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { accountOf, provincesList, storeLocation, updateAccount } from './profile.service.js';

/** The account data, the edit-data and credentials forms (docs/product/account-and-points.md). */
export const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/account', { config: { access: member() } }, async (request): Promise<AccountAnswer> => {
    return accountOf(app.db, app.clock, actorOf(request));
  });

  app.post(
    '/api/account',
    { config: { access: member() }, schema: { body: updateAccountSchema } },
    async (request): Promise<SuccessAnswer> => {
      await updateAccount(app.db, app.clock, actorOf(request), request.body);
      return { success: true, message: PROFILE_SAVED };
    },
  );

  app.get('/api/provinces', { config: { access: member() } }, (): ProvincesAnswer => ({
    success: true,
    items: provincesList(),
  }));

  app.post(
    '/api/users/location-store',
    { config: { access: member() }, schema: { body: locationStoreSchema } },
    async (request) => {
      await storeLocation(app.db, app.clock, actorOf(request), request.body);
      return { success: true as const };
    },
  );
};
