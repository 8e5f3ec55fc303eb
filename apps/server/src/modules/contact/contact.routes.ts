import { contactApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { type ContactContext, issueCaptcha, MESSAGE_SENT, sendMessage } from './contact.service.js';

/** The httpOnly cookie that ties a visitor to the captcha they were shown. */
export const CAPTCHA_COOKIE = 'captcha_id';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  const ctx: ContactContext = {
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    captcha: app.captcha,
    supportEmail: app.config.SUPPORT_EMAIL,
  };

  route(app, contactApi.captcha, { access: anyone }, async (request, reply) => {
    const captcha = await issueCaptcha(ctx, { ip: request.ip, previousToken: request.cookies[CAPTCHA_COOKIE] });
    reply.setCookie(CAPTCHA_COOKIE, captcha.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: captcha.maxAgeSeconds,
    });
    return { success: true, captcha: captcha.svg };
  });

  // The body is checked by the service with contactMessageSchema or userContactMessageSchema:
  // which one applies (captcha or not, whose e-mail) depends on the session, not on the route.
  route(app, contactApi.sendMessage, { access: anyone }, async (request) => {
    await sendMessage(ctx, {
      actor: request.actor,
      body: request.body,
      ip: request.ip,
      captchaToken: request.cookies[CAPTCHA_COOKIE],
    });
    return { success: true, message: MESSAGE_SENT };
  });
};
