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
    icons: { icon: '/icon.svg' },
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
