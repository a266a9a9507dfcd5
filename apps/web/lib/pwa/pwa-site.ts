import { isRtlLocale } from '../i18n/locales';
import { translate } from '../i18n/server-messages';
import { THEME_BOOT_SCRIPT } from '../preferences/theme-boot-script';
import { serverSiteConfig } from '../site/server-site-config';
import { brandColours } from './brand-colours';
import { offlinePageHtml } from './offline-page';
import { webManifest } from './web-manifest';

/**
 * The installed app's files from this process's operator configuration (the routes under app/ serve them): the
 * manifest, the offline page and the colours of the icons. Built once per process: the configuration is read at
 * start.
 */
let manifest: string | undefined;
let offline: string | undefined;

export function siteManifestJson(): string {
  if (manifest) return manifest;
  const site = serverSiteConfig();
  const brand = site.operator.brand;
  manifest = JSON.stringify(
    webManifest({
      brand: brand.name,
      shortName: brand.short_name ?? shortNameOf(brand.name),
      lang: site.locales[0] ?? 'en',
      colours: brandColours(site.operator),
    }),
  );
  return manifest;
}

export function siteOfflinePage(): string {
  if (offline) return offline;
  const site = serverSiteConfig();
  offline = offlinePageHtml({
    brand: site.brand,
    texts: site.locales.map((lang) => ({
      lang,
      dir: site.rtlView && isRtlLocale(lang) ? 'rtl' : 'ltr',
      title: translate(lang, 'offline.title'),
      description: translate(lang, 'offline.description'),
      retry: translate(lang, 'offline.retry'),
    })),
    colours: brandColours(site.operator),
    themeBootScript: THEME_BOOT_SCRIPT,
  });
  return offline;
}

/** A home-screen label is short (about 12 characters show): the name, or its first word(s) that fit. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > 12) break;
    out = next;
  }
  return out || name.slice(0, 12);
}
