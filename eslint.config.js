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
 * - src/content-reading: reads the content files (collection loaders, the content check, its
 *   parse); Node, at build time, under `astro dev` and in the form API (through src/config);
 *   nothing from the folders that use it.
 * - src/config: configuration (paths, nav, trails, the studio's facts of content/site.json).
 * - src/components and src/layouts receive what they show as props from the page's data: no
 *   value import from src/data or src/content-reading (a type import is fine).
 * - src/admin: the content editor under `npm run dev`; only its integration loads it.
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
    files: ['src/components/react/**/*.{ts,tsx}'],
    message:
      'src/components/react is plain React that islands and static pages share: no islands, Node, build or server modules',
    banned: [
      ...NODE_ONLY,
      ...['build-time', 'integrations', 'server', 'pages', 'data', 'islands', 'admin', 'content-reading'].flatMap(
        folder,
      ),
    ],
  },
  {
    files: ['src/components/ui/**/*.{ts,astro}'],
    message: 'src/components/ui is static markup: render React through src/components/react, never an island',
    banned: [
      ...NODE_ONLY,
      ...['integrations', 'server', 'pages', 'islands', 'admin', 'content-reading'].flatMap(folder),
    ],
  },
  {
    files: ['src/server/**/*.ts'],
    message: 'src/server is the form API: it must not depend on build-time code',
    banned: [
      'lightningcss',
      'sharp',
      'yaml',
      'vite',
      ...['build-time', 'integrations', 'components', 'pages', 'data', 'admin', 'content-reading'].flatMap(folder),
    ],
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
  propsOnly,
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
