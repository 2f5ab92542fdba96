// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

/** Node built-ins and packages that only run at build time or on the server. */
const NODE_ONLY = ['node:*', 'lightningcss', 'sharp', 'yaml', 'vite', 'nodemailer', 'hono', 'hono/*', '@hono/*'];
/**
 * `import` patterns that reach into a folder, relative or through the `@/` alias.
 * @param {string} name
 */
const folder = (name) => [`@/${name}/*`, `**/${name}/*`];

/** The one class joiner (clsx, no merging): nothing else imports clsx or tailwind-merge. */
const CN_MODULE = 'src/lib/cn.ts';
const oneClassJoiner = { group: ['clsx', 'tailwind-merge'], message: `join classes with cn() from ${CN_MODULE}` };

/*
 * - src/lib: runs unchanged in the browser and on the server: no Node, no build packages, and
 *   nothing from the folders around it.
 * - islands and page scripts: run in the browser; src/components/react: React they and static
 *   pages share, never hydrated by itself; src/components/ui: static markup, no islands.
 * - src/server: the form API alone: no build code.
 * - src/build-time and src/integrations: build time; never imported by the runtime.
 * - src/admin: the content editor under `npm run dev`; only its integration loads it.
 *   src/admin/node: its dev-server side (the API, reading and writing content/, the repair
 *   page); src/admin/browser: what runs in the editor's page (Keystatic's config and fields, the
 *   problems shown at fields): no Node or build modules, nothing of src/admin/node.
 */
const libLayer = {
  files: ['src/lib/**/*.{ts,tsx}'],
  message: 'src/lib runs in the browser and on the server: move Node or build-time code to src/build-time',
  banned: [
    ...NODE_ONLY,
    'astro:*',
    ...['build-time', 'integrations', 'server', 'components', 'pages', 'data', 'config', 'admin'].flatMap(folder),
  ],
};
const layers = [
  libLayer,
  {
    files: ['src/components/islands/**/*.{ts,tsx}', 'src/browser/**/*.ts', 'src/directives/**/*.ts'],
    message: 'browser code: no Node, build or server modules',
    banned: [...NODE_ONLY, ...['build-time', 'integrations', 'server', 'pages', 'data', 'admin'].flatMap(folder)],
  },
  {
    files: ['src/components/react/**/*.{ts,tsx}'],
    message:
      'src/components/react is plain React that islands and static pages share: no islands, Node, build or server modules',
    banned: [
      ...NODE_ONLY,
      ...['build-time', 'integrations', 'server', 'pages', 'data', 'islands', 'admin'].flatMap(folder),
    ],
  },
  {
    files: ['src/components/ui/**/*.{ts,astro}'],
    message: 'src/components/ui is static markup: render React through src/components/react, never an island',
    banned: [...NODE_ONLY, ...['integrations', 'server', 'pages', 'islands', 'admin'].flatMap(folder)],
  },
  {
    files: ['src/server/**/*.ts'],
    message: 'src/server is the form API: it must not depend on build-time code',
    banned: [
      'lightningcss',
      'sharp',
      'yaml',
      'vite',
      ...['build-time', 'integrations', 'components', 'pages', 'data', 'admin'].flatMap(folder),
    ],
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
];

/**
 * @param {string[]} files
 * @param {{ group: string[], message: string }[]} patterns
 * @param {string[]} [ignores]
 * @returns {import('eslint').Linter.Config}
 */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * One config per layer, each also holding the class-joiner rule (a later `no-restricted-imports`
 * replaces an earlier one, so every file gets all its patterns from one entry); cn.ts keeps the
 * src/lib rule alone.
 */
const layerRules = [
  restrictImports(['src/**/*.{ts,tsx,astro}'], [oneClassJoiner], [CN_MODULE]),
  ...layers.map(({ files, message, banned }) =>
    restrictImports(files, [{ group: banned, message }, oneClassJoiner], [CN_MODULE]),
  ),
  restrictImports([CN_MODULE], [{ group: libLayer.banned, message: libLayer.message }]),
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
  // Folders say when code runs; a wrong-layer import fails `npm run lint`.
  ...layerRules,
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
