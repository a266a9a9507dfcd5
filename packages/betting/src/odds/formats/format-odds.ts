import { compare, rational, roundScaled, type Rational } from '../../money/rational';
import { InvalidOddsError, ODDS_SCALE, oddsFromDecimal, type Odds } from '../odds';
import type { OddsCodec } from './codec';
import { decimalCodec, europeanCodec, hongKongCodec } from './decimal-codecs';
import { fractionalCodec } from './fractional-codec';
import type { OddsFormat } from './odds-format';
import { percentCodec } from './percent-codec';
import { americanCodec, indonesianCodec, malaysianCodec } from './signed-codecs';

const CODECS: Record<OddsFormat, OddsCodec> = {
  decimal: decimalCodec,
  european: europeanCodec,
  hong_kong: hongKongCodec,
  malaysian: malaysianCodec,
  american: americanCodec,
  indonesian: indonesianCodec,
  british: fractionalCodec,
  percent: percentCodec,
};

const exactPrice = (odds: Odds): Rational => rational(BigInt(odds), BigInt(ODDS_SCALE));

/** Shows a price given as Odds (integer thousandths) in a display format. */
export function formatOddsValue(odds: Odds, format: OddsFormat): string {
  return CODECS[format].display(exactPrice(odds));
}

/**
 * Shows a decimal price as it comes on the wire (2.35, at most 3 decimals) in a display format. Odds
 * values (thousandths) cannot be told from decimal prices at run time, so they go through formatOddsValue.
 */
export function formatOdds(decimalOdds: number, format: OddsFormat): string {
  return formatOddsValue(oddsFromDecimal(decimalOdds), format);
}

/** How far (in thousandths) parseOdds looks around the exact price for one that shows the same text. */
const SEARCH_RADIUS = 8;

/**
 * Reads a price typed or shown in a display format back to Odds. Exact formats give the exact price;
 * for rounded ones it returns the Odds nearest the exact value that shows as the same value, so
 * format -> parse -> format is stable. Throws InvalidOddsError for text that is not a price.
 */
export function parseOdds(text: string, format: OddsFormat): Odds {
  const codec = CODECS[format];
  const target = codec.price(text);
  if (!target || compare(target, rational(1n)) <= 0) throw new InvalidOddsError(text);
  const nearest = roundScaled(target, 3);
  const shown = codec.price(codec.display(target));
  for (let step = 0; step <= 2 * SEARCH_RADIUS; step++) {
    const delta = BigInt(step % 2 === 0 ? step / 2 : -(step + 1) / 2);
    const candidate = nearest + delta;
    if (candidate <= BigInt(ODDS_SCALE)) continue;
    const value = codec.price(codec.display(rational(candidate, BigInt(ODDS_SCALE))));
    if (value && shown && compare(value, shown) === 0) return Number(candidate) as Odds;
  }
  if (nearest <= BigInt(ODDS_SCALE) || nearest > BigInt(Number.MAX_SAFE_INTEGER))
    throw new InvalidOddsError(text);
  return Number(nearest) as Odds;
}
