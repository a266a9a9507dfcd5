'use client';
import dynamic from 'next/dynamic';

/** The wallet page: client-only (the player's own accounts), loaded off the first-load path. */
export const WalletPageLoader = dynamic(() => import('./wallet-page'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton--row" aria-hidden="true" />,
});
