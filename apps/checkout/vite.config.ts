import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { CSP_NONCE_PLACEHOLDER } from './server/csp';

/** Public path of the app: the gateway sends `/checkout/**` (assets included) here. */
const BASE = '/checkout/';

/**
 * In development, page requests outside the base (`/login`, `/es/checkout/basket`, ...) get the
 * app's index.html, as the production server answers them. The browser keeps its URL and the
 * router reads it.
 */
function appPathsFallback(): Plugin {
  return {
    name: 'checkout-app-paths-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          accept.includes('text/html') &&
          !path.startsWith(BASE)
        ) {
          req.url = `${BASE}index.html`;
        }
        next();
      });
    },
  };
}

// Development-time settings only (the production server reads its own in server/env.ts).
const apiTarget = process.env.API_URL || 'http://127.0.0.1:3003';
const devPort = Number(process.env.CHECKOUT_PORT || 3002);

export default defineConfig({
  base: BASE,
  // Vite marks its script and style tags with this; the server puts a fresh nonce in its place
  // for each answer (server/csp.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  plugins: [
    react(),
    appPathsFallback(),
    // Each script and style sheet also as .gz and .br, served by sirv to the clients that take
    // them (server/app.ts): compressed once at build, not on every answer by the gateway or edge.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(?:js|css|svg)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  define: {
    // Production store host names (fr=www.example.fr,es=...); empty locally.
    'import.meta.env.VITE_SHOP_STORE_HOSTS': JSON.stringify(process.env.SHOP_STORE_HOSTS ?? ''),
    // Relay-point map tiles (.env.example: MAP_TILE_URL); empty draws markers without tiles.
    'import.meta.env.VITE_MAP_TILE_URL': JSON.stringify(process.env.MAP_TILE_URL ?? ''),
    'import.meta.env.VITE_MAP_TILE_ATTRIBUTION': JSON.stringify(
      process.env.MAP_TILE_ATTRIBUTION ?? '',
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: where each language's texts went, for the server's preloads
    // (server/page-shell.ts).
    manifest: true,
    // No source maps in dist/: it is public, and maps hand out the app's sources (issue 30).
    sourcemap: false,
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Several 5-second queries in one test, on a machine the browser tests also load.
    testTimeout: 20_000,
  },
});
