import type { Odds, OddsAcceptMode, SlipBet } from '@slipstream/betting';
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../storage/preferences';

/**
 * What the slip keeps between page loads (betting-core §9, §3 "Bet slip panel"):
 * - session storage: the current bets and the panel (isOpen, activeTab);
 * - local storage: the ticket preferences (odds accept mode) and the quick bet (enabled, stake).
 * Every value is parsed by a versioned schema: a stale or tampered value is dropped, never trusted.
 */
export const SLIP_SESSION_KEY = 'slipstream.slip';
export const SLIP_LOCAL_KEY = 'slipstream.ticket';

const int = () => z.number().check(z.int());
const odds = () => int().check(z.gt(1000));
const minor = () => int().check(z.nonnegative());

const selectionSchema = z.object({
  id: z.string(),
  outcomeId: z.string(),
  outcomeName: z.string(),
  matchId: z.string(),
  matchUrnId: z.string(),
  matchSlug: z.string(),
  matchName: z.string(),
  matchStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  marketId: z.string(),
  marketName: z.string(),
  marketGroup: z.nullable(z.string()),
  specifier: z.string(),
  sportKey: z.string(),
  sportType: z.enum(['regular', 'cyber', 'premium_cricket']),
  nameA: z.string(),
  nameB: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  categorySlug: z.string(),
  provider: z.string(),
  type: z.enum(['match', 'stage', 'season', 'simple_tournament']),
  odds: odds(),
  acceptedOdds: odds(),
  initialOdds: odds(),
  active: z.boolean(),
  isSuspended: z.boolean(),
  isChanged: z.boolean(),
  isNotAvailable: z.boolean(),
});

const systemTypeSchema = z.object({ winCount: int(), totalCount: int() });

const betSchema = z.object({
  stake: minor(),
  currency: z.string().check(z.maxLength(10)),
  subunits: int().check(z.positive()),
  betType: z.enum(['single', 'combo', 'system', 'custom_bet']),
  customOdds: z.nullable(odds()),
  selections: z.array(selectionSchema).check(z.minLength(1), z.maxLength(50)),
  systemType: z.nullable(systemTypeSchema),
  stakeSource: z.enum(['manual', 'potential_win', 'sharing', 'freebet']),
});

export const SLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type SlipTab = (typeof SLIP_TABS)[number];

export interface PanelState {
  readonly isOpen: boolean;
  readonly activeTab: SlipTab;
}

const sessionSchema = z.object({
  version: z.literal(1),
  bets: z.array(betSchema).check(z.maxLength(20)),
  panel: z.object({ isOpen: z.boolean(), activeTab: z.enum(SLIP_TABS) }),
});

const localSchema = z.object({
  version: z.literal(1),
  oddsAcceptMode: z.nullable(z.enum(['none', 'higher', 'any'])),
  quickBet: z.object({ isEnabled: z.boolean(), stake: minor() }),
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
function reviveBet(b: z.infer<typeof betSchema>): SlipBet {
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
  const parsed = sessionSchema.safeParse(readJson(storage, SLIP_SESSION_KEY));
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
  const parsed = localSchema.safeParse(readJson(storage, SLIP_LOCAL_KEY));
  if (!parsed.success) return DEFAULT_TICKET_PREFS;
  return { oddsAcceptMode: parsed.data.oddsAcceptMode, quickBet: parsed.data.quickBet };
}

export function writeTicketPrefs(storage: KeyValueStorage | undefined, prefs: StoredTicketPrefs): void {
  writeJson(storage, SLIP_LOCAL_KEY, { version: 1, ...prefs });
}
