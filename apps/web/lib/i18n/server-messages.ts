import ar from '../../messages/ar.json';
import bg from '../../messages/bg.json';
import cs from '../../messages/cs.json';
import de from '../../messages/de.json';
import de_AT from '../../messages/de-AT.json';
import de_CH from '../../messages/de-CH.json';
import el from '../../messages/el.json';
import en from '../../messages/en.json';
import en_AU from '../../messages/en-AU.json';
import en_NZ from '../../messages/en-NZ.json';
import es from '../../messages/es.json';
import es_MX from '../../messages/es-MX.json';
import es_CO from '../../messages/es-CO.json';
import es_CL from '../../messages/es-CL.json';
import fa from '../../messages/fa.json';
import fi from '../../messages/fi.json';
import fr from '../../messages/fr.json';
import fr_CA from '../../messages/fr-CA.json';
import hi from '../../messages/hi.json';
import hr from '../../messages/hr.json';
import hu from '../../messages/hu.json';
import it from '../../messages/it.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import nb from '../../messages/nb.json';
import nn from '../../messages/nn.json';
import pl from '../../messages/pl.json';
import pt from '../../messages/pt.json';
import pt_BR from '../../messages/pt-BR.json';
import ro from '../../messages/ro.json';
import ru from '../../messages/ru.json';
import sk from '../../messages/sk.json';
import sl from '../../messages/sl.json';
import tl from '../../messages/tl.json';
import tr from '../../messages/tr.json';
import vi from '../../messages/vi.json';
import zh_CN from '../../messages/zh-CN.json';
import et from '../../messages/et.json';
import { compileCatalogue } from './compile-catalogue';
import { catalogueChain, type CatalogueLocale } from './locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale } from './locales';
import { setCatalogueLoader, type CompiledCatalogue, type MessageKey, type MessageValues } from './messages';
import { serverSiteConfig } from '../site/server-site-config';
import { plainNumbersInLocaleDigits } from './plain-number-values';

/**
 * Every locale's catalogue, on the server only: pages and server components translate through this module's
 * `translate`, and the layout hands `MessagesProvider` the active locale's compiled messages, so the browser
 * receives one locale, never the others. A locale's catalogue is its own messages over the fallback chain of
 * lib/i18n/locales.ts (alias, base language, default locale, English).
 */
export const CATALOGUES: Readonly<Record<CatalogueLocale, Readonly<Record<string, string>>>> = {
  ar,
  bg,
  cs,
  de,
  'de-AT': de_AT,
  'de-CH': de_CH,
  el,
  en,
  'en-AU': en_AU,
  'en-NZ': en_NZ,
  es,
  'es-MX': es_MX,
  'es-CO': es_CO,
  'es-CL': es_CL,
  fa,
  fi,
  fr,
  'fr-CA': fr_CA,
  hi,
  hr,
  hu,
  it,
  ja,
  ko,
  nb,
  nn,
  pl,
  pt,
  'pt-BR': pt_BR,
  ro,
  ru,
  sk,
  sl,
  tl,
  tr,
  vi,
  'zh-CN': zh_CN,
  et,
};

const compiled = new Map<string, CompiledCatalogue>();
const shared = new Map<string, CompiledCatalogue>();

/**
 * Keys only one page uses: left out of the catalogue every page carries (the layout's) and handed to that page
 * by `pageMessages` (the statement's pager, issue 33 item 9), so the home page's payload does not grow with them.
 */
export const PAGE_ONLY_PREFIXES: readonly string[] = ['statement.pager.'];
const pageOnly = (key: string) => PAGE_ONLY_PREFIXES.some((p) => key.startsWith(p));

/** Every key of the locale (with its fallbacks), compiled: what server components translate with. */
function wholeCatalogueFor(locale: string): CompiledCatalogue {
  const known = compiled.get(locale);
  if (known) return known;
  const chain = catalogueChain(locale, serverSiteConfig().locales[0] ?? 'en');
  const merged: Record<string, string> = {};
  for (const code of [...chain].reverse()) Object.assign(merged, CATALOGUES[code]);
  const built = compileCatalogue(merged);
  compiled.set(locale, built);
  return built;
}

/** The catalogue every page of the locale carries to the browser: all keys but the page-only ones. */
export function catalogueFor(locale: string): CompiledCatalogue {
  const known = shared.get(locale);
  if (known) return known;
  const built = Object.fromEntries(Object.entries(wholeCatalogueFor(locale)).filter(([k]) => !pageOnly(k)));
  shared.set(locale, built);
  return built;
}

/** A page's own keys (one of PAGE_ONLY_PREFIXES), compiled, for `PageMessages` on that page only. */
export function pageMessages(locale: string, prefix: string): CompiledCatalogue {
  return Object.fromEntries(Object.entries(wholeCatalogueFor(locale)).filter(([k]) => k.startsWith(prefix)));
}

setCatalogueLoader(wholeCatalogueFor);

const formats = new Map<string, IntlMessageFormat>();

/**
 * Server components' lookup: intl-messageformat over the compiled tree (the browser's format-ast.ts gives the
 * same text, catalogues.test.ts); a key the catalogue lacks shows the key.
 */
export function translate(locale: string, key: MessageKey | (string & {}), values?: MessageValues): string {
  const message = wholeCatalogueFor(locale)[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  const id = `${locale}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, intlLocale(locale));
    formats.set(id, format);
  }
  try {
    const out = format.format(plainNumbersInLocaleDigits(message, values ?? {}, locale));
    return Array.isArray(out) ? out.join('') : String(out);
  } catch {
    return key;
  }
}
