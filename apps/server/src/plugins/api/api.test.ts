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

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>> } }> };
}

describe('GET /api/docs: uploads', () => {
  const uploads = [
    'POST /api/admin/purchase-imports',
    'POST /api/admin/participant-imports',
    'POST /api/admin/company-imports',
    'POST /api/admin/card-imports',
    'POST /api/admin/quiz-pictures',
    'POST /api/admin/regulations',
    'POST /api/admin/prizes/:id/image',
    'POST /api/admin/products/:id/image',
    'POST /api/admin/vote-options/:id/image',
    'POST /api/admin/news',
    'PUT /api/admin/news/:id',
  ];

  async function multipartForms() {
    const document = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    type Form = NonNullable<NonNullable<NonNullable<Operation['requestBody']>['content']>[string]['schema']>;
    return new Map<string, Form>(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) => {
          const form = operation.requestBody?.content?.['multipart/form-data']?.schema;
          return form ? [[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, form] as const] : [];
        }),
      ),
    );
  }

  it('shows the multipart form of every route that reads one, and of no other', async () => {
    const forms = await multipartForms();
    // The routes whose scope parses multipart, as the server registered them.
    const reading = [...t.app.multipartRoutes].filter((route) => !route.startsWith('HEAD '));
    expect(reading).toEqual(expect.arrayContaining(uploads));
    expect([...forms.keys()].sort()).toEqual([...reading].sort());
  });

  it('names each upload’s fields, its files as binary parts of their media types', async () => {
    const forms = await multipartForms();
    const fields = (route: string) => Object.keys(forms.get(route)?.properties ?? {}).sort();
    for (const route of uploads.filter((route) => route.includes('-imports'))) {
      expect(fields(route)).toEqual(['dry_run', 'file']);
      expect(forms.get(route)?.properties?.file?.anyOf).toEqual([
        { type: 'string', contentMediaType: 'text/csv' },
        { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      ]);
    }
    for (const route of uploads.filter((route) => route.endsWith('/image') || route.endsWith('quiz-pictures'))) {
      expect(fields(route)).toEqual(['file']);
    }
    expect(fields('POST /api/admin/regulations')).toEqual(['file', 'version']);
    expect(forms.get('POST /api/admin/regulations')?.properties?.file).toMatchObject({
      type: 'string',
      contentMediaType: 'application/pdf',
    });
    for (const route of ['POST /api/admin/news', 'PUT /api/admin/news/:id']) {
      expect(fields(route)).toEqual(expect.arrayContaining(['photo', 'title', 'preface', 'body', 'roles']));
    }
  });
});
