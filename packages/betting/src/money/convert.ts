import { compare, floor, mul, parseRational, rational, ZERO, type Rational } from './rational';
import { InvalidAmountError } from './invalid-amount-error';
import type { Currency, Money } from './money';
import { fractionDigits } from './subunits';

/**
 * Converts money into another currency at an exact rate: how many whole units of `to` one whole unit of
 * the source buys, as a decimal or fraction string ("1.0825", "1/3") or a Rational. The result is floored
 * to `to`'s minor unit, so a conversion never creates value (§4 "restored bets in another currency are
 * converted"). Binary floats are not accepted as rates.
 */
export function convertMoney(money: Money, to: Currency, rate: string | Rational): Money {
  fractionDigits(to.subunits);
  fractionDigits(money.subunits);
  const r = typeof rate === 'string' ? readRate(rate) : rate;
  if (compare(r, ZERO) <= 0) throw new InvalidAmountError('invalid_rate', String(rate));
  const minor = floor(mul(rational(BigInt(money.value) * BigInt(to.subunits), BigInt(money.subunits)), r));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidAmountError('too_large', String(minor));
  return { value: Number(minor), currency: to.code, subunits: to.subunits };
}

function readRate(text: string): Rational {
  try {
    return parseRational(text);
  } catch {
    throw new InvalidAmountError('invalid_rate', text);
  }
}
