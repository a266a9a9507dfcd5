'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * The route-change progress bar (betting-core §2): starts when an internal link is followed, completes
 * when the new pathname or query renders.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      setState('loading');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    setState((s) => (s === 'loading' ? 'done' : s));
  }, [pathname, search]);

  // While the next page renders on the server, the content area shows a skeleton shimmer (CSS) rather
  // than a loading.tsx boundary: that would flush a 200 before a page can answer 404.
  useEffect(() => {
    if (state === 'loading') document.documentElement.dataset.navigating = '1';
    else delete document.documentElement.dataset.navigating;
  }, [state]);

  useEffect(() => {
    if (state !== 'done') return;
    const id = window.setTimeout(() => setState('idle'), 300);
    return () => window.clearTimeout(id);
  }, [state]);

  return <div className="progress" data-state={state} role="presentation" aria-hidden="true" />;
}
