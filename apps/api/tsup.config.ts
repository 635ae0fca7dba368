import { defineConfig } from 'tsup';

// Dependencies stay external (tsup's default for everything in package.json): dist/ holds only
// this app's code, and the migrations are read at run time from ../drizzle (see src/paths.ts).
export default defineConfig({
  entry: ['src/server.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  clean: true,
  sourcemap: true,
});
