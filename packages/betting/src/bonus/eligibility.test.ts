import { describe, expect, it } from 'vitest';
import { oddsFromDecimal, type Odds } from '../odds/odds';
import { bonusEligibility, type BonusConditions, type EligibilitySelection } from './eligibility';

const o = (d: string): Odds => oddsFromDecimal(d);
const pick = (odds: string, extra: Partial<EligibilitySelection> = {}): EligibilitySelection => ({
  odds: o(odds),
  matchStatus: 0,
  sportKey: 'soccer',
  categoryId: 1,
  tournamentId: 10,
  matchId: 100,
  ...extra,
});
const base: BonusConditions = {
  type: 'freebet_all_win',
  minOdds: null,
  maxOdds: null,
  selectionCountFrom: null,
  selectionCountTo: null,
  matchStatus: null,
  ranges: [],
  countryCodes: [],
  onlyVerified: false,
  eventConditions: [],
};
const player = { countryCode: 'DE', verified: false };

describe('bonusEligibility', () => {
  const boost: BonusConditions = {
    ...base,
    type: 'comboboost',
    minOdds: o('1.2'),
    ranges: [{ minCount: 3, maxCount: null, bonusOdds: o('1.05') }],
  };

  it('[BO7] combo boost: combos of a range count, every leg at least min odds', () => {
    const three = [pick('1.5'), pick('2'), pick('1.3', { matchId: 101 })];
    expect(bonusEligibility(boost, { type: 'combo', selections: three }, player)).toEqual({
      ok: true,
      bonusOdds: 1050,
    });
    expect(bonusEligibility(boost, { type: 'combo', selections: three.slice(0, 2) }, player)).toEqual({
      ok: false,
      reason: 'selection_count',
    });
    expect(bonusEligibility(boost, { type: 'system', selections: three }, player)).toMatchObject({
      reason: 'bet_type',
    });
    const low = [pick('1.5'), pick('2'), pick('1.19')];
    expect(bonusEligibility(boost, { type: 'combo', selections: low }, player)).toMatchObject({
      reason: 'min_odds',
    });
  });

  it('[BO7] free bet: total odds bounds exactly, counts, match status', () => {
    const fb = {
      ...base,
      minOdds: o('1.5'),
      maxOdds: o('10'),
      selectionCountFrom: 1,
      selectionCountTo: 2,
      matchStatus: 'prematch' as const,
    };
    expect(bonusEligibility(fb, { type: 'single', selections: [pick('1.5')] }, player).ok).toBe(true);
    expect(bonusEligibility(fb, { type: 'single', selections: [pick('1.499')] }, player)).toMatchObject({
      reason: 'min_odds',
    });
    // 1.225 × 1.225 = 1.500625 >= 1.5: the exact product counts, not a rounded one.
    expect(
      bonusEligibility(fb, { type: 'combo', selections: [pick('1.225'), pick('1.225')] }, player).ok,
    ).toBe(true);
    expect(bonusEligibility(fb, { type: 'single', selections: [pick('10.001')] }, player)).toMatchObject({
      reason: 'max_odds',
    });
    expect(
      bonusEligibility(fb, { type: 'combo', selections: [pick('2'), pick('2'), pick('2')] }, player),
    ).toMatchObject({
      reason: 'selection_count',
    });
    expect(
      bonusEligibility(fb, { type: 'single', selections: [pick('2', { matchStatus: 1 })] }, player),
    ).toMatchObject({
      reason: 'match_status',
    });
    expect(bonusEligibility(fb, { type: 'custom_bet', selections: [pick('2')] }, player)).toMatchObject({
      reason: 'bet_type',
    });
  });

  it('[BO7] country codes, only verified and event conditions', () => {
    const single = { type: 'single' as const, selections: [pick('2')] };
    expect(bonusEligibility({ ...base, countryCodes: ['FR'] }, single, player)).toMatchObject({
      reason: 'country',
    });
    expect(bonusEligibility({ ...base, countryCodes: ['DE'] }, single, player).ok).toBe(true);
    expect(bonusEligibility({ ...base, onlyVerified: true }, single, player)).toMatchObject({
      reason: 'not_verified',
    });
    expect(bonusEligibility({ ...base, onlyVerified: true }, single, { ...player, verified: true }).ok).toBe(
      true,
    );
    expect(
      bonusEligibility({ ...base, eventConditions: [{ sportKey: 'tennis' }] }, single, player),
    ).toMatchObject({
      reason: 'event',
    });
    expect(bonusEligibility({ ...base, eventConditions: [{ tournamentId: 10 }] }, single, player).ok).toBe(
      true,
    );
  });
});
