import type { BonusDto } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { shownOnPromotions } from './bonus-rules';

/** Only the fields shownOnPromotions reads: the type and, for the farming types, the campaign's flag. */
const bonus = (fields: { type: string; show_in_promotion?: boolean }) => fields as unknown as BonusDto;

describe('shownOnPromotions', () => {
  it('[WB10] a hunt, tournament or loot box whose campaign says show_in_promotion: false stays off the page', () => {
    for (const type of ['hunting', 'tournament', 'lootbox']) {
      expect(shownOnPromotions(bonus({ type, show_in_promotion: false }))).toBe(false);
      expect(shownOnPromotions(bonus({ type, show_in_promotion: true }))).toBe(true);
    }
  });

  it('[WB10] the types that carry no flag are always shown', () => {
    for (const type of ['freebet', 'freebet_only_win', 'comboboost', 'ambFreebet'])
      expect(shownOnPromotions(bonus({ type }))).toBe(true);
  });
});
