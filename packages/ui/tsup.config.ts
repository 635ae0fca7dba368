import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Next.js server components import this package: its components are client components.
  banner: { js: '"use client";' },
  external: ['react', 'react-dom', 'zustand', '@shop/domain'],
  // The CSS imported by index.ts and the components is bundled into dist/index.css
  // (exported as `@shop/ui/styles.css`).
});
