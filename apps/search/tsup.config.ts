import { defineConfig } from 'tsup';

// One bundled entry; dependencies stay external (tsup's default for package.json deps),
// so `node dist/server.js` resolves them from node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
});
