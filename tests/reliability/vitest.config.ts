import { defineConfig } from 'vitest/config';

// One shop for every file (globalSetup), files one after the other: the fault tests stop
// services the others use, and the load test wants the machine to itself.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/shop.global.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    sequence: { shuffle: false },
  },
});
