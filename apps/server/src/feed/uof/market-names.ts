/** Parses a UOF specifier string ("total=2.5|hcp=-1") into a map. */
export function parseSpecifiers(specifiers: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of specifiers.split('|')) {
    const i = part.indexOf('=');
    if (i > 0) out.set(part.slice(0, i), part.slice(i + 1));
  }
  return out;
}

export interface NameContext {
  specifiers: Map<string, string>;
  competitor1: string | null;
  competitor2: string | null;
  event: string | null;
}

/**
 * Renders a market or outcome name template of the market descriptions: `{total}` (the specifier's value),
 * `{+hcp}` / `{-hcp}` (the value signed, or negated and signed), `{!periodnr}` (an ordinal),
 * `{$competitor1}`, `{$competitor2}`, `{$event}`. Values are handled as text, so lines stay exact.
 */
export function renderName(template: string, ctx: NameContext): string {
  return template.replace(/\{([+\-!$]?)([A-Za-z0-9_]+)\}/g, (whole, op: string, key: string) => {
    if (op === '$') {
      if (key === 'competitor1') return ctx.competitor1 ?? 'Home';
      if (key === 'competitor2') return ctx.competitor2 ?? 'Away';
      if (key === 'event') return ctx.event ?? whole;
      return whole;
    }
    const value = ctx.specifiers.get(key);
    if (value === undefined) return whole;
    if (op === '+') return signed(value);
    if (op === '-') return signed(negate(value));
    if (op === '!') return ordinal(value);
    return value;
  });
}

function negate(v: string): string {
  if (v.startsWith('-')) return v.slice(1);
  if (v.startsWith('+')) return `-${v.slice(1)}`;
  return /^0(\.0*)?$/.test(v) ? v : `-${v}`;
}

function signed(v: string): string {
  if (v.startsWith('-') || v.startsWith('+')) return v;
  return /^0(\.0*)?$/.test(v) ? v : `+${v}`;
}

function ordinal(v: string): string {
  const n = Number(v);
  if (!Number.isInteger(n)) return v;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
