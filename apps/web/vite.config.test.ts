// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const callersNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = callersNodeEnv;
});

describe('the web build', () => {
  // Vite takes a NODE_ENV it finds set as the kind of build: "development" exported in a
  // developer's shell or by a process manager gave React's development bundle and an app whose
  // service worker never registers (import.meta.env.PROD false).
  it.each(['development', 'test', undefined])(
    'is a production build whatever NODE_ENV the caller set (%s)',
    async (nodeEnv) => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      const config = await resolveConfig(
        { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'silent' },
        // What `vite build` passes: the command, its default mode and its default NODE_ENV.
        'build',
        'production',
        'production',
      );
      expect(config.mode).toBe('production');
      expect(config.isProduction).toBe(true);
      expect(config.env.PROD).toBe(true);
      expect(config.env.DEV).toBe(false);
      // What React's entry reads to pick its production bundle.
      expect(process.env.NODE_ENV).toBe('production');
    },
  );
});

describe('the development server', () => {
  // The API judges a request from this computer by the addresses a proxy names (the outbox and the
  // demo password answer it only): a Vite started with --host must name the visitor it passes on.
  it("names the visitor's address to the API on every path it passes on", async () => {
    const config = await resolveConfig(
      { root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'silent' },
      'serve',
      'development',
      'development',
    );
    const proxies = Object.values(config.server.proxy ?? {});
    expect(proxies.length).toBeGreaterThan(0);
    for (const proxy of proxies) expect(proxy).toMatchObject({ xfwd: true });
  });
});
