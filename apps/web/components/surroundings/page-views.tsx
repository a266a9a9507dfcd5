'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushAnalytics } from '../../lib/analytics/data-layer';
import { currentPageId, pageViewEvent } from '../../lib/analytics/page-views';

/** EM9: a dataLayer page view with the page's analytics id after every navigation (once the page has drawn). */
export function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    const id = window.requestAnimationFrame(() =>
      pushAnalytics(pageViewEvent(currentPageId(document), pathname)),
    );
    return () => window.cancelAnimationFrame(id);
  }, [pathname]);
  return null;
}
