import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { builtinModules } from 'node:module';

// Shared through thin modules of the platform, so the bundler can shake the rest of the library away
// (build-tools/shared-singletons.cjs): importing the package itself would bundle a second copy of it.
const thinShares = [
  { name: 'react-router', message: "Import it from '@sencha/platform/react-router' (a shared thin module)." },
  {
    name: '@reduxjs/toolkit',
    message: "Import it from '@sencha/platform/redux-toolkit' (a shared thin module).",
  },
];

// A package is imported through its name and its published subpaths (package.json exports), never its insides.
const noSourcePaths = [
  { regex: '^@sencha/[^/]+/src(/|$)', message: "Import a package's published subpath, never its src/." },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/.qa/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Import boundaries (docs/architecture.md#import-boundaries): packages meet only through their names,
    // remotes never import each other, and test helpers never reach a bundle.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'ui-kit/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@sencha/ui-kit/testing', message: 'Test helpers are for tests only.' },
            ...thinShares,
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(shell|mfe-[a-z-]+|platform|ui-kit|build-tools|api|e2e|shared)/',
              message:
                'Import another package through its name (@sencha/platform, @sencha/ui-kit), never by path.',
            },
            {
              regex: '^@sencha/(mfe-|shell|api)',
              message: 'Remotes, the shell and the API never import each other.',
            },
            ...noSourcePaths,
          ],
        },
      ],
    },
  },
  {
    // The browser packages read the wire contract for its types only.
    files: ['{platform,ui-kit,shell,mfe-*}/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sencha/shared/contract',
              message:
                'The browser reads the wire contract for its types only: TypeBox stays out of the bundles.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The platform is the page's singleton contract: it depends only on the shared contract.
    files: ['platform/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: thinShares,
          patterns: [
            ...noSourcePaths,
            {
              regex: '^@sencha/(?!platform|shared/)',
              message: 'The platform package depends on no package of ours but @sencha/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared contract runs in the browser and in Node alike, and everything depends on it: it imports none
    // of our packages, no React and no Node-only module (its tsconfig has no DOM library either).
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@sencha/', message: '@sencha/shared imports none of our packages.' },
            {
              regex: '^(react|react-dom)(/|$)',
              message: '@sencha/shared holds no React: put UI in @sencha/ui-kit.',
            },
            { regex: '^node:', message: '@sencha/shared runs in the browser too: no Node-only modules.' },
            {
              regex: `^(${builtinModules.join('|')})(/|$)`,
              message: '@sencha/shared runs in the browser too: no Node-only modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API speaks to the storefront only through the shared contract.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noSourcePaths,
            {
              regex: '^@sencha/(?!shared/)',
              message: 'The API imports only @sencha/shared of our packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's tests run it with the catalogue tooling (seed data, drawn images), as `npm start` does.
    files: ['api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noSourcePaths,
            {
              regex: '^@sencha/(?!shared/|catalogue$)',
              message: 'The API tests import only @sencha/shared and @sencha/catalogue of our packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The catalogue tooling depends on the API (its published subpaths) and the contract; nothing depends on it
    // but the API's tests.
    files: ['catalogue/src/**/*.ts', 'catalogue/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noSourcePaths,
            {
              regex: '^(\\.\\./)+(shell|mfe-[a-z-]+|platform|ui-kit|build-tools|api|e2e|shared)/',
              message:
                'Import the API through @sencha/api/<subpath> (api/package.json exports), never by path.',
            },
            {
              regex: '^@sencha/(?!shared/|api/)',
              message: 'The catalogue imports only @sencha/shared and @sencha/api of our packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The thin modules themselves re-export from the libraries.
    files: ['platform/src/shared/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
