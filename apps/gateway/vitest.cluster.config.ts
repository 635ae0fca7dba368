import { defineConfig } from 'vitest/config';

// `pnpm test:cluster`: the built shop as two storefront and two API instances behind Debian's
// nginx on PostgreSQL and Redis (scripts/lib/cluster.mjs), CLUSTER_PORT_BASE (default 4940).
export default defineConfig({
  test: {
    include: ['test/cluster/*.cluster.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 400_000,
  },
});
