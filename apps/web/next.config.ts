import type { NextConfig } from 'next';

const config: NextConfig = {
  // The packages export their TypeScript sources (ARCHITECTURE.md): Next compiles them in place.
  transpilePackages: ['@slipstream/betting', '@slipstream/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The server mounts Next itself (apps/server/src/web); no image optimiser: every image is a local SVG.
  images: { unoptimized: true },
  // `npm run typecheck` checks every workspace once in CI; the build does not repeat it (CI time).
  typescript: { ignoreBuildErrors: true },
};

export default config;
