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
const API_CALL_MESSAGE = 'Call the API through @shop/api-client (apiBaseUrl, createApiClient).';
const API_CALLS = [
  ...['Literal[value=/\\/api\\/v5/]', 'TemplateElement[value.raw=/\\/api\\/v5/]'].map(
    (selector) => ({ selector, message: API_CALL_MESSAGE }),
  ),
  { selector: "CallExpression[callee.name='fetch']", message: API_CALL_MESSAGE },
];
// A text's {{name}} placeholders are filled by i18next's `t` on the server, or by
// `interpolate` (@shop/i18n/interpolate) for a value only the browser knows: never by hand.
const PLACEHOLDER_REPLACE = [
  '[arguments.0.value=/\\{\\{/]',
  '[arguments.0.regex.pattern=/\\\\\\{\\\\\\{|\\{\\{/]',
  '[arguments.0.quasis.0.value.raw=/\\{\\{/]',
].map((argument) => ({
  selector: `CallExpression[callee.property.name=/^replace(All)?$/]${argument}`,
  message:
    'Fill placeholders with t() on the server, or with interpolate from @shop/i18n/interpolate.',
}));
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
    files: [
      'packages/api-client/**/*.ts',
      'packages/ui/**/*.{ts,tsx}',
      'packages/i18n/**/*.ts',
      'packages/basket/**/*.ts',
    ],
    rules: restrict(
      ['@shop/api-client', '@shop/ui', '@shop/i18n', '@shop/basket', ...appImports],
      'ui, api-client, i18n and basket depend on @shop/domain only.',
    ),
  },
  {
    // Client components fill placeholders with it: it must not pull i18next into their bundles.
    files: ['packages/i18n/src/interpolate.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['*'], message: 'interpolate.ts imports nothing (client bundles).' }],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'e2e/**/*.ts'],
    rules: restrict(
      appImports,
      'An app never imports another app: move shared code into a package.',
    ),
  },
  {
    // The API's layers: services hold the shop's work and never reach into HTTP (routes and
    // http/); http/ is the HTTP plumbing and never reaches into services. What both need
    // (caches, limiters, wire answers) lives in src/infra.
    files: ['apps/api/src/services/**/*.ts'],
    rules: restrict(
      appImports,
      'An app never imports another app: move shared code into a package.',
      [
        {
          regex: '(^|/)(http|routes)/',
          message:
            'Services do not import HTTP code (routes, http/): move what both need to src/infra.',
        },
      ],
    ),
  },
  {
    files: ['apps/api/src/http/**/*.ts'],
    rules: restrict(
      appImports,
      'An app never imports another app: move shared code into a package.',
      [
        {
          regex: '(^|/)services/',
          message: 'http/ does not import services: move what both need to src/infra.',
        },
      ],
    ),
  },
  {
    // The apps' code fills placeholders one way (tests may spell out an expected text).
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...PLACEHOLDER_REPLACE] },
  },
  {
    // Every API call of the front ends goes through @shop/api-client: only it knows the API's
    // path (apiBaseUrl), and nothing calls fetch by hand. The checkout's env.ts keeps the
    // configurable default of its base path.
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'apps/checkout/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/test/**', 'apps/checkout/src/env.ts'],
    // A later block replaces the rule's options: this one repeats the placeholder rule.
    rules: { 'no-restricted-syntax': ['error', ...API_CALLS, ...PLACEHOLDER_REPLACE] },
  },
  {
    // process.env is read in one validated module per app (src/env.ts, and server/env.ts for
    // the front ends' own servers), nowhere else.
    files: ['apps/**/src/**/*.{ts,tsx}', 'apps/*/server/**/*.ts', 'packages/**/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/*/src/env.ts',
      'apps/*/server/env.ts',
      'apps/*/server/**/*.test.ts',
      'apps/api/src/env/index.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/env.ts.' },
      ],
    },
  },
);
