import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { type Config, fastifyTrustProxy } from './config.js';
import type { DB } from './db/database.js';
import { type CaptchaGenerator, svgCaptchaGenerator } from './lib/captcha.js';
import { type Clock, ProgrammeClock, systemClock } from './lib/clock.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { keepsDemoToLoopback } from './lib/loopback.js';
import { redactUrl } from './lib/redact.js';
import { createSmsGateway, type SmsGateway } from './lib/sms.js';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cardRoutes } from './modules/card/card.routes.js';
import { companiesAdminRoutes } from './modules/companies/companies.admin.routes.js';
import { consentsRoutes } from './modules/consents/consents.routes.js';
import { contactAdminRoutes } from './modules/contact/contact.admin.routes.js';
import { regulationsOf } from './modules/consents/consents.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { crosswordRoutes } from './modules/crossword/crossword.routes.js';
import { findDiffRoutes } from './modules/find-diff/find-diff.routes.js';
import { findPairRoutes } from './modules/find-pair/find-pair.routes.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { type MessageQueueOptions, messageQueuePlugin } from './modules/message-queue/message-queue.plugin.js';
import { millionairesRoutes } from './modules/millionaires/millionaires.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { operatorAuthRoutes } from './modules/operators/operator-auth.routes.js';
import { operatorsAdminRoutes } from './modules/operators/operators.admin.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { participantsAdminRoutes } from './modules/participants/participants.admin.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { codesRoutes } from './modules/codes/codes.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { premiumProductsRoutes } from './modules/codes/premium-products.routes.js';
import { keepInOutbox } from './modules/outbox/outbox.repository.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { readClockOffset } from './modules/programme-clock/programme-clock.repository.js';
import { programmeClockPlugin } from './modules/programme-clock/programme-clock.routes.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { securityRoutes } from './modules/profile/security.routes.js';
import { programmeAdminRoutes } from './modules/programme/programme.admin.routes.js';
import { adjustmentsAdminRoutes } from './modules/ledger/adjustments.admin.routes.js';
import { lotsAdminRoutes } from './modules/ledger/lots.admin.routes.js';
import { cardsAdminRoutes } from './modules/card/card.admin.routes.js';
import { prizesAdminRoutes } from './modules/catalogue/prizes.admin.routes.js';
import { productsAdminRoutes } from './modules/products/products.admin.routes.js';
import { newsAdminRoutes } from './modules/news/news.admin.routes.js';
import { prizeOrdersAdminRoutes } from './modules/catalogue/prize-orders.admin.routes.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { codesAdminRoutes } from './modules/codes/code-batches.admin.routes.js';
import { purchasesAdminRoutes } from './modules/purchases/purchases.admin.routes.js';
import { programmeRoutes } from './modules/programme/programme.routes.js';
import { getSettings } from './modules/programme/programme.service.js';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes.js';
import { quizzesAdminRoutes } from './modules/quizzes/quizzes.admin.routes.js';
import { quizBuilderRoutes } from './modules/quizzes/quiz-builder.routes.js';
import { reconciliationAdminRoutes } from './modules/reconciliation/reconciliation.admin.routes.js';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.js';
import { rankingsRoutes } from './modules/rankings/rankings.routes.js';
import { regulationsRoutes } from './modules/regulations/regulations.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { sharingRoutes } from './modules/sharing/sharing.routes.js';
import { votesRoutes } from './modules/votes/votes.routes.js';
import { votesAdminRoutes } from './modules/votes/votes.admin.routes.js';
import { questionsAdminRoutes } from './modules/orders/questions.admin.routes.js';
import { accessPlugin } from './plugins/access/access.plugin.js';
import { cacheControlPlugin } from './plugins/cache-control.js';
import { apiDocs } from './plugins/api/docs.js';
import { multipartRoutesPlugin } from './plugins/api/multipart-routes.js';
import { serializerFactory } from './plugins/api/serializers.js';
import { csrfPlugin } from './plugins/csrf.js';
import { developmentLoopbackPlugin } from './plugins/development-loopback.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { operatorSessionPlugin } from './plugins/session/operator-session.plugin.js';
import { sessionPlugin } from './plugins/session/session.plugin.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    /**
     * The programme's time: what dates entries, lots, orders and imports and gives jobs and
     * reports their Warsaw day. Outside production POST /dev/clock moves it (ADR 0059).
     */
    clock: Clock;
    /** Real time, whatever the programme clock says: sessions, codes, TOTP, throttles, the message queue. */
    realClock: Clock;
    mailer: Mailer;
    sms: SmsGateway;
    captcha: CaptchaGenerator;
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDependencies {
  config: Config;
  db: DB;
  /** What the programme's time runs on (outside production moved ahead by POST /dev/clock). */
  clock?: Clock;
  /** What the real-time parts read; by default the same clock, so a test moving it moves both. */
  realClock?: Clock;
  mailer?: Mailer;
  sms?: SmsGateway;
  captcha?: CaptchaGenerator;
  /** When the messages a request enqueued are sent: in the background (default) or before it answers (tests). */
  messageDelivery?: MessageQueueOptions['delivery'];
  /** Where the log goes instead of stdout (tests read what a request left in it). */
  logStream?: FastifyLoggerOptions['stream'];
}

