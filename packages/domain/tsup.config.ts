import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/money.ts',
    'src/stores.ts',
    'src/basket.ts',
    'src/locales.ts',
    'src/product.ts',
    'src/device.ts',
    'src/media.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
