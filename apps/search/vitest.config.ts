import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two cores on CI and dev machines: keep the worker count small.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
