import type { Rational } from '../../money/rational';

/**
 * One odds display format: how an exact decimal price is shown, and which exact decimal price a shown
 * value stands for (null when the text is not a value of this format).
 */
export interface OddsCodec {
  display(price: Rational): string;
  price(text: string): Rational | null;
}
