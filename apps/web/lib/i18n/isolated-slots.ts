/**
 * Messages whose arguments must be isolated from the text around them (SPEC.md LC13): an amount, a price or a
 * name inside a right-to-left sentence reorders with its neighbours unless it is its own bidi run. The message is
 * formatted with a private-use placeholder per isolated argument, then split there, so the page can put each
 * argument in its own `<bdi>` while the catalogue keeps one sentence per message.
 */
const slot = (i: number): string => `\uE000${i}\uE001`;

/** The placeholders to format a message with, one per isolated argument, in the order given. */
export function slotValues(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [name, slot(i)]));
}

/** A message formatted with `slotValues`, as text pieces and the index of the argument between them. */
export function splitSlots(text: string): Array<string | number> {
  const out: Array<string | number> = [];
  const re = /\uE000(\d+)\uE001/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(Number(m[1]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
