import type { SettingsAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import { getSettings, publicSettings } from './programme.service.js';

export const programmeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/settings', { config: { access: anyone } }, async (): Promise<SettingsAnswer> => ({
    success: true,
    settings: publicSettings(await getSettings(app.db), app.config.geocoder ? { url: app.config.geocoder.url } : null),
  }));
};
