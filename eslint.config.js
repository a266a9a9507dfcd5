// One linter for the whole repository. Package boundaries are enforced here, not by review:
// - packages/betting is pure: no React, DOM, Node built-ins, network, timers, clock or randomness.
// - packages/contract depends on zod and @slipstream/betting (types and the shared enumerations) only.
// - apps never import each other; they meet only through packages/*.
// - no import circles: a module graph is a tree of layers, so a file never reaches itself through its imports
//   (import-x/no-cycle; type-only imports are erased at build and are not counted).
// - every workspace declares what it imports in its own package.json (nothing resolves by hoisting luck);
//   tests, benches and configs may also use the root's shared dev tools (vitest, fast-check, tsx).
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import nodePlugin from 'eslint-plugin-n';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'tls',
  'child_process',
  'worker_threads',
  'stream',
  'events',
  'timers',
  'timers/*',
  'url',
  'util',
  'zlib',
  'process',
  'buffer',
];

const impureGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'setImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'process',
  'Buffer',
  'performance',
  'crypto',
].map((name) => ({ name, message: 'packages/betting is pure: inject time, ids and I/O from the caller.' }));

// Files that never ship, per workspace: besides their workspace's dependencies they may use the root's dev tools.
const workspaces = {
  'packages/betting': ['**/*.test.ts', 'bench/**', 'vitest.config.ts'],
  'packages/contract': ['**/*.test.ts', 'vitest.config.ts'],
  // src/deploy and src/testing hold only the whole-server tests and their harness
  'apps/server': [
    '**/*.test.ts',
    '**/test-*.ts',
    'src/deploy/**',
    'src/testing/**',
    'bench/**',
    'vitest.*.ts',
  ],
  'apps/web': ['**/*.test.{ts,tsx}', '**/test-*.ts', 'bench/**', 'vitest.config.ts'],
  e2e: ['**'],
};
const rootDevTools = Object.keys(
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).devDependencies,
);

// n/no-extraneous-import checks each import against the nearest package.json: the file's own workspace.
const declaredDependencies = Object.entries(workspaces).flatMap(([workspace, toolingFiles]) => [
  {
    files: [`${workspace}/**/*.{ts,tsx,js,mjs}`],
    plugins: { n: nodePlugin },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    files: toolingFiles.map((pattern) => `${workspace}/${pattern}`),
    rules: { 'n/no-extraneous-import': ['error', { allowModules: rootDevTools }] },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-bench/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'apps/web/next-env.d.ts',
      '**/*.config.js',
      '**/*.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='parseFloat']",
          message: 'Money and odds are exact: use the parsers in @slipstream/betting.',
        },
      ],
    },
  },
  {
    files: ['packages/betting/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'packages/betting is framework-free.' },
            { name: 'react-dom', message: 'packages/betting is framework-free.' },
          ],
          patterns: [
            { group: nodeBuiltins, message: 'packages/betting has no Node built-ins.' },
            {
              group: ['@slipstream/*', '../../apps/*', '**/apps/*'],
              message: 'packages/betting depends on nothing of ours.',
            },
            {
              group: [
                'react',
                'react/*',
                'next',
                'next/*',
                'fastify',
                'pg',
                '@electric-sql/*',
                'ws',
                'centrifuge',
              ],
              message: 'packages/betting is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Inject the clock.' },
        { object: 'Math', property: 'random', message: 'Inject randomness/ids.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Inject the clock.' },
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money and odds are exact.' },
      ],
    },
  },
  {
    files: ['packages/betting/src/**/*.test.ts', 'packages/betting/bench/**/*.ts'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
      'no-restricted-syntax': 'off',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod($|/)|\\.|@slipstream/betting$)',
              message:
                'packages/contract depends on zod and @slipstream/betting (its types and shared enumerations) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@slipstream/web', '**/apps/web/**'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@slipstream/server', '**/apps/server/**'],
              message: 'The web app talks to the server over HTTP and push only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // Workspace packages resolve through node_modules and count as external: they cannot form a circle,
    // because packages never import apps and betting imports nothing of ours.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...declaredDependencies,
);
