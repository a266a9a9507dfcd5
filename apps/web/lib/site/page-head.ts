import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { alternateHrefs, localizeHref } from '../routing/locale-path';
import { serverSiteConfig } from './server-site-config';

/**
 * The request's public origin: PUBLIC_ORIGIN when set, else the one the server derived under TRUST_PROXY
 * (x-slipstream-origin, which the server always overwrites), else the Host the browser used. Never a
 * client-chosen X-Forwarded-Host.
 */
export async function requestOrigin(): Promise<string> {
  const site = serverSiteConfig();
  if (site.origin) return site.origin;
  const h = await headers();
  return h.get('x-slipstream-origin') ?? `http://${h.get('host') ?? 'localhost:3000'}`;
}

/**
 * The page head (account-and-surroundings §2): title, description, canonical and one alternate link
 * per locale with x-default on the default locale, and noindex/nofollow unless indexing is enabled.
 */
export async function pageMetadata(input: {
  locale: string;
  path: string;
  title: string;
  description: string;
}): Promise<Metadata> {
  const site = serverSiteConfig();
  const origin = await requestOrigin();
  return {
    metadataBase: new URL(origin),
    title: `${input.title} | ${site.brand}`,
    description: input.description,
    alternates: {
      canonical: localizeHref(input.path, input.locale, site),
      languages: alternateHrefs(input.path, site),
    },
    robots: indexable(site.indexing, site.operator.indexing.no_index_origins, origin)
      ? { index: true, follow: true }
      : { index: false, follow: false },
    openGraph: {
      title: input.title,
      description: input.description,
      siteName: site.brand,
      images: ['/og.svg'],
    },
    icons: SITE_ICONS,
  };
}

/** The site icon and the Apple touch icon (a page's own `icons` replaces the layout's whole, so both say it). */
const SITE_ICONS: Metadata['icons'] = { icon: '/icon.svg', apple: '/app-icons/apple-touch-icon.png' };

/**
 * What makes the site an installable app (SPEC.md PW1): the manifest link, the icons, and iOS's home-screen tags
 * (standalone, a black status bar over the page, the brand as the label).
 */
export function installedAppMetadata(brand: string): Metadata {
  return {
    manifest: '/manifest.webmanifest',
    icons: SITE_ICONS,
    appleWebApp: { capable: true, title: brand, statusBarStyle: 'black' },
  };
}

/** §2: indexed only when indexing is enabled and the origin is not on the no-index list (mirrors). */
export function indexable(enabled: boolean, noIndexOrigins: readonly string[], origin: string): boolean {
  return enabled && !noIndexOrigins.includes(origin);
}

export function organizationJsonLd(brand: string, origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: origin,
    logo: `${origin}/icon.svg`,
  }).replace(/</g, '\\u003c');
}
