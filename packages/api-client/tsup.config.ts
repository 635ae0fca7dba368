import { defineConfig } from 'tsup';

export default defineConfig({
  // `session` is its own entry so the browser can read its session without the schemas.
  entry: ['src/index.ts', 'src/session.ts', 'src/schemas/index.ts', 'src/openapi/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
