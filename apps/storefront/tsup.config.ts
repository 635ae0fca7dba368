import { defineConfig } from 'tsup';

// The production server and Next's data-cache handler (next.config.ts loads it by path): ESM
// files whose dependencies (next, ioredis, zod, @shop/*) are read from node_modules.
export default defineConfig({
  entry: { server: 'server/server.ts', 'cache-handler': 'server/cache-handler.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  clean: true,
  sourcemap: true,
  dts: false,
});
