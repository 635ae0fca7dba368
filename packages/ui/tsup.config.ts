import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@shop/domain'],
};

/**
 * Two bundles. `index` holds the components without state: Next.js renders them on the server
 * and ships no script for them. `client` holds the ones with state or effects behind a
 * "use client" directive; `index` re-exports it as a module of its own, so `@shop/ui` stays one
 * import for callers while the directive marks only what must hydrate.
 * The CSS of each bundle lands beside it; `styles.css` at the package root imports both.
 */
export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    clean: true,
    esbuildPlugins: [
      {
        name: 'client-half-stays-a-module',
        setup(build) {
          const clientHalf = path.resolve('src/client');
          build.onResolve({ filter: /\/client$/ }, (args) =>
            path.resolve(args.resolveDir, args.path) === clientHalf
              ? { path: './client.js', external: true }
              : undefined,
          );
        },
      },
    ],
  },
  {
    ...shared,
    entry: { client: 'src/client.ts' },
    banner: { js: '"use client";' },
  },
]);
