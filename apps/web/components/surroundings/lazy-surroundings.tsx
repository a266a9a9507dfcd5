'use client';
import { lazy, Suspense } from 'react';
import { loadSurroundings } from './surroundings-loader';

const Surroundings = lazy(() => loadSurroundings().then((m) => ({ default: m.Surroundings })));

/** The cookie banner, tracking parameters, favourite stars' data and sign-up reminder (layout), after hydration. */
export function LazySurroundings() {
  return (
    <Suspense fallback={null}>
      <Surroundings />
    </Suspense>
  );
}
