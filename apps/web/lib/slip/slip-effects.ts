import {
  PLACE_ERROR_CODES,
  type Odds,
  type PlaceErrorInput,
  type PlacedBetResult,
  type QuickBetEffect,
  type SlipEffect,
} from '@slipstream/betting';
import { pushAnalytics } from '../analytics/data-layer';
import { slipAnalyticsEvent } from '../analytics/slip-events';
import { placedBetResult, placeErrorInput } from '../bets/bet-wire';
import { placeWithRetry } from '../bets/place-with-retry';
import type { SportsbookClient } from '../bets/sportsbook-client';
import { refusedPrices } from './refused-prices';
import type { SlipBet } from '@slipstream/betting';

/** What the effect runner needs from the page: the API client, the device id and the UI hooks. */
export interface EffectHost {
  client(): SportsbookClient;
  /** The device id on its parent domain (EM10): loads the public suffix list at the first placement. */
  deviceId(): Promise<string>;
  newRequestId(): string;
  signInPrompt(): void;
  openCustomBetModal(): void;
  generalError(message: string | null): void;
  calculateCustomOdds(betIndex: number): void;
  moveToSlip(selections: Extract<QuickBetEffect, { type: 'moveToSlip' }>['selections']): void;
  /** The balance and my bets changed: refetch them. */
  betsPlaced(): void;
}

export interface PlacementCallbacks {
  success(placed: readonly PlacedBetResult[]): void;
  error(error: PlaceErrorInput): void;
  /** TS13: the book's prices of the selections a wrong-odds refusal named, by selection id. */
  reprice?(prices: ReadonlyMap<string, Odds>): void;
}

async function place(host: EffectHost, bets: readonly SlipBet[], quick: boolean, cb: PlacementCallbacks) {
  try {
    // One request id for the placement and its one retry when the outcome is unknown (issue 31).
    const answer = await placeWithRetry(host.client(), bets, {
      deviceId: await host.deviceId(),
      quick,
      requestId: host.newRequestId(),
    });
    cb.success(answer.data.map(placedBetResult));
    host.betsPlaced();
  } catch (err) {
    const error = placeErrorInput(err);
    cb.error(error);
    if (error.code === PLACE_ERROR_CODES.invalidOdds) {
      const prices = refusedPrices(error.details, bets);
      if (prices.size > 0) cb.reprice?.(prices);
    }
  }
}

/** Performs one slip effect (the reducer only records them, ST9). */
export function runSlipEffect(effect: SlipEffect, host: EffectHost, cb: PlacementCallbacks): void {
  switch (effect.type) {
    case 'track':
      pushAnalytics(slipAnalyticsEvent(effect));
      return;
    case 'signInPrompt':
      host.signInPrompt();
      return;
    case 'openCustomBetModal':
      host.openCustomBetModal();
      return;
    case 'placeBets':
      void place(host, effect.bets, false, cb);
      return;
    case 'generalError':
      host.generalError(effect.message);
      return;
    case 'calculateCustomOdds':
      host.calculateCustomOdds(effect.betIndex);
      return;
  }
}

export function runQuickBetEffect(effect: QuickBetEffect, host: EffectHost, cb: PlacementCallbacks): void {
  switch (effect.type) {
    case 'track':
      pushAnalytics(slipAnalyticsEvent(effect, true));
      return;
    case 'signInPrompt':
      host.signInPrompt();
      return;
    case 'placeBets':
      void place(host, effect.bets, true, cb);
      return;
    case 'generalError':
      host.generalError(effect.message);
      return;
    case 'moveToSlip':
      host.moveToSlip(effect.selections);
      return;
  }
}
