import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By its file: the build's configuration runs in Node, which loads the contract's TypeScript only
// when bundled with it.
import { ROUTE_PRELOADS_FILE } from '../../packages/contract/src/routes';

/** An entry of the page modules' table: `name: () => import('specifier')…`, one per route. */
const ENTRY = /^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/gm;

/** The page modules' table as its text names them: each route's name and its module's path. */
export function pageModuleEntries(source: string): { name: string; specifier: string }[] {
  return [...source.matchAll(ENTRY)].map(([, name, specifier]) => ({ name: name!, specifier: specifier! }));
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Writes which files each participant's page loads after the main script, by route name, for the
 * server to name in the page it sends (docs/decisions/0048-route-preloads.md). A page's lazy files
 * otherwise start only once the main script has downloaded and run, one round trip and a parse
 * after it; named as `modulepreload` links they travel beside it. A route whose module no file
 * holds fails the build rather than losing its preloads quietly.
 */
export function routePreloads(table = 'src/app/page-modules.ts'): Plugin {
  let tableFile = '';
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      tableFile = path.resolve(config.root, table);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk & typeof file => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and every file it imports before it runs, in the order a browser would ask for them.
      const loadedWith = (first: Chunk) => {
        const files = new Set([first.fileName]);
        for (const file of files) for (const imported of byName.get(file)?.imports ?? []) files.add(imported);
        return files;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The build has no entry chunk');
      // The main script and its imports are in index.html already.
      const inPage = loadedWith(entry);
      const preloads: Record<string, string[]> = {};
      for (const { name, specifier } of pageModuleEntries(fs.readFileSync(tableFile, 'utf8'))) {
        const module = path.resolve(path.dirname(tableFile), specifier);
        const holds = (id: string | null) => id !== null && withoutExtension(id) === module;
        const chunk =
          chunks.find((candidate) => holds(candidate.facadeModuleId)) ??
          chunks.find((candidate) => candidate.moduleIds.some(holds));
        if (!chunk) return this.error(`No file of the build holds ${specifier}, the page of the route ${name}`);
        // Scripts only: the app has one stylesheet, which index.html links.
        preloads[name] = [...loadedWith(chunk)].filter((file) => !inPage.has(file)).map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
