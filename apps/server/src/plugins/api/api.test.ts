import { allApiCalls } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { API_DOCS_PATH } from './docs.js';

let t: TestApp;
beforeAll(async () => {
  // Test apps leave the reference out (testConfig), so this one asks for it.
  t = await buildTestApp({ API_DOCS: '1' });
});
afterAll(async () => {
  await t.close();
});

const declared = allApiCalls.map((call) => `${call.method} ${call.path}`);

describe('the route table', () => {
  it('serves every call of the contract, each with a policy', () => {
    const served = [...t.app.accessPolicies.keys()];
    expect(declared.filter((call) => !served.includes(call))).toEqual([]);
  });

  it('serves no API call the contract does not declare', () => {
    const undeclared = [...t.app.accessPolicies.keys()].filter(
      (route) => route.includes(' /api/') && !route.startsWith('HEAD ') && !declared.includes(route),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares each call once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });
});

describe('GET /api/docs', () => {
  it('publishes an OpenAPI 3.1 document with every call of the contract', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...declared].sort());
  });

  it('shows the browsable reference', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
  });

  it('is not served in production unless asked for', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://portal.example',
      SMS_DRIVER: 'outbox',
      CODE_HASH_KEY: 'k'.repeat(32),
      API_DOCS: undefined,
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
