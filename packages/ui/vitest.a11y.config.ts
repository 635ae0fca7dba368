import { defineConfig } from 'vitest/config';

// `pnpm storybook:a11y`: axe over the built Storybook in Chromium (after storybook:build).
export default defineConfig({
  test: {
    include: ['a11y/**/*.a11y.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
