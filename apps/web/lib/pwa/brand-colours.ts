import type { OperatorConfig } from '@slipstream/contract/operator';

export interface BrandPalette {
  readonly bg: string;
  readonly text: string;
  readonly accent: string;
  readonly accentText: string;
}

/** The stylesheet's own values (app/globals.css), for the colours an operator leaves out. */
const STYLESHEET = {
  dark: { bg: '#0f1720', text: '#e8edf2', accent: '#22c55e', accentText: '#06210f' },
  light: { bg: '#f4f6f8', text: '#111a22', accent: '#15803d', accentText: '#ffffff' },
} as const;

/**
 * The operator's colours that the installed app shows outside the page (manifest, icons, offline page): each
 * theme's background, text and accent, the stylesheet's where the operator set none.
 */
export function brandColours(operator: OperatorConfig): { dark: BrandPalette; light: BrandPalette } {
  const of = (theme: 'dark' | 'light'): BrandPalette => {
    const p = operator.colors[theme];
    const d = STYLESHEET[theme];
    return {
      bg: p.bg ?? d.bg,
      text: p.text ?? d.text,
      accent: p.accent ?? d.accent,
      accentText: p.accent_text ?? d.accentText,
    };
  };
  return { dark: of('dark'), light: of('light') };
}
