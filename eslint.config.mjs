import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Shared through thin modules of the platform, so the bundler can shake the rest of the library away
// (build-tools/shared-singletons.cjs): importing the package itself would bundle a second copy of it.
const thinShares = [
  { name: 'react-router', message: "Import it from '@sencha/platform/react-router' (a shared thin module)." },
  {
    name: '@reduxjs/toolkit',
    message: "Import it from '@sencha/platform/redux-toolkit' (a shared thin module).",
  },
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
            { regex: '^@sencha/(mfe-|shell)', message: 'Remotes and the shell never import each other.' },
          ],
        },
      ],
    },
  },
  {
    // The platform is the page's singleton contract: it depends on nothing of ours.
    files: ['platform/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: thinShares,
          patterns: [
            {
              regex: '^@sencha/(?!platform)',
              message: 'The platform package depends on no other package of ours.',
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
