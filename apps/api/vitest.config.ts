import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, and the HTTP/database suite in test/ run twice,
// once on PGlite and once on PostgreSQL (PG_TEST_URL). Nothing is skipped silently.
const skipPostgres = process.env.SKIP_PG_TESTS === '1';
if (skipPostgres) console.warn('\n[api tests] SKIP_PG_TESTS=1: the PostgreSQL suite is NOT run.\n');

const databaseSuite = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['test/**/*.test.ts'],
    globalSetup: [`test/support/${name}.global.ts`],
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      databaseSuite('pglite'),
      ...(skipPostgres ? [] : [databaseSuite('postgres')]),
    ],
  },
});
