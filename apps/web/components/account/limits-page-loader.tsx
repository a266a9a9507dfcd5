'use client';
import dynamic from 'next/dynamic';

/** The limits page: client-only (the player's own data), loaded off the first-load path. */
export const LimitsPageLoader = dynamic(() => import('./limits-page'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton--row" aria-hidden="true" />,
});
