import { defineConfig } from 'vitest/config';

// Three suites: unit tests beside the code, and the HTTP/database suite in test/ run twice,
// once on PGlite and once on PostgreSQL (PG_TEST_URL). Nothing is skipped silently.
const skipPostgres = process.env.SKIP_PG_TESTS === '1';
if (skipPostgres) console.warn('\n[api tests] SKIP_PG_TESTS=1: the PostgreSQL suite is NOT run.\n');

// The database suite's files share one module graph per worker (isolate: false): importing the
// app cost each file 1.5-4 s, more than most files' tests. Every file still opens its own
// database and server. A file that replaces a module with vi.mock needs a graph of its own:
// it is listed here and runs in the suite's `-isolated` project.
const OWN_MODULE_GRAPH = ['test/reliability/login-race.test.ts'];

const databaseSuite = (name: 'pglite' | 'postgres') => {
  const globalSetup = [`test/support/${name}.global.ts`];
  return [
    {
      extends: true as const,
      test: {
        name,
        include: ['test/**/*.test.ts'],
        exclude: OWN_MODULE_GRAPH,
        isolate: false,
        globalSetup,
      },
    },
    {
      extends: true as const,
      test: { name: `${name}-isolated`, include: OWN_MODULE_GRAPH, globalSetup },
    },
  ];
};

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      ...databaseSuite('pglite'),
      ...(skipPostgres ? [] : databaseSuite('postgres')),
    ],
  },
});
