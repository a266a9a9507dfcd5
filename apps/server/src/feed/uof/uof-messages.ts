/**
 * The Unified Odds Feed's messages as this adapter reads them (the public UOF schema: odds_change, bet_stop,
 * bet_settlement, bet_cancel, rollback_bet_settlement, rollback_bet_cancel, fixture_change, alive,
 * snapshot_complete). Only the attributes the catalogue and the bets use are kept. Times are epoch ms.
 */
export interface UofMarketRef {
  id: number;
  /** The UOF specifier string as sent ("total=2.5", "hcp=-1|variant=…"), '' for none. */
  specifiers: string;
}

export interface UofOutcomeOdds {
  id: string;
  /** Exact decimal text as sent ("1.85"), or null when the outcome comes without a price. */
  odds: string | null;
  active: boolean;
}

export interface UofMarketOdds extends UofMarketRef {
  /** 1 active, 0 inactive, -1 suspended, -2 handed over, -3 settled, -4 cancelled. */
  status: number;
  favourite: boolean;
  outcomes: UofOutcomeOdds[];
}

export interface UofPeriodScore {
  number: number;
  type: string;
  home: number;
  away: number;
}

export interface UofEventStatus {
  /** 0 not started, 1 live, 2 suspended, 3 ended, 4 closed, 5 cancelled, 6 delayed, 7 interrupted, 8 postponed, 9 abandoned. */
  status: number;
  matchStatus: number | null;
  home: number | null;
  away: number | null;
  periods: UofPeriodScore[];
  /** "mm:ss" (or "mm") of match time, and whether the clock is stopped. */
  clock: { matchTime: string | null; stopped: boolean } | null;
}

export interface UofOutcomeResult {
  id: string;
  result: 0 | 1;
  /** Exact decimal text ("0", "0.5", "1"). */
  voidFactor: string;
  deadHeatFactor: string;
}

export interface UofMarketResult extends UofMarketRef {
  outcomes: UofOutcomeResult[];
}

interface Base {
  product: number;
  timestamp: number;
}

interface EventBase extends Base {
  /** The event's URN ("sr:match:12345"). */
  eventId: string;
  requestId: number | null;
}

export type UofMessage =
  | (EventBase & { kind: 'odds_change'; status: UofEventStatus | null; markets: UofMarketOdds[] })
  | (EventBase & { kind: 'bet_stop'; groups: string[]; marketStatus: number })
  | (EventBase & { kind: 'bet_settlement'; certainty: number; markets: UofMarketResult[] })
  | (EventBase & {
      kind: 'bet_cancel';
      startTime: number | null;
      endTime: number | null;
      /** Empty: every market of the event. */
      markets: UofMarketRef[];
    })
  | (EventBase & { kind: 'rollback_bet_settlement'; markets: UofMarketRef[] })
  | (EventBase & {
      kind: 'rollback_bet_cancel';
      startTime: number | null;
      endTime: number | null;
      markets: UofMarketRef[];
    })
  | (EventBase & { kind: 'fixture_change'; startTime: number | null; changeType: number | null })
  | (Base & { kind: 'alive'; subscribed: boolean })
  | (Base & { kind: 'snapshot_complete'; requestId: number });

export type UofMessageKind = UofMessage['kind'];

export const UOF_MESSAGE_KINDS: readonly UofMessageKind[] = [
  'odds_change',
  'bet_stop',
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
  'fixture_change',
  'alive',
  'snapshot_complete',
];

/** UOF products (producers) this adapter follows: 1 live odds, 3 pre-match (API.md "Real odds feed"). */
export const LIVE_PRODUCT = 1;
export const PREMATCH_PRODUCT = 3;
export const PRODUCTS = [LIVE_PRODUCT, PREMATCH_PRODUCT] as const;
export const PRODUCT_NAMES: Record<number, string> = {
  [LIVE_PRODUCT]: 'liveodds',
  [PREMATCH_PRODUCT]: 'pre',
};
