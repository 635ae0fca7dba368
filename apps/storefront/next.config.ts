import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const config: NextConfig = {
  // NEXT_DIST_DIR lets a second build (another engineer's, a benchmark's) live beside the
  // main one in the same checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Pictures are resized by the API's media route at the spec's widths; no second optimiser.
  images: { unoptimized: true },
  typedRoutes: false,
  // REDIS_URL shares Next's data cache, and its tag expiries, between storefront instances
  // (issue 20); without it each keeps its own in process, with no set-up. The handler is
  // server/cache-handler.ts as built before Next's build (`pnpm build`: tsup, then next build).
  ...(process.env.REDIS_URL && {
    cacheHandler: fileURLToPath(new URL('./dist-server/cache-handler.js', import.meta.url)),
    cacheMaxMemorySize: 0,
  }),
};

export default config;
