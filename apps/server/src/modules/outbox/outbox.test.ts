import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { testConfig } from '../../config.js';
import { outboxRoutes } from './outbox.routes.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('GET /dev/outbox', () => {
  it('lists what the mailer and the SMS gateway sent, newest first', async () => {
    t = await buildTestApp();
    await t.app.mailer.send({ to: 'jan.nowak@demo.pl', subject: 'Witaj', text: 'Treść wiadomości' });
    t.clock.advance(1000);
    await t.app.sms.send('500100201', 'Twój kod: 123456');

    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      items: [
        {
          channel: 'sms',
          to: '500100201',
          subject: null,
          body: 'Twój kod: 123456',
          created_at: '2025-09-01T10:00:01.000Z',
        },
        {
          channel: 'email',
          to: 'jan.nowak@demo.pl',
          subject: 'Witaj',
          body: 'Treść wiadomości',
          created_at: '2025-09-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('does not exist in production, where nothing is kept', async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://partnerplus.pl',
      SMSAPI_TOKEN: 'test-token',
      CODE_HASH_KEY: 'k'.repeat(32),
    });
    await t.app.mailer.send({ to: 'jan.nowak@demo.pl', subject: 'Witaj', text: 'Treść' });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('cannot be registered into a production app at all', async () => {
    const app = Fastify();
    app.decorate(
      'config',
      testConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://partnerplus.pl',
        SMSAPI_TOKEN: 't',
        CODE_HASH_KEY: 'k'.repeat(32),
      }),
    );
    await expect(app.register(outboxRoutes).ready()).rejects.toThrow(/outbox cannot be registered in production/);
    await app.close();
  });
});
