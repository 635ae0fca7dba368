import { defineConfig } from 'tsup';
import { LOCALES } from '@shop/domain/locales';

export default defineConfig({
  // The server bundle and the interpolator are entries of their own: a front end importing
  // the package never ships the API's texts. Each language is one too (dist/locales/fr.js),
  // which `./load` imports on demand, so a browser downloads only the languages it shows.
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    interpolate: 'src/interpolate.ts',
    'delivery-promises': 'src/delivery-promises.ts',
    load: 'src/load.ts',
    ...Object.fromEntries(
      LOCALES.map((locale) => [`locales/${locale}`, `src/locales/${locale}.ts`]),
    ),
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
