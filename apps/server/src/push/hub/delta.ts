import { createDelta } from 'fossil-delta';

const NON_ASCII = /[\u007f-\uffff]/g;

/**
 * JSON with every non-ASCII character escaped (\uXXXX). The parsed value is the same, and the text is
 * pure ASCII, so a fossil delta between two such texts is ASCII too and survives the JSON protocol as a
 * string: the client encodes that string to UTF-8 and applies it to the previous payload's bytes.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    NON_ASCII,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The fossil delta turning one ASCII JSON text into the next, as a string. */
export function fossilDelta(previousJson: string, nextJson: string): string {
  const delta = createDelta(Buffer.from(previousJson, 'latin1'), Buffer.from(nextJson, 'latin1'));
  return Buffer.from(delta).toString('latin1');
}
