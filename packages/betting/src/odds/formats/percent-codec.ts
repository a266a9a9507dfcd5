import { compare, div, rational, type Rational } from '../../money/rational';
import type { OddsCodec } from './codec';
import { avoidRoundingOnto, fixedDecimal, readSignedDecimal } from './fixed-decimal';

const HUNDRED = rational(100n);

/**
 * Implied probability 100 / price, two decimals with a % sign (2.50 -> 40.00%). Prices too long to show
 * at two decimals are shown as the smallest step, 0.01%, so the text always reads back as a price.
 */
export const percentCodec: OddsCodec = {
  display(price) {
    return `${fixedDecimal(avoidRoundingOnto(div(HUNDRED, price), 2, 0n), 2, 2)}%`;
  },
  price(text) {
    const t = text.trim().replace(/\s*%$/, '');
    const p: Rational | null = /^[+\-\u2212]/.test(t) ? null : readSignedDecimal(t);
    if (!p || p.num === 0n || compare(p, HUNDRED) >= 0) return null;
    return div(HUNDRED, p);
  },
};
