import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module is its own entry, built to the same place under dist/ (src/basket/money.ts to
  // dist/basket/money.js); package.json's exports name the public ones. Tests are not shipped.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
