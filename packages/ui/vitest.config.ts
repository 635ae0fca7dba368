import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Component tests need a DOM; the basket store test runs there too (it brings its own Storage).
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
