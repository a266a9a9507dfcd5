import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

/**
 * Demo mode only (a 404 in production, like /embed-demo): a page whose rendering fails, so an operator (and
 * e2e/tests/embedding.e2e.ts) can see the 500 fallback and the error reach their SENTRY_DSN (SPEC.md EM8).
 */
export default function RenderErrorDemo(): never {
  if (process.env.SLIPSTREAM_DEMO === '0') notFound();
  throw new Error('Forced rendering error (demo)');
}
