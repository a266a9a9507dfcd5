import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from '../../messages/en.json';
import { formatAst } from './format-ast';
import { intlLocale } from './locales';
import { plainNumbersInLocaleDigits } from './plain-number-values';

/**
 * The one message lookup of the app (ICU MessageFormat, docs/WEB.md "Languages").
 * Catalogues live in `apps/web/messages/<locale>.json`; the server compiles them (lib/i18n/server-messages.ts)
 * and hands the browser the active locale's messages only, already parsed: a plain text stays a string, a
 * message with arguments (plural, select, number, date) travels as its ICU syntax tree, formatted here by
 * format-ast.ts with Intl (held equal to intl-messageformat's output by catalogues.test.ts). Both the server and `MessagesProvider` register a
 * locale's compiled catalogue here; a key not in it shows the key.
 */
export type MessageKey = keyof typeof english;
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;
export type MessageValues = Record<string, string | number | Date>;

const catalogues = new Map<string, CompiledCatalogue>();
let loader: ((locale: string) => CompiledCatalogue) | undefined;

/** Makes a locale's compiled messages the answer for that locale (the provider, on every render). */
export function registerCatalogue(locale: string, catalogue: CompiledCatalogue): void {
  catalogues.set(locale, catalogue);
}

const pageCatalogues = new Map<string, Record<string, CompiledMessage>>();

/**
 * Adds a page's own keys (server-messages.ts PAGE_ONLY_PREFIXES, sent by that page alone) to the locale's
 * lookups; they stay when the layout's catalogue is registered again.
 */
export function registerPageMessages(locale: string, messages: CompiledCatalogue): void {
  pageCatalogues.set(locale, { ...pageCatalogues.get(locale), ...messages });
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
  for (const catalogue of [...catalogues.values(), ...pageCatalogues.values()])
    if (key in catalogue) return true;
  return false;
}

/**
 * A message looked up by a key built from data (a market group, a statistic): `text` is the lookup's answer, the
 * key itself when no catalogue has it, and then the data's own word (`fallback`) shows rather than the key.
 */
export function messageOr(text: string, key: string, fallback: () => string): string {
  return text === key ? fallback() : text;
}

export function translate(locale: string, key: MessageKey | (string & {}), values?: MessageValues): string {
  const message = catalogueOf(locale)?.[key] ?? pageCatalogues.get(locale)?.[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  try {
    return formatAst(message, intlLocale(locale), plainNumbersInLocaleDigits(message, values ?? {}, locale));
  } catch {
    // A missing value is the caller's bug; show the key rather than a broken sentence.
    return key;
  }
}
