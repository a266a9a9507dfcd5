import type { BetDto } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import type { StoredBet } from './bet-model';
import { localiseBetDto, localiseStoredBet } from './bet-names';

const selection = {
  position: 0,
  matchId: 1,
  marketId: 1,
  specifier: '',
  outcomeId: '2',
  odds: 3_200,
  provider: 'sim',
  status: 'open',
  matchName: 'Lions - Tigers',
  matchUrnId: 'sr:match:1',
  marketName: 'Double chance',
  outcomeName: 'draw',
  categoryName: 'England',
  matchType: 'match',
} as unknown as StoredBet['selections'][number];

describe('bet names in the asker language', () => {
  it('[LC9] a stored bet reads its market and outcome names in German (lines with the decimal comma, LC8); team names stay; English is untouched', () => {
    const bet = {
      selections: [
        selection,
        { ...selection, outcomeId: '12', outcomeName: 'over 2.5', marketName: 'Total 2.5' },
      ],
    } as StoredBet;
    const de = localiseStoredBet(bet, 'de');
    expect(de.selections.map((s) => [s.marketName, s.outcomeName, s.matchName])).toEqual([
      ['Doppelte Chance', 'Unentschieden', 'Lions - Tigers'],
      ['Gesamt 2,5', 'Über 2,5', 'Lions - Tigers'],
    ]);
    expect(localiseStoredBet(bet, 'en')).toBe(bet);
  });

  it('[LC9] a bet on the wire (the push to each locale channel) the same way', () => {
    const dto = {
      selections: [
        {
          match: { id: 7, urn_id: 'sr:match:7', name: 'Lions - Tigers', type: 'match' },
          market: { id: 1, name: 'Winner' },
          outcome: { id: '1', name: 'Lions' },
        },
      ],
    } as unknown as BetDto;
    const ar = localiseBetDto(dto, 'ar');
    expect(ar.selections[0]!.outcome.name).toBe('Lions');
    expect(ar.selections[0]!.market.name).not.toBe('Winner');
    expect(ar.selections[0]!.match.name).toBe('Lions - Tigers');
  });

  it("[LC16] a bet on a race keeps the race's name in the asker's language", () => {
    const dto = {
      selections: [
        {
          match: { id: 8, urn_id: 'sr:stage:8', name: 'Galway Races 14:15 race', type: 'stage' },
          market: { id: 1, name: 'Galway Races 14:15 race - winner' },
          outcome: { id: 'sr:competitor:1', name: 'Silver Arrow' },
        },
      ],
    } as unknown as BetDto;
    const de = localiseBetDto(dto, 'de').selections[0]!;
    expect([de.match.name, de.market.name, de.outcome.name]).toEqual([
      'Galway Races 14:15 Rennen',
      'Galway Races 14:15 Rennen - Sieger',
      'Silver Arrow',
    ]);
  });
});
