import type { Odds, OddsAcceptMode, SlipBet } from '@slipstream/betting';
import {
  flag,
  integer,
  nullable,
  list,
  oneOf,
  safeParse,
  shape,
  text,
  type Parsed,
} from '../storage/stored-shape';
import type { KeyValueStorage } from '../storage/preferences';

/**
 * What the slip keeps between page loads (betting-core §9, §3 "Bet slip panel"):
 * - session storage: the current bets and the panel (isOpen, activeTab);
 * - local storage: the ticket preferences (odds accept mode) and the quick bet (enabled, stake).
 * Every value is parsed by a versioned schema: a stale or tampered value is dropped, never trusted.
 */
export const SLIP_SESSION_KEY = 'slipstream.slip';
export const SLIP_LOCAL_KEY = 'slipstream.ticket';

const int = () => integer();
const odds = () => integer((n) => n > 1000);
const minor = () => integer((n) => n >= 0);

const selectionSchema = shape({
  id: text(),
  outcomeId: text(),
  outcomeName: text(),
  matchId: text(),
  matchUrnId: text(),
  matchSlug: text(),
  matchName: text(),
  matchStatus: oneOf(0, 1, 2, 3, 4, 5),
  marketId: text(),
  marketName: text(),
  marketGroup: nullable(text()),
  specifier: text(),
  sportKey: text(),
  sportType: oneOf('regular', 'cyber', 'premium_cricket'),
  nameA: text(),
  nameB: text(),
  categoryId: text(),
  categoryName: text(),
  categorySlug: text(),
  provider: text(),
  type: oneOf('match', 'stage', 'season', 'simple_tournament'),
  odds: odds(),
  acceptedOdds: odds(),
  initialOdds: odds(),
  active: flag,
  isSuspended: flag,
  isChanged: flag,
  isNotAvailable: flag,
});

const systemTypeSchema = shape({ winCount: int(), totalCount: int() });

const betSchema = shape({
  stake: minor(),
  currency: text(10),
  subunits: integer((n) => n > 0),
  betType: oneOf('single', 'combo', 'system', 'custom_bet'),
  customOdds: nullable(odds()),
  selections: list(selectionSchema, 1, 50),
  systemType: nullable(systemTypeSchema),
  stakeSource: oneOf('manual', 'potential_win', 'sharing', 'freebet'),
});

export const SLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type SlipTab = (typeof SLIP_TABS)[number];

export interface PanelState {
  readonly isOpen: boolean;
  readonly activeTab: SlipTab;
}

const sessionSchema = shape({
  version: oneOf(1),
  bets: list(betSchema, 0, 20),
  panel: shape({ isOpen: flag, activeTab: oneOf(...SLIP_TABS) }),
});

const localSchema = shape({
  version: oneOf(1),
  oddsAcceptMode: nullable(oneOf('none', 'higher', 'any')),
  quickBet: shape({ isEnabled: flag, stake: minor() }),
});

export interface StoredSlip {
  readonly bets: readonly SlipBet[];
  readonly panel: PanelState;
}

export interface StoredTicketPrefs {
  /** The player's own choice; null follows the operator setting. */
  readonly oddsAcceptMode: OddsAcceptMode | null;
  readonly quickBet: { readonly isEnabled: boolean; readonly stake: number };
}

export const EMPTY_SLIP: StoredSlip = { bets: [], panel: { isOpen: false, activeTab: 'BET_SLIP' } };
export const DEFAULT_TICKET_PREFS: StoredTicketPrefs = {
  oddsAcceptMode: null,
  quickBet: { isEnabled: false, stake: 0 },
};

function readJson(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage (private mode, embedded frames): the slip lives for this page only.
  }
}

/** Stored bets come back as full slip bets: the fields that are per-placement or personal start empty. */
function reviveBet(b: Parsed<typeof betSchema>): SlipBet {
  return {
    ...b,
    customOdds: b.customOdds as Odds | null,
    selections: b.selections.map((s) => ({
      ...s,
      odds: s.odds as Odds,
      acceptedOdds: s.acceptedOdds as Odds,
      initialOdds: s.initialOdds as Odds,
    })),
    availableBonuses: [],
    bonus: null,
    betId: null,
    status: null,
    isVip: false,
    bonusOdds: null,
    freebetStake: null,
    jackpots: [],
  };
}

export function readStoredSlip(storage: KeyValueStorage | undefined): StoredSlip {
  const parsed = safeParse(sessionSchema, readJson(storage, SLIP_SESSION_KEY));
  if (!parsed.success) return EMPTY_SLIP;
  return { bets: parsed.data.bets.map(reviveBet), panel: parsed.data.panel };
}

export function writeStoredSlip(storage: KeyValueStorage | undefined, slip: StoredSlip): void {
  const bets = slip.bets.map((b) => ({
    stake: b.stake,
    currency: b.currency,
    subunits: b.subunits,
    betType: b.betType,
    customOdds: b.customOdds,
    selections: b.selections,
    systemType: b.systemType,
    // A free bet is personal and not kept (RS6); its stake goes back to a plain one.
    stakeSource: b.stakeSource === 'freebet' ? 'manual' : b.stakeSource,
  }));
  writeJson(storage, SLIP_SESSION_KEY, { version: 1, bets, panel: slip.panel });
}

export function readTicketPrefs(storage: KeyValueStorage | undefined): StoredTicketPrefs {
  const parsed = safeParse(localSchema, readJson(storage, SLIP_LOCAL_KEY));
  if (!parsed.success) return DEFAULT_TICKET_PREFS;
  return { oddsAcceptMode: parsed.data.oddsAcceptMode, quickBet: parsed.data.quickBet };
}

export function writeTicketPrefs(storage: KeyValueStorage | undefined, prefs: StoredTicketPrefs): void {
  writeJson(storage, SLIP_LOCAL_KEY, { version: 1, ...prefs });
}
