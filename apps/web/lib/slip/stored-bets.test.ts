import { createSlipState, slipReducer } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../site/site-config';
import { inCurrency } from './stored-bets';

const RATES = DEFAULT_OPERATOR_CONFIG.currencies.exchange_rates.rates;
import { selectionInputFixture } from './test-fixtures';

describe('stored bets in another currency (betting-core §4 restoring)', () => {
  const bet = () => {
    let s = createSlipState();
    s = slipReducer(s, { type: 'toggleSelection', selection: selectionInputFixture() });
    return slipReducer(s, { type: 'setStake', betIndex: 0, stake: 1000 }).bets[0]!;
  };

  it('[RS4] converts the stake at the operator default rates, rounded down, and marks it as sharing', () => {
    const usd = inCurrency(bet(), { code: 'USD', subunits: 100 }, RATES);
    // 10.00 EUR at EUR 1 / USD 0.92 = 10.869… USD → 10.86
    expect(usd).toMatchObject({ currency: 'USD', subunits: 100, stake: 1086, stakeSource: 'sharing' });
  });

  it('keeps a bet already in the currency, and zeroes a stake it cannot convert', () => {
    const b = bet();
    expect(inCurrency(b, { code: 'EUR', subunits: 100 }, RATES)).toBe(b);
    expect(inCurrency(b, { code: 'XYZ', subunits: 100 }, RATES).stake).toBe(0);
  });
});
