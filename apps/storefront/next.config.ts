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
};

export default config;
