'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveProvider } from '../../lib/live/live-context';
import { PushProvider } from '../../lib/live/push-context';
import { PreferencesProvider } from '../../lib/preferences/use-preferences';
import { AuthProvider } from '../../lib/auth/auth-context';
import { SlipProvider } from '../../lib/slip/slip-context';
import type { CompiledCatalogue } from '../../lib/i18n/messages';
import type { Numerals } from '../../lib/format/locale-numerals';
import { SiteProvider, type ClientSiteConfig } from '../../lib/site/site-context';
import { configureReporting } from '../../lib/reporting/report';

/** Client-side providers of every page: site (locale, routing), server state, live data and push. */
export function Providers({
  locale,
  config,
  messages,
  numerals,
  children,
}: {
  locale: string;
  config: ClientSiteConfig;
  messages: CompiledCatalogue;
  /** The locale's numerals as the server's Intl gives them (lib/format/locale-numerals.ts). */
  numerals?: Numerals | null;
  children: ReactNode;
}) {
  // Error reporting's setting (SENTRY_DSN) for code outside React (the HTTP clients); idempotent.
  configureReporting(config.reporting);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <SiteProvider locale={locale} config={config} messages={messages} numerals={numerals}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <LiveProvider>
            <PushProvider locale={locale}>
              {/* [web betting] session, bet slip and quick bet */}
              <AuthProvider>
                <SlipProvider>{children}</SlipProvider>
              </AuthProvider>
            </PushProvider>
          </LiveProvider>
        </PreferencesProvider>
      </QueryClientProvider>
    </SiteProvider>
  );
}
