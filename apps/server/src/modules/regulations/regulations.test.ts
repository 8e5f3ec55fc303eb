import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /regulamin', () => {
  it('serves the rules PDF of the requested version to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/regulamin?date=20250401' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('regulamin-20250401.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves the current version when no date is given', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/regulamin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('regulamin-20250401.pdf');
  });

  it('answers 404 for a version that does not exist and 422 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/regulamin?date=20990101' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Nie ma regulaminu w tej wersji.' });

    const malformed = await t.app.inject({ method: 'GET', url: '/regulamin?date=../../etc/passwd' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.date).toEqual(['Podaj wersję regulaminu jako datę RRRRMMDD.']);
  });

  it('serves the privacy policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/polityka-prywatnosci' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});
