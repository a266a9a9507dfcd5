import { translate, type MessageValues } from '../i18n/messages';

/**
 * The betting texts (betting-core §5, §8 and the engine's own keys, SPEC.md VA) are keys of the one catalogue
 * (apps/web/messages/<locale>.json). The engine hands out keys as plain strings, so lookups take any string;
 * a key the catalogue lacks shows the key.
 */
export function slipText(locale: string, key: string, vars?: MessageValues): string {
  return translate(locale, key, vars);
}
