import type { NextConfig } from 'next';

/**
 * The web benchmark's build (WEB_BENCH=1 at build and run time, apps/web/bench) adds the `page.bench.tsx`
 * routes (the live-update board, /bench/live) and goes to its own directory: the production build never
 * contains them.
 */
const benchBuild = process.env.WEB_BENCH === '1';

const config: NextConfig = {
  pageExtensions: benchBuild ? ['tsx', 'ts', 'bench.tsx'] : ['tsx', 'ts'],
  distDir: benchBuild ? '.next-bench' : '.next',
  // The packages export their TypeScript sources (ARCHITECTURE.md): Next compiles them in place.
  transpilePackages: ['@slipstream/betting', '@slipstream/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The server mounts Next itself (apps/server/src/web); no image optimiser: every image is a local SVG.
  images: { unoptimized: true },
  // Messages reach the browser already parsed (lib/i18n/messages.ts): the ICU parser stays on the server.
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': {
        browser: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
  },
  // `npm run typecheck` checks every workspace once in CI; the build does not repeat it (CI time).
  typescript: { ignoreBuildErrors: true },
};

export default config;
