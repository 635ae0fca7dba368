import { defineConfig } from 'tsup';

export default defineConfig({
  // `session` is its own entry so the browser can read its session without the schemas;
  // `no-eval` too, a side effect alone (zod without its eval probe, for strict pages).
  entry: [
    'src/index.ts',
    'src/session.ts',
    'src/schemas/index.ts',
    'src/openapi/index.ts',
    'src/contract/index.ts',
    'src/no-eval.ts',
    'src/outlet-grant.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
