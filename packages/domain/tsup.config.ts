import { defineConfig } from 'tsup';

export default defineConfig({
  // Every area file is its own subpath entry (@shop/domain/<area>); tests are not shipped.
  entry: ['src/*.ts', '!src/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
