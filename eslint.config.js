// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

/** Packages that only run at build time. */
const BUILD_ONLY = ['lightningcss', 'sharp', 'yaml', 'vite'];
/** Node built-ins and packages that only run at build time or on the server. */
const NODE_ONLY = ['node:*', ...BUILD_ONLY, 'nodemailer', 'hono', 'hono/*', '@hono/*'];
/**
 * What only Node gives: its built-ins (`node:*` here, the bare names in NODE_BUILTINS) and the
 * Node server's packages.
 */
const NODE_RUNTIME = ['node:*', 'nodemailer', 'better-sqlite3', '@hono/node-server', '@hono/node-server/*', 'sirv'];
/** Node's built-ins without `node:` (`fs`, `fs/promises`...): exact names, not patterns. */
const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('node:'));
/** What only Cloudflare Workers or wrangler's tooling gives. */
const WORKERS_RUNTIME = ['cloudflare:*', '@cloudflare/*', 'wrangler', 'miniflare', '__STATIC_CONTENT_MANIFEST'];
/** Node's globals, which Workers do not have. */
const NODE_GLOBALS = ['process', 'Buffer', 'require', '__dirname', '__filename', 'setImmediate'];
/**
 * `import` patterns that reach into a folder, relative or through the `@/` alias.
 * @param {string} name
 */
const folder = (name) => [`@/${name}/*`, `**/${name}/*`];

/** The one class joiner (clsx, no merging): nothing else imports clsx or tailwind-merge. */
const CN_MODULE = 'src/lib/cn.ts';
const oneClassJoiner = { group: ['clsx', 'tailwind-merge'], message: `join classes with cn() from ${CN_MODULE}` };

/** What no part of the form API may import: build-time code. */
const serverBanned = [
  ...BUILD_ONLY,
  ...['build-time', 'integrations', 'components', 'pages', 'data', 'admin', 'content-reading'].flatMap(folder),
];

/*
 * - src/lib: runs unchanged in the browser and on the server: no Node, no build packages, and
 *   nothing from the folders around it.
 * - islands and page scripts: run in the browser; src/components/shared-react: plain React that
 *   islands and static pages share, never hydrated by itself (the islands import it, pages render
 *   it to static HTML); src/components/ui: static markup, no islands.
 * - src/server: the form API alone: no build code. src/server/core runs on Node and on Workers
 *   alike: no Node or Workers module, no Node global, nothing from the adapters (a runtime's
 *   facility is injected); src/server/node: no Workers module, nothing from src/server/workers;
 *   src/server/workers: no Node module or global, nothing from src/server/node.
 * - src/build-time and src/integrations: build time; never imported by the runtime.
 * - src/content-reading: reads the content files (collection loaders, the content check, its
 *   parse); Node, at build time, under `astro dev` and in the form API (through src/config);
 *   nothing from the folders that use it.
 * - src/config: configuration (paths, nav, trails, the studio's facts of content/site.json).
 * - src/components and src/layouts receive what they show as props from the page's data: no
 *   value import from src/data or src/content-reading (a type import is fine).
 * - src/admin: the content editor; only its integration (`npm run dev`) and its own build for
 *   `npm start` (src/integrations/editor-bundle.ts, into .astro/editor/) load it.
 *   src/admin/node: its server side (the API, reading and writing content/, the repair
 *   page); src/admin/browser: what runs in the editor's page (Keystatic's config and fields, the
 *   problems shown at fields): no Node or build modules, nothing of src/admin/node.
 */
const libLayer = {
  files: ['src/lib/**/*.{ts,tsx}'],
  message: 'src/lib runs in the browser and on the server: move Node or build-time code to src/build-time',
  banned: [
    ...NODE_ONLY,
    'astro:*',
    ...[
      'build-time',
      'integrations',
      'server',
      'components',
      'pages',
      'data',
      'config',
      'admin',
      'content-reading',
    ].flatMap(folder),
  ],
};
/**
 * @typedef {object} Layer
 * @property {string[]} files
 * @property {string} message
 * @property {string[]} banned `import` patterns
 * @property {string[]} [bannedNames] exact module names
 * @property {string[]} [bannedGlobals] globals it may not use
 */
