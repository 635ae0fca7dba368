// One lint set-up for the whole repo. The boundary rules below keep the dependency direction
// of ARCHITECTURE.md: apps -> packages; ui and api-client -> domain; domain -> nothing;
// no app imports another.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['api', 'search', 'storefront', 'checkout', 'gateway', 'e2e'];
const appImports = APPS.map((app) => `@shop/${app}`);
const relativeAppImport = {
  regex: '^(\\.\\./){2,}(apps/)?(api|search|storefront|checkout|gateway)(/|$)',
  message: 'An app never imports another app: move shared code into a package.',
};
const restrict = (names, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: names, message }, relativeAppImport, ...extra],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/test-results-*/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
      // tsup writes its config here for a moment while a build of the same package runs.
      '**/*.bundled_*.mjs',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict(
      ['@shop/*', 'react', 'react-dom', 'node:*', 'fs', 'http', 'zod'],
      'packages/domain is pure: no I/O, no React, no other package.',
    ),
  },
  {
    files: ['packages/api-client/**/*.ts', 'packages/ui/**/*.{ts,tsx}', 'packages/i18n/**/*.ts'],
    rules: restrict(
      ['@shop/api-client', '@shop/ui', '@shop/i18n', ...appImports],
      'ui, api-client and i18n depend on @shop/domain only.',
    ),
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'e2e/**/*.ts'],
    rules: restrict(
      appImports,
      'An app never imports another app: move shared code into a package.',
    ),
  },
  {
    // process.env is read in one validated module per app (src/env.ts), nowhere else.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/**/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/env.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/env.ts.' },
      ],
    },
  },
);
