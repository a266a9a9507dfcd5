'use client';
import dynamic from 'next/dynamic';

/** The account pages' forms: client-only (they read the session and the URL's one-time tokens). */
export const AccountFormPageLoader = dynamic(() => import('./account-form-page'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton--row" aria-hidden="true" />,
});
