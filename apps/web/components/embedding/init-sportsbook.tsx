'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { readInitParams } from '../../lib/embedding/init-params';
import { setPreferences } from '../../lib/preferences/preferences-store';
import { useHref } from '../../lib/site/site-context';

/** Applies the host's first settings, then replaces this entry with the page asked for (in this locale). */
export function InitSportsbook() {
  const router = useRouter();
  const href = useHref();
  useEffect(() => {
    const init = readInitParams(new URLSearchParams(window.location.search));
    if (init.oddsFormat || init.theme)
      setPreferences({
        ...(init.oddsFormat ? { oddsFormat: init.oddsFormat } : {}),
        ...(init.theme ? { theme: init.theme } : {}),
      });
    router.replace(href(init.path));
  }, [router, href]);
  return null;
}
