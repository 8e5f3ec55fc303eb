import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleEntries, routePreloads } from '../../route-preloads';
import { pageModules } from './page-modules';

describe('the page modules’ table', () => {
  it('is read by the build as the router uses it: every route, each with a module that exists', () => {
    const file = path.join(import.meta.dirname, 'page-modules.ts');
    const entries = pageModuleEntries(fs.readFileSync(file, 'utf8'));
    expect(entries.map((entry) => entry.name)).toEqual(Object.keys(pageModules));
    for (const { specifier } of entries) {
      expect(fs.existsSync(`${path.resolve(import.meta.dirname, specifier)}.tsx`), specifier).toBe(true);
    }
  });
});

type Hooks = {
  configResolved: (config: { root: string; base: string }) => void;
  generateBundle: (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;
};

/** Runs the plugin over a build of `chunks` whose page modules' table is `table`. */
function preloadsOf(table: string, chunks: Record<string, { imports: string[]; module?: string; entry?: true }>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
  fs.mkdirSync(path.join(root, 'src', 'app'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'app', 'page-modules.ts'), table);
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => {
      const module = chunk.module ? path.join(root, 'src', chunk.module) : null;
      return [
        fileName,
        {
          type: 'chunk',
          fileName,
          isEntry: chunk.entry === true,
          facadeModuleId: module,
          moduleIds: module ? [module] : [],
          imports: chunk.imports,
        },
      ];
    }),
  );
  const plugin = routePreloads() as unknown as Hooks;
  let written: string | undefined;
  try {
    plugin.configResolved({ root, base: '/' });
    plugin.generateBundle.call(
      {
        emitFile: (file: { source: string }) => (written = file.source),
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return JSON.parse(written!) as Record<string, string[]>;
}

describe('routePreloads', () => {
  const table = `export const pageModules = {
  login: () => import('../features/auth/pages/LoginPage').then((module) => module.LoginPage),
  news: () =>
    import('../features/news/pages/NewsPage').then((module) => module.NewsPage),
};`;

  it("names each page's file and what it imports, less what the main script loads already", () => {
    const preloads = preloadsOf(table, {
      'assets/index.js': { imports: ['assets/react.js'], entry: true, module: 'main.tsx' },
      'assets/react.js': { imports: [] },
      'assets/LoginPage.js': {
        imports: ['assets/Field.js', 'assets/react.js'],
        module: 'features/auth/pages/LoginPage.tsx',
      },
      'assets/Field.js': { imports: ['assets/Alert.js'] },
      'assets/Alert.js': { imports: ['assets/react.js'] },
      'assets/NewsPage.js': { imports: ['assets/Alert.js'], module: 'features/news/pages/NewsPage.tsx' },
    });
    expect(preloads).toEqual({
      login: ['/assets/LoginPage.js', '/assets/Field.js', '/assets/Alert.js'],
      news: ['/assets/NewsPage.js', '/assets/Alert.js'],
    });
  });

  it('fails the build when no file holds a page', () => {
    expect(() =>
      preloadsOf(table, {
        'assets/index.js': { imports: [], entry: true, module: 'main.tsx' },
        'assets/LoginPage.js': { imports: [], module: 'features/auth/pages/LoginPage.tsx' },
      }),
    ).toThrow('No file of the build holds ../features/news/pages/NewsPage, the page of the route news');
  });
});
