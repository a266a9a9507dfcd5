import type { NextConfig } from 'next';

const config: NextConfig = {
  // The packages export their TypeScript sources (ARCHITECTURE.md): Next compiles them in place.
  transpilePackages: ['@slipstream/betting', '@slipstream/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The server mounts Next itself (apps/server/src/web); no image optimiser: every image is a local SVG.
  images: { unoptimized: true },
};

export default config;
