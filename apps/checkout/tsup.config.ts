import { defineConfig } from 'tsup';

// The production server: one ESM file, its dependencies (sirv, zod) read from node_modules.
export default defineConfig({
  entry: { server: 'server/server.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.node.json',
  clean: true,
  sourcemap: true,
  dts: false,
});
