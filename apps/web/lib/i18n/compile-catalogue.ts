import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledCatalogue, CompiledMessage } from './messages';

/**
 * Parses a catalogue's ICU messages once: a message that is one piece of literal text stays a plain string, any
 * other becomes its syntax tree (`intl-messageformat` formats trees without the parser). Tags are not ICU
 * here (`ignoreTag`): `<` is text.
 */
export function compileCatalogue(messages: Readonly<Record<string, string>>): CompiledCatalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages)) out[key] = compileMessage(text);
  return out;
}

export function compileMessage(text: string): CompiledMessage {
  const ast = parseMessage(text);
  if (ast.length === 0) return '';
  const only = ast[0];
  if (ast.length === 1 && only && only.type === TYPE.literal) return only.value;
  return ast;
}

export function parseMessage(text: string): MessageFormatElement[] {
  return parse(text, { ignoreTag: true });
}
