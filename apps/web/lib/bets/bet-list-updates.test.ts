import { QueryClient } from '@tanstack/react-query';
import type { BetDto } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import type { BetPage } from './bets-api';
import { applyBetChanged, applyCashoutChanged, betsKey } from './bet-list-updates';

const money = (value: number) => ({ value, currency: 'EUR', subunits: 100 });
const bet = (id: string, over: Partial<BetDto> = {}): BetDto => ({
  id,
  type: 'single',
  ref: `B${id}`,
  status: 'submitted',
  stake: money(100),
  win_amount: null,
  odds: 2.35,
  selections: [
    {
      id: `${id}:0`,
      status: 'open',
      market: { id: 1, name: '1x2' },
      outcome: { id: '1', name: 'Home' },
      odds: 2.35,
      match: { id: 5, urn_id: 'sr:match:5', name: 'A - B', type: 'match' },
      specifier: '',
      provider: 'betradar',
      category_name: 'Spain',
    },
  ],
  created_at: '2026-11-21T19:00:00Z',
  result: 'no_results',
  to_cashout: money(95),
  bonus: null,
  system: null,
  used_in_jackpot: false,
  is_vip: false,
  potential_win_amount: money(235),
  ...over,
});

function clientWith(...bets: BetDto[]): QueryClient {
  const qc = new QueryClient();
  const page: BetPage = { data: bets, pagination: { total: bets.length, page: 1, limit: 10, last_page: 1 } };
  qc.setQueryData(betsKey('all', 'all', 1), page);
  return qc;
}
const list = (qc: QueryClient) => qc.getQueryData<BetPage>(betsKey('all', 'all', 1))!.data;

describe('my bets live updates (betting-core §4)', () => {
  it('a bet update replaces the bet and keeps selection data it leaves out', () => {
    const qc = clientWith(bet('1'), bet('2'));
    applyBetChanged(qc, bet('2', { status: 'done', result: 'win_entire', win_amount: money(235) }));
    expect(list(qc).map((b) => [b.id, b.result])).toEqual([
      ['1', 'no_results'],
      ['2', 'win_entire'],
    ]);
    expect(list(qc)[1]!.selections[0]!.outcome.name).toBe('Home');
  });

  it('a rejected VIP bet leaves the list; a rejected ordinary bet stays', () => {
    const qc = clientWith(bet('1'), bet('2'));
    applyBetChanged(qc, bet('1', { is_vip: true, status: 'rejected' }));
    applyBetChanged(qc, bet('2', { status: 'rejected' }));
    expect(list(qc).map((b) => [b.id, b.status])).toEqual([['2', 'rejected']]);
  });

  it('a cashout update sets to_cashout of that bet only', () => {
    const qc = clientWith(bet('1'), bet('2'));
    applyCashoutChanged(qc, '2', money(120));
    expect(list(qc).map((b) => b.to_cashout?.value)).toEqual([95, 120]);
    applyCashoutChanged(qc, '1', null);
    expect(list(qc)[0]!.to_cashout).toBeNull();
  });
});
