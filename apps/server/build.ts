import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Compiles the server for production into one file, apps/server/dist/server.js, run with plain
 * node. Only our own code is bundled: the server's sources and @portal/contract, which is
 * TypeScript source that node cannot import. Every other package stays an import from
 * node_modules, so native ones (better-sqlite3, sharp, @node-rs/argon2) and those that read
 * files beside themselves (svg-captcha's font) work as installed. dist/server.js sits as deep
 * as src/server.ts, so config.ts finds the repository root, the assets and the web build the same way.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile: path.join(serverDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-ours',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
