'use client';
import dynamic from 'next/dynamic';

/** The profile page: client-only (the player's own data), loaded off the first-load path. */
export const ProfilePageLoader = dynamic(() => import('./profile-page'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton--row" aria-hidden="true" />,
});
