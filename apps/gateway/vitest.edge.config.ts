import { defineConfig } from 'vitest/config';

// `pnpm test:edge`: the gateway's routing tests and the edge checks through Debian's nginx
// in front of the running shop (deploy/nginx), one shop for both files.
export default defineConfig({
  test: {
    include: ['test/routing.test.ts', 'test/edge/*.edge.ts'],
    globalSetup: ['test/edge/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
