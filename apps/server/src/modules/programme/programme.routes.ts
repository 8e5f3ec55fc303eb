import type { SettingsAnswer } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getSettings, publicSettings } from './programme.service.js';

export const programmeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/settings', async (): Promise<SettingsAnswer> => ({
    success: true,
    settings: publicSettings(await getSettings(app.db), app.config.geocoder ? { url: app.config.geocoder.url } : null),
  }));
};
