import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { smsapiGateway } from './sms.js';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for SMSAPI that records the request and answers as told. */
async function fakeSmsapi(status: number, answer: object) {
  const requests: { authorization?: string; body: URLSearchParams }[] = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: new URLSearchParams(body) });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms.do`, requests };
}

describe('SMSAPI gateway', () => {
  it('posts the message to the Polish number with the bearer token and sender', async () => {
    const fake = await fakeSmsapi(200, { count: 1, list: [{ id: '1', points: 0.16 }] });
    await smsapiGateway({ url: fake.url, token: 'secret-token', sender: 'PartnerPlus' }).send(
      '500100201',
      'Kod: 123456',
    );

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer secret-token');
    expect(Object.fromEntries(request?.body ?? [])).toMatchObject({
      to: '48500100201',
      message: 'Kod: 123456',
      from: 'PartnerPlus',
      format: 'json',
    });
  });

  it('fails when the gateway refuses the message', async () => {
    const fake = await fakeSmsapi(200, { error: 101, message: 'Authorization failed' });
    await expect(
      smsapiGateway({ url: fake.url, token: 'bad', sender: 'PartnerPlus' }).send('500100201', 'x'),
    ).rejects.toThrow(/101/);
  });
});

describe('SMS configuration', () => {
  it('sends real messages in production and insists on a token there', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://partnerplus.pl',
      CODE_HASH_KEY: 'k'.repeat(32),
    } as const;
    expect(() => testConfig(production)).toThrow(/SMSAPI_TOKEN/);
    expect(testConfig({ ...production, SMSAPI_TOKEN: 't' }).smsDriver).toBe('smsapi');
    expect(testConfig().smsDriver).toBe('outbox');
  });
});
