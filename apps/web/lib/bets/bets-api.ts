import { BET_LIST_FILTER_STATUSES, type SlipBet, type SharedBet } from '@slipstream/betting';
import type { BetDto, EditBetDto, PlaceBetInput } from '@slipstream/contract';
import { newRequestId, sendOnceMore } from '../auth/send-once-more';
import { toPlaceBetInput } from './bet-wire';
import { BETS_BASE, type SportsbookClient } from './sportsbook-client';
import { pushAnalytics, type AnalyticsEvent } from '../analytics/data-layer';
import { autoCashoutEvent, cashoutEvent, shareCodeEvent } from '../analytics/betting-events';

/** Pushes a betting event once the call has succeeded (SPEC.md EM9), passing its answer on. */
const tracked =
  (event: AnalyticsEvent) =>
  <T>(answer: T): T => {
    pushAnalytics(event);
    return answer;
  };

export interface PlaceMeta {
  readonly deviceId: string;
  readonly quick: boolean;
  readonly requestId: string;
}

export interface BetPage {
  readonly data: BetDto[];
  readonly pagination: { total: number; page: number; limit: number; last_page: number };
}

/** POST /bets/edit (SPEC.md CO9). */
export interface EditBetRequest {
  readonly bet_id: string;
  readonly to_cashout: number;
  readonly bet: PlaceBetInput;
  readonly dry_run: boolean;
}

export type BetListStatus = 'all' | 'open' | 'settled';
export type BetResultFilter = 'all' | 'win' | 'lose' | 'refund';

export const betsApi = {
  place(client: SportsbookClient, bets: readonly SlipBet[], meta: PlaceMeta) {
    return client.call<{ data: BetDto[]; warnings: Record<string, string[]> }>(BETS_BASE, {
      method: 'POST',
      body: {
        meta: {
          device_id: meta.deviceId,
          quick: meta.quick,
          type: meta.quick ? 'quick' : 'slip',
          locale: client.locale,
          request_id: meta.requestId,
        },
        bets: bets.map(toPlaceBetInput),
      },
    });
  },
  list(
    client: SportsbookClient,
    q: { status: BetListStatus; result: BetResultFilter; page: number; limit: number },
    signal?: AbortSignal,
  ) {
    const params = new URLSearchParams({
      // §7: the list of bet statuses the filter stands for (BS1).
      status: BET_LIST_FILTER_STATUSES[q.status].join(','),
      result: q.result,
      page: String(q.page),
      limit: String(q.limit),
    });
    return client.call<BetPage>(`${BETS_BASE}?${params}`, { signal });
  },
  /** Cashout at the offer shown; sent once more with the same request id when its outcome is unknown (issue 31). */
  cashout(client: SportsbookClient, betId: string, toCashout: number, requestId = newRequestId()) {
    return sendOnceMore(() =>
      client.call<{ data: BetDto }>(`${BETS_BASE}/cashout`, {
        method: 'POST',
        body: { bet_id: betId, to_cashout: toCashout },
        idempotencyKey: requestId,
      }),
    ).then(tracked(cashoutEvent(betId, toCashout, false)));
  },
  /** Partial cashout (SPEC.md CO7): `amount` of the offer `toCashout` the player saw; retried as `cashout`. */
  cashoutPart(
    client: SportsbookClient,
    betId: string,
    toCashout: number,
    amount: number,
    requestId = newRequestId(),
  ) {
    return sendOnceMore(() =>
      client.call<{ data: BetDto }>(`${BETS_BASE}/cashout`, {
        method: 'POST',
        body: { bet_id: betId, to_cashout: toCashout, amount },
        idempotencyKey: requestId,
      }),
    ).then(tracked(cashoutEvent(betId, amount, true)));
  },
  /**
   * Edit bet (SPEC.md CO9): `dryRun` prices the edit, otherwise it replaces the bet, sent once more with the same
   * request id when its outcome is unknown (issue 31).
   */
  editBet(client: SportsbookClient, body: EditBetRequest, requestId = newRequestId()) {
    const send = () =>
      client.call<EditBetDto>(`${BETS_BASE}/edit`, { method: 'POST', body, idempotencyKey: requestId });
    return body.dry_run ? send() : sendOnceMore(send);
  },
  /** Automatic cashout (SPEC.md CO8): the target in minor units, null to remove it. */
  autoCashout(client: SportsbookClient, betId: string, target: number | null) {
    return client
      .call<{ data: BetDto }>(`${BETS_BASE}/auto-cashout`, {
        method: 'POST',
        body: { bet_id: betId, target },
      })
      .then(tracked(autoCashoutEvent(betId, target)));
  },
  createShareCode(client: SportsbookClient, bets: readonly SharedBet[]) {
    return client
      .call<{ code: string }>(`${BETS_BASE}/share-code`, { method: 'POST', body: { bets } })
      .then((answer) => tracked(shareCodeEvent('created', answer.code, bets.length))(answer));
  },
  getShareCode(client: SportsbookClient, code: string) {
    return client
      .call<{ code: string; bets: RestoredSharedBet[] }>(
        `${BETS_BASE}/share-code?code=${encodeURIComponent(code)}`,
      )
      .then((answer) => tracked(shareCodeEvent('opened', answer.code, answer.bets.length))(answer));
  },
  customMarkets(client: SportsbookClient, matchId: string, signal?: AbortSignal) {
    return client.call<{ match_id: number; data: CustomMarketWire[] }>(
      `${BETS_BASE}/custom/markets/${matchId}`,
      {
        signal,
      },
    );
  },
  customCalculate(client: SportsbookClient, selections: readonly CustomPick[], signal?: AbortSignal) {
    return client.call<CustomCalculateAnswer>(`${BETS_BASE}/custom/calculate`, {
      method: 'POST',
      body: { bets: [{ selections: selections.map(customSelectionWire) }] },
      signal,
    });
  },
};

export interface RestoredSharedBet extends Omit<SharedBet, 'selections' | 'freebetStake'> {
  readonly freebetStake: null;
  readonly selections: (SharedBet['selections'][number] & {
    readonly isSuspended: boolean;
    readonly isNotAvailable: boolean;
  })[];
}

export interface CustomMarketWire {
  match_id: number;
  id: number;
  name: string;
  status: number;
  specifier: string;
  outcomes: { id: string; name: string; active: boolean; odds: number }[];
  custom_bet_groups: string[];
  provider: string;
}

export interface CustomPick {
  readonly matchId: string;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

export interface CustomCalculateAnswer {
  Odds: number;
  Markets: {
    ID: number;
    Specifiers: string;
    Conflict: boolean;
    Outcomes: { ID: string; Conflict: boolean }[];
  }[];
}

const customSelectionWire = (p: CustomPick) => ({
  match_id: Number(p.matchId),
  market_id: p.marketId,
  specifier: p.specifier,
  outcome_id: p.outcomeId,
});
