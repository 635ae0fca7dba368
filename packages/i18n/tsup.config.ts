import { defineConfig } from 'tsup';

export default defineConfig({
  // The server bundle and the interpolator are entries of their own: a front end importing
  // the package never ships the API's texts.
  entry: ['src/index.ts', 'src/server.ts', 'src/interpolate.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
