import { programmeApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { getSettings, publicSettings } from './programme.service.js';

export const programmeRoutes: FastifyPluginAsync = async (app) => {
  route(app, programmeApi.settings, { access: anyone }, async () => ({
    success: true,
    settings: publicSettings(await getSettings(app.db), app.config.geocoder ? { url: app.config.geocoder.url } : null),
  }));
};