/** Builds the portal: plugins, then modules, then the web app. It does not listen. */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  realClock = clock,
  messageDelivery = 'background',
  logStream,
  ...deps
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
        }),
      },
      ...(logStream && { stream: logStream }),
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // The largest request a participant sends (a 5,000-character contact message, a crossword's
    // answers) is well under this; anything bigger is not worth reading.
    bodyLimit: BODY_LIMIT_BYTES,
    schemaController: { compilersFactory: { buildSerializer: serializerFactory } },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  // Production has no programme clock: its time is the wall clock, and nothing reads the table.
  const programmeClock = config.isProduction ? null : new ProgrammeClock(() => readClockOffset(db), clock, realClock);
  app.decorate('clock', programmeClock ?? clock);
  app.decorate('realClock', realClock);
  const keep = keepInOutbox(db, realClock);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, keep: config.isProduction ? undefined : keep }),
  );
  app.decorate('sms', deps.sms ?? createSmsGateway(config, keep));
  app.decorate('captcha', deps.captcha ?? svgCaptchaGenerator);
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(messageQueuePlugin, { delivery: messageDelivery });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cacheControlPlugin);
  await app.register(cookie);
  if (config.apiDocs) await apiDocs(app);
  await app.register(accessPlugin);
  await app.register(multipartRoutesPlugin);
  await app.register(csrfPlugin);
  if (keepsDemoToLoopback(config)) await app.register(developmentLoopbackPlugin);
  if (programmeClock) await app.register(programmeClockPlugin, { clock: programmeClock });
  await app.register(sessionPlugin, {
    currentRegulations: async (database) => regulationsOf(await getSettings(database)),
  });
  await app.register(operatorSessionPlugin);

  await app.register(programmeRoutes);
  await app.register(authRoutes);
  await app.register(ledgerRoutes);
  await app.register(profileRoutes);
  await app.register(securityRoutes);
  await app.register(consentsRoutes);
  await app.register(regulationsRoutes);
  await app.register(passwordsRoutes);
  await app.register(contactRoutes);
  await app.register(invitationsRoutes);
  await app.register(cardRoutes);
  await app.register(ordersRoutes);
  await app.register(codesRoutes);
  await app.register(catalogueRoutes);
  await app.register(premiumProductsRoutes);
  await app.register(sharingRoutes);
  await app.register(productsRoutes);
  await app.register(resultsRoutes);
  await app.register(rankingsRoutes);
  await app.register(quizzesRoutes);
  await app.register(millionairesRoutes);
  await app.register(crosswordRoutes);
  await app.register(findDiffRoutes);
  await app.register(findPairRoutes);
  await app.register(newsRoutes);
  await app.register(votesRoutes);
  // The back office (docs/product/back-office.md), each area beside its participants' calls.
  await app.register(operatorAuthRoutes);
  await app.register(participantsAdminRoutes);
  await app.register(companiesAdminRoutes);
  await app.register(operatorsAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(quizzesAdminRoutes);
  await app.register(quizBuilderRoutes);
  await app.register(contactAdminRoutes);
  await app.register(programmeAdminRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(adjustmentsAdminRoutes);
  await app.register(lotsAdminRoutes);
  await app.register(reconciliationAdminRoutes);
  await app.register(cardsAdminRoutes);
  await app.register(codesAdminRoutes);
  await app.register(purchasesAdminRoutes);
  await app.register(prizesAdminRoutes);
  await app.register(productsAdminRoutes);
  await app.register(votesAdminRoutes);
  await app.register(questionsAdminRoutes);
  await app.register(newsAdminRoutes);
  await app.register(prizeOrdersAdminRoutes);
  await app.register(uploadsPlugin);
  if (!config.isProduction) await app.register(outboxRoutes);

  await app.register(webPlugin);
  return app;
}
