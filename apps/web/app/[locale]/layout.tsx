import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AccountModalsHost } from '../../components/account/account-modals-host';
import { ExclusionNoticeSlot } from '../../components/account/exclusion-notice-slot';
import { Header } from '../../components/shell/header';
import { localeOptions } from '../../components/shell/locale-options';
import { LocaleSwitcher } from '../../components/shell/locale-switcher';
import { ProgressBar } from '../../components/shell/progress-bar';
import { Providers } from '../../components/shell/providers';
import { Sidebar } from '../../components/shell/sidebar';
import { SlipPanel } from '../../components/slip/slip-panel';
import { TabBar } from '../../components/shell/tab-bar';
import { ConsentGate } from '../../components/surroundings/consent-gate';
import { LazySurroundings } from '../../components/surroundings/lazy-surroundings';
import { askConsentForRequest } from '../../lib/analytics/consent-request';
import { APP_MODE_HEADER, appModeFromCookie, appPlatformOf } from '../../lib/app-mode/app-mode';
import { isRtlLocale } from '../../lib/i18n/locales';
import { catalogueFor, translate } from '../../lib/i18n/server-messages';
import { numeralsOf } from '../../lib/format/locale-numerals';
import { THEME_BOOT_SCRIPT } from '../../lib/preferences/theme-boot-script';
import { installedAppMetadata, organizationJsonLd, requestOrigin } from '../../lib/site/page-head';
import { serverSiteConfig } from '../../lib/site/server-site-config';
import { themeColoursCss } from '../../lib/site/site-config';
import '../globals.css';
import '../surroundings.css';

/**
 * The brand as the title of what has no page metadata of its own (the not-found render); pages set theirs. Every
 * page links the web app manifest and carries the home-screen tags of iOS (SPEC.md PW1).
 */
export function generateMetadata(): Metadata {
  const brand = serverSiteConfig().brand;
  return { title: brand, ...installedAppMetadata(brand) };
}

/** The browser's theme colour follows the operator's page background of each theme. */
export function generateViewport() {
  const { colors } = serverSiteConfig().operator;
  return {
    width: 'device-width',
    initialScale: 1,
    themeColor: [
      { media: '(prefers-color-scheme: dark)', color: colors.dark.bg ?? '#0f1720' },
      { media: '(prefers-color-scheme: light)', color: colors.light.bg ?? '#f4f6f8' },
    ],
  };
}

/** Layout zones (betting-core §2): header, left sidebar, content and, on mobile, the tab bar. */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const site = serverSiteConfig();
  if (!site.locales.includes(locale)) notFound();
  const origin = await requestOrigin();
  // A visitor the operator's gates stopped (blocked country, group lock) sees the page alone, no navigation.
  const requestHeaders = await headers();
  const gated = requestHeaders.get('x-slipstream-gate') !== null;
  // App mode (SPEC.md MA1): no cookie banner (MA4) and no pull-to-refresh of the page's own (MA7), from the
  // first paint.
  const app =
    appPlatformOf(requestHeaders.get(APP_MODE_HEADER)) ??
    appModeFromCookie(requestHeaders.get('cookie') ?? '');
  return (
    <html
      lang={locale}
      dir={site.rtlView && isRtlLocale(locale) ? 'rtl' : 'ltr'}
      data-theme="dark"
      data-app={app ?? undefined}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* The operator's colours over the stylesheet's tokens (validated hex values only). */}
        <style data-operator-colours dangerouslySetInnerHTML={{ __html: themeColoursCss(site.operator) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {translate(locale, 'nav.skip')}
        </a>
        <Providers
          locale={locale}
          messages={catalogueFor(locale)}
          numerals={numeralsOf(locale)}
          config={{
            locales: site.locales,
            localeInUrl: site.localeInUrl,
            customPaths: site.customPaths,
            brand: site.brand,
            pushSocketUrl: site.pushSocketUrl,
            pushDelta: site.pushDelta,
            signUpReminderSeconds: site.signUpReminderSeconds,
            depositReminder: site.depositReminder,
            embedding: site.embedding,
            reporting: site.reporting,
            rates: site.rates,
            signInEnabled: site.signInEnabled,
            signUpEnabled: site.signUpEnabled,
            sportTypeProviders: site.sportTypeProviders,
            customSportTypeProviders: site.customSportTypeProviders,
            myBets: site.myBets,
            jackpots: site.jackpots,
            activityTracking: site.activityTracking,
            responsibleGambling: site.responsibleGambling,
            quickDeposit: site.quickDeposit,
            frameFlags: site.frameFlags,
          }}
        >
          {/* Fixed at the bottom, but first in the document: a first visit paints it with the page (its LCP),
              not after the scripts that run while the rest of the HTML is parsed. */}
          {gated ? null : <ConsentGate ask={askConsentForRequest(requestHeaders)} />}
          <Suspense fallback={null}>
            <ProgressBar />
          </Suspense>
          <div className="shell">
            <Header locale={locale} brand={site.brand} logo={site.logo} gated={gated} />
            {gated ? null : (
              <>
                {/* Fixed on screen; here in the document so the keyboard reaches it right after the header (HW5). */}
                <SlipPanel />
                <AccountModalsHost />
                <Sidebar locale={locale} />
              </>
            )}
            <main id="main" className="content" tabIndex={-1}>
              {gated ? null : <ExclusionNoticeSlot />}
              {children}
              {site.locales.length > 1 ? (
                // Every width: the header's switcher gives way below 1200 px, where the header has no room (HW7).
                <footer className="page-footer">
                  <LocaleSwitcher
                    options={localeOptions(site.locales)}
                    label={translate(locale, 'locale.label')}
                    testId="locale-switcher-footer"
                    className="select"
                  />
                </footer>
              ) : null}
            </main>
            {gated ? null : <TabBar locale={locale} />}
          </div>
          {gated ? null : <LazySurroundings />}
        </Providers>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: organizationJsonLd(site.brand, origin) }}
        />
      </body>
    </html>
  );
}
