import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'zustand', '@shop/domain'],
  // The store's hook runs in the browser only: Next.js server components must not import it.
  banner: { js: '"use client";' },
});
