import type { Currency, EngineConfig } from '@slipstream/betting';
import { userChannel, type BetDto } from '@slipstream/contract';
import type { OperatorConfig } from '@slipstream/contract/operator';
import type { FastifyBaseLogger } from 'fastify';
import type { PriceSource } from '../catalogue/price-source';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Publisher, PushPublication } from '../push/publisher';
import type { StoredBet } from './bet-model';
import { localiseBetDto } from './bet-names';
import { nameLocale, type NameLocale } from '../sim/names/localise-names';
import type { WalletService } from '../wallet/wallet-service';

/** A bet-builder market of a match, as the catalogue lists it (for the calculate answer's Markets). */
export interface CustomMarketListing {
  marketId: number;
  specifier: string;
  outcomeIds: string[];
}

/** What every part of the bets module is built from. */
export interface BetsDeps {
  db: Db;
  clock: Clock;
  prices: PriceSource;
  wallet: WalletService;
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  engine: EngineConfig;
  /** The operator's configuration: settings defaults, rates (SPEC.md OP2). */
  operator: OperatorConfig;
  currencies(now: number): Promise<Record<string, Currency>>;
  customMarkets(matchId: number): CustomMarketListing[];
  log: FastifyBaseLogger;
  /** Called after COMMIT for every bet settlement moved to done (the notifications module queues a notice). */
  onBetSettled?: (bet: StoredBet) => void;
  /**
   * Called after a placement commits, before it is answered (the hunting bonuses' farming), with whether the
   * player held an active bonus when it committed.
   */
  onBetsPlaced: readonly ((bets: StoredBet[], placement: { activeBonus: boolean }) => Promise<void>)[];
  /**
   * Called after a settlement commits, for each bet it moved to done (the promotions' farming: a bet counts when
   * it settles, HT5); a listener's failure is logged, never the settlement's.
   */
  onBetsSettled: readonly ((bet: StoredBet) => Promise<void>)[];
}

/** Publishes to the player's private channel in each language it is subscribed in, after the change has committed. */
export async function publishToPlayer(
  deps: BetsDeps,
  playerId: number,
  publication: PushPublication,
): Promise<void> {
  for (const lang of await deps.playerLanguages(playerId)) {
    try {
      await deps.publisher.publish(userChannel(lang, playerId), inLanguage(publication, nameLocale(lang)));
    } catch (err) {
      // The bet has committed; a lost push is repaired by the client's next GET /bets.
      deps.log.warn({ err }, 'bet event publish failed');
    }
  }
}

/** A bet event in a locale's names language (LC9): each locale's channel reads market and outcome names in its own. */
function inLanguage(publication: PushPublication, lang: NameLocale): PushPublication {
  const data = publication.data as { selections?: unknown } | null;
  if (lang === 'en' || publication.event !== 'bet_changed' || !data || !Array.isArray(data.selections))
    return publication;
  return { ...publication, data: localiseBetDto(publication.data as BetDto, lang) };
}
