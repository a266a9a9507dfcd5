import { validateBets, type Currency, type ValidationBet, type ValidationResult } from '@slipstream/betting';
import type { PlaceBetInput, Settings } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import type { BetsDeps } from './bets-deps';
import { toBetLimits } from './limits';
import { resolveBets, throwProblems, type ResolvedBet } from './resolve-bets';
import { refKey } from './selection-quotes';

/**
 * Bets resolved at current prices and checked for everything but their stakes' size: ready for
 * `validateStakes`, which placement runs once and max stake runs for every stake it tries (SPEC.md VA19).
 */
export interface ResolvedRequest {
  bets: ResolvedBet[];
  /** Validates the bets with these stakes (minor units, per line for systems) against the slip's rules. */
  validate(stakes: readonly number[]): ValidationResult;
}

/**
 * Resolves a placement request under the player's settings (resolve-bets.ts: shapes, availability, prices,
 * bet builder) and makes the request-level checks that do not depend on the stake: the stake's subunits
 * agree with its currency (VA18), and, unless `allowBonuses` (placement, which checks them: SPEC.md BO8), no
 * bet names a bonus (max stake checks its own: BO10; edit bet takes none: BO11). Throws the first refusal in the order the API answers them.
 */
export async function resolveRequest(
  deps: BetsDeps,
  inputs: readonly PlaceBetInput[],
  settings: Settings,
  options: { allowBonuses?: boolean } = {},
): Promise<ResolvedRequest> {
  // A cluster follower out of step takes the prices the database has (issue 31: never a replaced price).
  await deps.prices.ensureCurrent(inputs.flatMap((b) => b.selections.map((s) => s.match_id)));
  const { bets, problems } = resolveBets(
    inputs,
    deps.prices,
    settings.auto_accept_odds_change,
    settings.custom_bet_allow_single,
  );
  const currencies = await deps.currencies(deps.clock.now());
  checkSubunits(inputs, currencies);
  if (!options.allowBonuses) refuseBonuses(inputs);
  throwProblems(problems);

  const providers = new Set(bets.flatMap((b) => b.selections.map((s) => s.quote.provider)));
  const context = {
    limits: toBetLimits(settings.bet_limits_settings),
    currencies,
    customBetAllowSingle: settings.custom_bet_allow_single,
    systemRestrictedProviders: [],
    providerStatuses: Object.fromEntries([...providers].map((p) => [p, deps.prices.providerActive(p)])),
    rates: deps.operator.currencies.exchange_rates.rates,
    config: deps.engine,
  };
  return {
    bets,
    validate: (stakes) =>
      validateBets(
        bets.map((b, i) => toValidationBet({ ...b, stake: stakes[i] ?? b.stake })),
        context,
      ),
  };
}

/** VA18: a stake stating its subunits must state its currency's: the amount means what the client says. */
function checkSubunits(inputs: readonly PlaceBetInput[], currencies: Record<string, Currency>): void {
  inputs.forEach((input, i) => {
    const { subunits, currency } = input.stake;
    const known = currencies[currency];
    if (subunits !== undefined && known && subunits !== known.subunits)
      throw new AppError('validation_failed', [
        { path: `bets.${i}.stake.subunits`, message: `must be ${known.subunits} for ${currency}` },
      ]);
  });
}

/**
 * VA21: where bonuses do not apply (resolving without the player: edit bet, BO11), a bet that names one is refused rather than
 * charged in cash: the player believes a free bet pays for it.
 */
function refuseBonuses(inputs: readonly PlaceBetInput[]): void {
  const withBonus = inputs.flatMap((input, i) => (input.bonus ? [i] : []));
  if (withBonus.length === 0) return;
  throw new AppError(
    'bonus_not_available',
    withBonus.map((i) => ({ bet_index: i, bonus_id: inputs[i]!.bonus!.id })),
    undefined,
    Object.fromEntries(
      withBonus.map((i) => [String(i), { localized_message: 'error.place_bets.bonus_not_available' }]),
    ),
  );
}

/** The §8 refusal for a failed validation: bet_rejected with one message per bet. */
export function rejection(validation: ValidationResult): AppError {
  const byBet: Record<string, { localized_message: string }> = {};
  for (const e of validation.errors) byBet[String(e.betIndex ?? 0)] ??= { localized_message: e.messageKey };
  return new AppError(
    'bet_rejected',
    validation.errors.map((e) => ({
      bet_index: e.betIndex,
      kind: e.kind,
      message_key: e.messageKey,
      limit: e.limit,
    })),
    undefined,
    byBet,
  );
}

function toValidationBet(bet: ResolvedBet): ValidationBet {
  return {
    type: bet.type,
    stake: bet.stake,
    currency: bet.currency,
    selections: bet.selections.map((s) => ({
      id: refKey(s.quote),
      matchId: String(s.quote.matchId),
      provider: s.quote.provider,
      odds: s.confirmed,
    })),
    system: bet.system,
    customOdds: bet.customOdds,
    // Once a bonus is attached, a combo boost's win is what the payout limit weighs (SPEC.md BO10).
    bonus: bet.bonus?.terms ?? null,
  };
}
