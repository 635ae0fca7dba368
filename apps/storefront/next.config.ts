import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pictures are resized by the API's media route at the spec's widths; no second optimiser.
  images: { unoptimized: true },
  typedRoutes: false,
};

export default config;
