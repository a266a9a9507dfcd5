/** The Intl locale whose numbers a names language writes (Arabic with its Arabic-Indic digits, as the web does). */
const INTL: Readonly<Record<string, string>> = { ar: 'ar-EG' };

interface Marks {
  digits: readonly string[];
  decimal: string;
}
const marks = new Map<string, Marks>();

function marksOf(lang: string): Marks {
  let m = marks.get(lang);
  if (!m) {
    const format = new Intl.NumberFormat(INTL[lang] ?? lang, { useGrouping: false });
    const digits = Array.from({ length: 10 }, (_, d) => format.format(d));
    const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    marks.set(lang, (m = { digits, decimal }));
  }
  return m;
}

/**
 * The numbers of a line as the language writes them (LC8): "2.5" → "2,5" in German, "٢٫٥" in Arabic. Text in,
 * text out, digit by digit: a line is never read as a float, so it stays exactly what the feed sent.
 */
export function localNumbers(lang: string, text: string): string {
  const { digits, decimal } = marksOf(lang);
  return text.replace(/\d+(?:\.\d+)?/g, (n) =>
    n.replace(/[\d.]/g, (c) => (c === '.' ? decimal : digits[Number(c)]!)),
  );
}
