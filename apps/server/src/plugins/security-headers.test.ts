import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { TestClient } from '../../test/client.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('security headers', () => {
  it('go with every answer: a same-origin policy, no sniffing, no framing by others', async () => {
    t = await buildTestApp();
    for (const response of [
      await new TestClient(t.app).get('/api/settings'),
      await new TestClient(t.app).get('/api/user'),
    ]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      // The QR reader's WebAssembly may compile, but no eval() of strings.
      expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(response.headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
      // No Permissions-Policy that would take the camera from "Dodaj kody".
      expect(response.headers['permissions-policy'] ?? '').not.toContain('camera=()');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ask browsers to keep to https when the portal is served over it', async () => {
    t = await buildTestApp({ APP_URL: 'https://partnerplus.pl' });
    const response = await new TestClient(t.app).get('/api/settings');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