/** @type {Layer[]} */
const layers = [
  libLayer,
  {
    files: ['src/components/islands/**/*.{ts,tsx}', 'src/browser/**/*.ts', 'src/directives/**/*.ts'],
    message: 'browser code: no Node, build or server modules',
    banned: [
      ...NODE_ONLY,
      ...['build-time', 'integrations', 'server', 'pages', 'data', 'admin', 'content-reading'].flatMap(folder),
    ],
  },
  {
    files: ['src/components/shared-react/**/*.{ts,tsx}'],
    message:
      'src/components/shared-react is plain React that islands and static pages share, never hydrated by itself: no islands, Node, build or server modules',
    banned: [
      ...NODE_ONLY,
      ...['build-time', 'integrations', 'server', 'pages', 'data', 'islands', 'admin', 'content-reading'].flatMap(
        folder,
      ),
    ],
  },
  {
    files: ['src/components/ui/**/*.{ts,astro}'],
    message: 'src/components/ui is static markup: render React through src/components/shared-react, never an island',
    banned: [
      ...NODE_ONLY,
      ...['integrations', 'server', 'pages', 'islands', 'admin', 'content-reading'].flatMap(folder),
    ],
  },
  {
    files: ['src/server/core/**/*.ts'],
    message:
      'src/server/core runs on Node and on Workers: no Node, Workers, adapter or build-time modules (inject what a runtime gives)',
    banned: [...NODE_RUNTIME, ...WORKERS_RUNTIME, ...['node', 'workers'].flatMap(folder), ...serverBanned],
    bannedNames: NODE_BUILTINS,
    bannedGlobals: NODE_GLOBALS,
  },
  {
    files: ['src/server/node/**/*.ts'],
    message: 'src/server/node is the Node adapter: no Workers, build-time or src/server/workers modules',
    banned: [...WORKERS_RUNTIME, ...folder('workers'), ...serverBanned],
  },
  {
    files: ['src/server/workers/**/*.ts'],
    message: 'src/server/workers is the Workers adapter: no Node, build-time or src/server/node modules',
    banned: [...NODE_RUNTIME, ...folder('node'), ...serverBanned],
    bannedNames: NODE_BUILTINS,
    bannedGlobals: NODE_GLOBALS,
  },
  {
    files: ['src/admin/browser/**/*.{ts,tsx,astro}'],
    message: "src/admin/browser runs in the editor's page: move Node and disk code to src/admin/node",
    banned: [...NODE_ONLY, ...['build-time', 'integrations', 'server', 'pages', 'data', 'node'].flatMap(folder)],
  },
  {
    files: ['src/build-time/**/*.ts'],
    message: 'src/build-time is plain build-time code: Astro integrations live in src/integrations',
    banned: [...['integrations', 'server', 'components', 'pages', 'admin'].flatMap(folder)],
  },
  {
    files: ['src/content-reading/**/*.ts'],
    message: 'src/content-reading reads content files: it depends on src/lib and src/config only',
    banned: [...['build-time', 'integrations', 'server', 'components', 'pages', 'data', 'admin'].flatMap(folder)],
  },
];

/**
 * Components and layouts show what the page's data gives them: a value import from src/data or
 * src/content-reading (reading content, optimising images) belongs in src/data/pages/. A separate
 * rule from the layers' (typescript-eslint's, which can let type imports through), so both apply.
 * @type {import('eslint').Linter.Config}
 */
const propsOnly = {
  files: ['src/components/**/*.{ts,tsx,astro}', 'src/layouts/**/*.astro'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['data', 'content-reading'].flatMap(folder),
            allowTypeImports: true,
            message: 'components receive their data as props: read it in src/data/pages/ and pass it down',
          },
        ],
      },
    ],
  },
};

/**
 * @param {string[]} files
 * @param {{ group: string[], message: string }[]} patterns
 * @param {string[]} [ignores]
 * @param {{ name: string, message: string }[]} [paths] exact module names
 * @returns {import('eslint').Linter.Config}
 */
const restrictImports = (files, patterns, ignores = [], paths = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/**
 * @param {string[]} files
 * @param {string[]} names
 * @param {string} message
 * @returns {import('eslint').Linter.Config}
 */
const restrictGlobals = (files, names, message) => ({
  files,
  rules: { 'no-restricted-globals': ['error', ...names.map((name) => ({ name, message }))] },
});

/**
 * One config per layer, each also holding the class-joiner rule (a later `no-restricted-imports`
 * replaces an earlier one, so every file gets all its patterns from one entry); cn.ts keeps the
 * src/lib rule alone.
 */
const layerRules = [
  restrictImports(['src/**/*.{ts,tsx,astro}'], [oneClassJoiner], [CN_MODULE]),
  ...layers.map(({ files, message, banned, bannedNames = [] }) =>
    restrictImports(
      files,
      [{ group: banned, message }, oneClassJoiner],
      [CN_MODULE],
      bannedNames.map((name) => ({ name, message })),
    ),
  ),
  restrictImports([CN_MODULE], [{ group: libLayer.banned, message: libLayer.message }]),
  // A layer's Node globals (process.env, Buffer...) fail the same way as its Node imports.
  ...layers.flatMap(({ files, message, bannedGlobals = [] }) =>
    bannedGlobals.length ? [restrictGlobals(files, bannedGlobals, message)] : [],
  ),
];

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.screenshots/',
      '.tmp/',
      '.data/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // Type-aware rules on TypeScript (typescript-eslint's recommended type-checked set, with the
  // types of tsconfig.json and the ones `astro sync` generates, which `npm run lint` runs first): a promise nobody awaits or catches (a background send), a promise
  // where a callback's result is ignored, an `any` leaking through, an await of a non-promise.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An `async` function with no `await` is how a store, a mailer stand-in or a handler keeps a
      // Promise-returning interface while its work is synchronous (SQLite): a synchronous throw
      // becomes a rejection its callers handle. Without `async` that throw would escape them.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Folders say when code runs; a wrong-layer import fails `npm run lint`.
  ...layerRules,
  propsOnly,
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
