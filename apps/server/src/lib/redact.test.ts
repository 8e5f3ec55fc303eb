import { type ApiCall, apiCalls, backOfficeLinkPages, routePaths } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestDatabase, TEST_START, type TestDatabase } from '../../test/database.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { ManualClock } from './clock.js';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides reset tokens, invitation keys and the codes of QR labels', () => {
    expect(redactUrl('/zmiana-hasla/abc123/jan%40demo.pl')).toBe('/zmiana-hasla/[hidden]');
    expect(redactUrl('/finalizuj-zaproszenie/DEMO-INVITE-2025')).toBe('/finalizuj-zaproszenie/[hidden]');
    expect(redactUrl('/api/invitations/DEMO-INVITE-2025')).toBe('/api/invitations/[hidden]');
    expect(redactUrl('/admin/haslo/Ab3dEf6hIj9kLm2nOp5qRs')).toBe('/admin/haslo/[hidden]');
    expect(redactUrl('/Admin/Haslo/Ab3dEf6hIj9kLm2nOp5qRs?x=1')).toBe('/Admin/Haslo/[hidden]');
    expect(redactUrl('/dodaj-kody?kod=PPDEMO000001')).toBe('/dodaj-kody?kod=[hidden]');
    expect(redactUrl('/dodaj-kody?utm=qr&kod=PPDEMO000001')).toBe('/dodaj-kody?utm=qr&kod=[hidden]');
  });

  it('hides what follows a secret even when the address is longer or shorter than its route', () => {
    expect(redactUrl('/zmiana-hasla/abc123')).toBe('/zmiana-hasla/[hidden]');
    expect(redactUrl('/admin/haslo/abc123/more')).toBe('/admin/haslo/[hidden]');
  });

  it('keeps every other address as it is', () => {
    for (const url of [
      '/api/invitations',
      '/api/invitations/complete-invitation',
      '/api/invitations/send-invitation-email',
      '/api/user?x=1',
      '/admin/haslo',
      '/admin/uczestnicy/12',
      '/dodaj-kody',
      '/moje-kody?kod=x',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  // A parameter named like a secret is taken for one: a new route that carries it must declare
  // it among its secrets (ApiCall.secrets, routeSecrets, backOfficeLinkPages) or this fails.
  const SECRET_LOOKING = /^(token|key|code|secret|password|hash)$|(Token|Key|Code|Secret|Hash)$/;
  const declared: string[] = [
    ...Object.values(apiCalls).flatMap((area) =>
      Object.values(area as Record<string, ApiCall>).map((call) => call.path),
    ),
    ...Object.values(routePaths),
    ...Object.values(backOfficeLinkPages).map((page) => page.path),
  ];

  it('hides every secret-looking parameter of every route the server knows', () => {
    const secretLooking = declared.filter((path) =>
      [...path.matchAll(/:([A-Za-z]+)/g)].some(([, name]) => SECRET_LOOKING.test(name!)),
    );
    // The guard below has something to guard: the table does hold such routes.
    expect(secretLooking).toEqual(
      expect.arrayContaining(['/api/invitations/:key', '/zmiana-hasla/:token/:email', '/admin/haslo/:token']),
    );
    for (const path of secretLooking) {
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => `value-of-${name}`);
      const logged = redactUrl(url);
      for (const [, name] of path.matchAll(/:([A-Za-z]+)/g)) {
        if (SECRET_LOOKING.test(name!)) expect(logged, path).not.toContain(`value-of-${name}`);
      }
    }
  });
});

describe('the request log', () => {
  let database: TestDatabase;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createDemoTestDatabase();
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      db: database.db,
      clock: new ManualClock(TEST_START),
      messageDelivery: 'before answering',
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('keeps no token, key or code of the links people follow', async () => {
    const secret = 'Sekret7Token9Xyz';
    const addresses = [
      `/admin/haslo/${secret}`,
      `/zmiana-hasla/${secret}/jan.nowak%40demo.pl`,
      `/finalizuj-zaproszenie/${secret}`,
      `/api/invitations/${secret}`,
      `/dodaj-kody?kod=${secret}`,
    ];
    for (const url of addresses) await app.inject({ method: 'GET', url });
    const log = lines.join('');
    // The requests were logged, their addresses without the secret.
    expect(log).toContain('/admin/haslo/[hidden]');
    expect(log).toContain('/api/invitations/[hidden]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('jan.nowak');
  });
});
