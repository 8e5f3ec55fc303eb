import {
  type AccountAnswer,
  locationStoreSchema,
  PROFILE_SAVED,
  type ProvincesAnswer,
  type SuccessAnswer,
  updateAccountSchema,
  userCredentialsSchema,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireSession } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { accountOf, changeCredentials, provincesList, storeLocation, updateAccount } from './profile.service.js';

/** The account data, the edit-data and credentials forms (docs/product/account-and-points.md). */
export const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate);

  app.get('/api/account', async (request): Promise<AccountAnswer> => {
    return accountOf(app.db, app.clock, requireSession(request));
  });

  app.post('/api/account', { schema: { body: updateAccountSchema } }, async (request): Promise<SuccessAnswer> => {
    await updateAccount(app.db, app.clock, requireSession(request), request.body);
    return { success: true, message: PROFILE_SAVED };
  });

  app.get('/api/provinces', (): ProvincesAnswer => ({ success: true, items: provincesList() }));

  app.post('/api/users/location-store', { schema: { body: locationStoreSchema } }, async (request) => {
    await storeLocation(app.db, app.clock, requireSession(request), request.body);
    return { success: true as const };
  });

  app.post(
    '/api/user-credentials',
    { schema: { body: userCredentialsSchema } },
    async (request): Promise<SuccessAnswer> => {
      await changeCredentials(app.db, app.clock, requireSession(request), request.body.user);
      return { success: true, message: PROFILE_SAVED };
    },
  );
};
