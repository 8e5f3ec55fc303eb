import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const notTheWing =
  "The back office (admin/) is loaded only by app/router.tsx's lazy route; share generic code in components/ or lib/.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.artifacts/**', 'apps/server/assets/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Migrations are frozen against `Kysely<any>` on purpose (docs/architecture.md).
      '@typescript-eslint/no-explicit-any': 'off',
      // Fastify plugins are async functions by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature.
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web features do not reach into each other (ADR 0012): a feature imports another only through
  // its public entry (`features/<area>/index.ts`, imported as the folder), pages that need several
  // features are composed in app/, and components/ and lib/ import neither. The paths are
  // relative, so each depth inside a feature gets the number of `../` that climbs to features/.
  ...['*', '*/*', '*/*/*'].map((depth, level) => ({
    files: [`apps/web/src/features/*/${depth}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${level + 1}}[a-z-]+/`,
              message: "Import another feature through its public entry ('../<area>'), or compose both in app/.",
            },
            { regex: `^(\\.\\./){${level + 2}}app/`, message: 'Features do not import app/; app/ composes them.' },
            { regex: `^(\\.\\./){${level + 2}}admin(/|$)`, message: notTheWing },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Shared components and lib stay generic: domain code belongs in its feature.',
            },
            { regex: '^(\\.\\./)+admin(/|$)', message: notTheWing },
          ],
        },
      ],
    },
  },
  // The server's layers point down (docs/decisions/0011-layers-and-build.md): lib/ and db/ are the
  // bottom and import no module or plugin; a module reaches another area through its service or
  // published functions, never its repository, so each table's writes stay with its owner
  // (db/table-owners.ts). Tests are left out: they may read any table to check what a call did.
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|plugins)(/|$)',
              message:
                'lib/ and db/ import no module or plugin: a helper that needs one is a repository or takes a function.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/[a-z.-]+\\.repository\\.js$',
              message: 'Call another module through its service or published functions, not its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // The participants' app loads the back office only through app/router.tsx's lazy import.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)*\\.?\\.?/?admin(/|$)', message: notTheWing }] },
      ],
    },
  },
  // The back office is one wing (docs/architecture.md "The back office"): shell → areas → kit →
  // generic code. The kit knows no area; an area imports another only through its index.ts and
  // never the shell or the sections' table; neither imports the participants' features or app/.
  {
    files: ['apps/web/src/admin/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(areas|shell|routes)(/|$)',
              message: 'The kit knows no area: an area passes it what it needs.',
            },
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: "The back office's kit does not use the participants' code.",
            },
          ],
        },
      ],
    },
  },
  ...['*', '*/*', '*/*/*'].map((depth, level) => ({
    files: [`apps/web/src/admin/areas/*/${depth}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${level + 1}}[a-z-]+/`,
              message: "Import another area through its public entry ('../<area>').",
            },
            {
              regex: `^(\\.\\./){${level + 2}}(shell|routes|areas)(/|$)`,
              message: "Areas do not import the shell or the sections' table; areas.ts names them.",
            },
            {
              regex: `^(\\.\\./){${level + 3}}(features/[a-z-]+/|app/)`,
              message: "An area shows a participants' feature only through its public entry ('features/<area>').",
            },
          ],
        },
      ],
    },
  })),
  {
    // A journey's other browsers come from its newContext fixture (e2e/test.ts), which has axe
    // look at their pages too.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='browser'][callee.property.name=/^new(Context|Page)$/]",
          message: "Open another browser with the journey's newContext fixture (e2e/test.ts): axe checks its pages.",
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
