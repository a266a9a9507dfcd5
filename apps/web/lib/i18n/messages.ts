import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from '../../messages/en.json';
import { intlLocale } from './locales';

/**
 * The one message lookup of the app (ICU MessageFormat through `intl-messageformat`, ARCHITECTURE.md "Web").
 * Catalogues live in `apps/web/messages/<locale>.json`; the server compiles them (lib/i18n/server-messages.ts)
 * and hands the browser the active locale's messages only, already parsed: a plain text stays a string, a
 * message with arguments (plural, select, number, date) travels as its ICU syntax tree, so the browser never
 * needs the parser (next.config aliases it away there). Both the server and `MessagesProvider` register a
 * locale's compiled catalogue here; a key not in it shows the key.
 */
export type MessageKey = keyof typeof english;
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;
export type MessageValues = Record<string, string | number | Date>;

const catalogues = new Map<string, CompiledCatalogue>();
const formats = new Map<string, IntlMessageFormat>();
let loader: ((locale: string) => CompiledCatalogue) | undefined;

/** Makes a locale's compiled messages the answer for that locale (the provider, on every render). */
export function registerCatalogue(locale: string, catalogue: CompiledCatalogue): void {
  if (catalogues.get(locale) === catalogue) return;
  catalogues.set(locale, catalogue);
  for (const key of [...formats.keys()]) if (key.startsWith(`${locale}\u0000`)) formats.delete(key);
}

/** The server's source of every locale's catalogue (lib/i18n/server-messages.ts). */
export function setCatalogueLoader(load: (locale: string) => CompiledCatalogue): void {
  loader = load;
}

function catalogueOf(locale: string): CompiledCatalogue | undefined {
  const known = catalogues.get(locale);
  if (known) return known;
  if (!loader) return undefined;
  const loaded = loader(locale);
  catalogues.set(locale, loaded);
  return loaded;
}

/** Whether the catalogues registered here (in the browser: the page's one) have a text for the key. */
export function hasMessage(key: string): boolean {
  for (const catalogue of catalogues.values()) if (key in catalogue) return true;
  return false;
}

export function translate(locale: string, key: MessageKey | (string & {}), values?: MessageValues): string {
  const message = catalogueOf(locale)?.[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  const cacheKey = `${locale}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, intlLocale(locale));
    formats.set(cacheKey, format);
  }
  try {
    const out = format.format(values ?? {});
    return Array.isArray(out) ? out.join('') : String(out);
  } catch {
    // A missing value is the caller's bug; show the key rather than a broken sentence.
    return key;
  }
}
