import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

const api = 'apps/api/src';
const WEB = 'apps/web/src';
const WEB_FEATURES = `${WEB}/features`;
const POS_FEATURES = `${WEB}/pos/features`;
/** Each side's shell (router, providers, the query client): it imports the features, never the reverse. */
const WEB_APP = `${WEB}/app`;
const POS_APP = `${WEB}/pos/app`;
/** What either side may import: none of it imports a feature or a shell. */
const SHARED = ['lib', 'components', 'i18n', 'theme', 'pos/lib'].map((name) => `${WEB}/${name}`);

/**
 * The API's client adapters and the one feature each translates onto (ARCHITECTURE.md §9 "One
 * sale path for every client"): LotterySoft's devices sell and read through the seller device's
 * services, and its dashboard reads the draws through the lottery categories', never a copy.
 */
const ADAPTS = {
  lotterysoft: ['seller-device', 'lottery-categories'],
  // Issue 32: an offline ticket is recorded through the seller device's one sale path.
  'offline-selling': ['seller-device'],
  // Issue 40: proposals read the sources and the catalog, and post through the one posting service.
  'result-proposals': ['result-sources', 'draw-catalog', 'winning-numbers'],
};

/** One zone per feature folder: it may import itself and shared code, never another feature. */
const featureZones = (root, message) =>
  readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${root}/${name}`,
      from: `./${root}`,
      except: [`./${name}`, ...(ADAPTS[name] ?? []).map((adapted) => `./${adapted}`)],
      message,
    }));

const webMessage =
  'Features do not import each other: move what they share to lib/ or components/.';

/**
 * What every API feature stands on (ticketing, settlement, caches, events, http…): it never
 * reaches up into a feature. Every entry of apps/api/src but the features (modules/), the
 * composition roots that register them (app.ts, main.ts), the demo seed (it sells through the
 * features' own services) and the LotterySoft import (it proves its money with Tiraj's own sale
 * report). Listed from the folder, so a new core folder is guarded from its first file.
 */
const API_ABOVE_CORE = new Set(['modules', 'app.ts', 'main.ts', 'seed', 'lotterysoft-import']);
const apiCore = readdirSync(new URL(api, import.meta.url))
  .filter((name) => !API_ABOVE_CORE.has(name))
  .map((name) => `./${api}/${name}`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'files/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@tiraj/api', '**/apps/api/**'] }],
    },
  },
  {
    // Issue 14: every text a person reads comes from the catalogues (apps/web/src/i18n/locales).
    // JSX text and the props that carry words; game names, numbers and all-caps codes may stay.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'description',
              'alt',
              'submitLabel',
              'pendingLabel',
              'emptyText',
              'message',
              'heading',
              'confirmLabel',
              'cancelLabel',
            ],
          },
          // Keys, field names and props' settings are not words a person reads.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'getInputProps',
              'setFieldValue',
              'toast\\.(success|error)',
              'errorTitle',
              'successTitle',
              'navigate',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
          'object-properties': {
            exclude: ['[A-Z_-]+', 'type', 'variant', 'color', 'size', 'key', 'kind', 'mode', 'to'],
          },
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~\\s·×–—…]+',
              '[A-Z0-9_ -]+',
              'HTG',
              'Tiraj',
              'L[345]C( [1-3])?',
              'BLT|MRG',
            ],
          },
        },
      ],
    },
  },
  {
    // Web feature boundaries (issue 12, point 9), kept apart from the api's own block.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones(WEB_FEATURES, webMessage),
            ...featureZones(POS_FEATURES, webMessage),
            // The dashboard and the point of sale are two apps: neither's features import the other's.
            {
              target: `./${WEB_FEATURES}`,
              from: `./${POS_FEATURES}`,
              message: 'The dashboard does not import the point of sale: share through lib/.',
            },
            {
              target: `./${POS_FEATURES}`,
              from: `./${WEB_FEATURES}`,
              message: 'The point of sale does not import the dashboard: share through lib/.',
            },
            // eslint-plugin-import takes one folder per `from`, so one zone per pair.
            ...[WEB_FEATURES, POS_FEATURES].flatMap((features) =>
              [WEB_APP, POS_APP].map((app) => ({
                target: `./${features}`,
                from: `./${app}`,
                message: 'Features do not import a shell (app/): move what they need to lib/.',
              })),
            ),
            ...SHARED.flatMap((shared) =>
              [WEB_FEATURES, POS_FEATURES, WEB_APP, POS_APP].map((from) => ({
                target: `./${shared}`,
                from: `./${from}`,
                message: 'Shared code does not depend on a feature or a shell.',
              })),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/*-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@tiraj/api', '@tiraj/web', '**/apps/**'] }],
    },
  },
  {
    // API boundaries: a feature folder imports core code and itself, never another feature;
    // what two features share moves to core (src/ticketing, src/settlement, src/lottery-category.ts…).
    files: ['apps/api/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones(
              `${api}/modules`,
              'A feature does not import another feature: move what they share to core.',
            ),
            {
              target: apiCore,
              from: `./${api}/modules`,
              message: 'Core code does not import a feature.',
            },
          ],
        },
      ],
    },
  },
);
