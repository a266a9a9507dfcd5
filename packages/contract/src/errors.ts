import { z } from 'zod';

/**
 * The one error catalogue. Every error the API returns is an entry here: its HTTP status, the `code`
 * sent on the wire (numbers where the spec fixes them: 101, 114, 118, 120) and a default message.
 * Message keys for the UI live in `messageKey` where the spec names one.
 */
export interface ErrorSpec {
  readonly status: number;
  readonly code: number | string;
  readonly message: string;
  readonly messageKey?: string;
}

export const ERRORS = {
  // Generic request errors
  bad_request: { status: 400, code: 'bad_request', message: 'The request is malformed' },
  validation_failed: { status: 400, code: 'validation_failed', message: 'The request has invalid fields' },
  unauthorized: { status: 401, code: 'unauthorized', message: 'Sign in to continue' },
  forbidden: { status: 403, code: 'forbidden', message: 'You may not do this' },
  not_found: { status: 404, code: 'not_found', message: 'Not found' },
  method_not_allowed: { status: 405, code: 'method_not_allowed', message: 'Method not allowed' },
  conflict: { status: 409, code: 'conflict', message: 'The request conflicts with the current state' },
  payload_too_large: { status: 413, code: 'payload_too_large', message: 'The request body is too large' },
  unsupported_media_type: { status: 415, code: 'unsupported_media_type', message: 'Send JSON' },
  rate_limited: { status: 429, code: 'rate_limited', message: 'Too many requests, try again later' },
  quota_reached: {
    status: 409,
    code: 'quota_reached',
    message: 'You have stored as many of these as an account may',
  },
  internal: { status: 500, code: 'internal', message: 'Something went wrong on our side' },
  unavailable: { status: 503, code: 'unavailable', message: 'The service is starting or unavailable' },
  server_busy: { status: 503, code: 'server_busy', message: 'The server is busy, try again in a moment' },
  // [catalogue] entries owned by the catalogue/feed module
  match_not_found: { status: 404, code: 'match_not_found', message: 'No such match' },
  feed_not_leader: {
    status: 409,
    code: 'feed_not_leader',
    message: 'Feed control goes to the node that leads the feed',
  },
  category_not_found: { status: 404, code: 'category_not_found', message: 'No such category' },
  tournament_not_found: { status: 404, code: 'tournament_not_found', message: 'No such tournament' },
  market_not_found: { status: 404, code: 'market_not_found', message: 'No such market or outcome' },
  media_not_available: {
    status: 404,
    code: 'media_not_available',
    message: 'This match has no video or statistics',
  },
  search_query_invalid: {
    status: 400,
    code: 'search_query_invalid',
    message: 'Search for 3 to 50 characters',
  },
  // [push] entries owned by the push module
  push_channel_forbidden: {
    status: 403,
    code: 'push_channel_forbidden',
    message: 'A subscription token is issued only for your own private channel',
  },
  // [platform] entries owned by accounts, sessions and wallet
  sign_in_disabled: {
    status: 403,
    code: 'sign_in_disabled',
    message: 'Signing in is not available on this site',
  },
  sign_up_disabled: {
    status: 403,
    code: 'sign_up_disabled',
    message: 'Signing up is not available on this site',
  },
  country_blocked: {
    status: 403,
    code: 'country_blocked',
    message: 'This is not available in your country',
  },
  invalid_credentials: { status: 401, code: 'invalid_credentials', message: 'Wrong e-mail or password' },
  sign_in_rate_limited: {
    status: 429,
    code: 'sign_in_rate_limited',
    message: 'Too many sign-in attempts, try again later',
  },
  account_locked: {
    status: 403,
    code: 'account_locked',
    message: 'The account is locked: follow the unlock link we e-mailed you',
  },
  email_taken: { status: 409, code: 'email_taken', message: 'An account with this e-mail already exists' },
  invalid_token: { status: 400, code: 'invalid_token', message: 'The link is invalid or has expired' },
  csrf_failed: { status: 403, code: 'csrf_failed', message: 'The request is missing its CSRF token' },
  session_limit_reached: { status: 403, code: 'session_limit_reached', message: 'User is out of limit' },
  user_limit_reached: {
    status: 403,
    code: 'user_limit_reached',
    message: 'This would go past one of your limits',
  },
  activity_limit_reached: {
    status: 401,
    code: 'activity_limit_reached',
    message: 'The activity limit for this period is reached',
  },
  self_excluded: {
    status: 403,
    code: 'self_excluded',
    message:
      'You are taking a break or have excluded yourself: betting and deposits are closed until it ends',
  },
  unknown_currency: { status: 400, code: 'unknown_currency', message: 'This currency is not offered' },
  account_exists: {
    status: 409,
    code: 'account_exists',
    message: 'You already have an account in this currency',
  },
  account_not_found: {
    status: 404,
    code: 'account_not_found',
    message: 'You have no account in this currency',
  },
  insufficient_funds: { status: 400, code: 'insufficient_funds', message: 'Not enough money on the account' },
  idempotency_conflict: {
    status: 409,
    code: 'idempotency_conflict',
    message: 'This idempotency key was already used for a different operation',
  },
  /** The database's answer to a bet's commit was lost (issue 31): it may or may not be placed; a retry with the same key is safe. */
  bet_outcome_unknown: {
    status: 503,
    code: 'bet_outcome_unknown',
    message:
      'We could not confirm whether your bet was placed: retry with the same Idempotency-Key, or check My bets',
  },
  /**
   * The database's answer to a write was lost (issue 31): a cashout, a deposit or another write may or may not
   * have happened; a retry with the same Idempotency-Key answers what happened, once. details.request_id.
   */
  outcome_unknown: {
    status: 503,
    code: 'outcome_unknown',
    message:
      'We could not confirm whether this went through: retry with the same Idempotency-Key, or check your bets and balance',
  },
  amount_out_of_range: {
    status: 400,
    code: 'amount_out_of_range',
    message: 'The amount is outside the allowed range',
  },
  phone_not_set: { status: 400, code: 'phone_not_set', message: 'Add a phone number first' },
  phone_code_invalid: {
    status: 400,
    code: 'phone_code_invalid',
    message: 'The verification code is wrong or expired',
  },
  phone_resend_too_soon: {
    status: 429,
    code: 'phone_resend_too_soon',
    message: 'Wait a moment before asking for another code',
  },
  sms_limit_reached: { status: 429, code: 'sms_limit_reached', message: 'Too many codes sent today' },
  current_password_invalid: {
    status: 400,
    code: 'current_password_invalid',
    message: 'The current password is wrong',
  },
  deposit_already_completed: {
    status: 409,
    code: 'deposit_already_completed',
    message: 'This deposit is already completed',
  },
  // [bets] entries owned by bets, cashout, share codes and custom bets
  // Numeric codes as betting-core §5/§8 name them (their literal values are "not shown"; see SPEC.md VA15).
  invalid_odds: {
    status: 409,
    code: 101,
    message: 'The odds have changed',
    messageKey: 'error.place_bets.invalid_odds',
  },
  invalid_odds_custom_bet: {
    status: 409,
    code: 120,
    message: 'The bet builder cannot price these selections',
    messageKey: 'error.place_bets.invalid_odds_custom_bet',
  },
  pve_player_bet_forbidden: {
    status: 403,
    code: 114,
    message: 'Betting is not available for this account',
    messageKey: 'error.platform.pve_player_bet_forbidden',
  },
  player_bet_forbidden: {
    status: 403,
    code: 'spamf_player_bet_forbidden',
    message: 'The account status does not allow betting',
    messageKey: 'error.platform.spamf_player_bet_forbidden',
  },
  bet_rejected: {
    status: 422,
    code: 'bet_rejected',
    message: 'A bet breaks a betting rule or limit',
    messageKey: 'error.place_bets.default',
  },
  selection_unavailable: {
    status: 409,
    code: 'selection_unavailable',
    message: 'A selection is suspended or no longer available',
    messageKey: 'error.place_bets.default',
  },
  bonus_not_available: {
    status: 422,
    code: 'bonus_not_available',
    message: 'This bonus cannot be used on this bet',
    messageKey: 'error.place_bets.bonus_not_available',
  },
  bonus_not_found: {
    status: 422,
    code: 'bonus_not_found',
    message: 'You have no such bonus',
    messageKey: 'error.place_bets.bonus_not_found',
  },
  bonus_not_eligible: {
    status: 422,
    code: 'bonus_not_eligible',
    message: 'This bet does not meet the bonus conditions',
    messageKey: 'error.place_bets.bonus_not_eligible',
  },
  bonus_mismatch: {
    status: 422,
    code: 'bonus_mismatch',
    message: 'The bonus on this bet has changed: check its stake and odds',
    messageKey: 'error.place_bets.bonus_mismatch',
  },
  bet_not_found: { status: 404, code: 'bet_not_found', message: 'No such bet' },
  cashout_unavailable: {
    status: 409,
    code: 'cashout_unavailable',
    message: 'This bet cannot be cashed out now',
  },
  cashout_offer_changed: {
    status: 409,
    code: 'cashout_offer_changed',
    message: 'The cashout offer has changed',
  },
  cashout_amount_out_of_range: {
    status: 422,
    code: 'cashout_amount_out_of_range',
    message: 'This amount cannot be cashed out from this bet',
  },
  auto_cashout_target_reached: {
    status: 422,
    code: 'auto_cashout_target_reached',
    message: 'The automatic cashout target must be above the current offer',
  },
  max_stake_unsupported: {
    status: 422,
    code: 'max_stake_unsupported',
    message: 'Max stake is not available for these selections',
  },
  share_code_not_found: { status: 404, code: 'share_code_not_found', message: 'No bets for this code' },
  // [bonuses] entries owned by the bonus module
  promo_code_invalid: { status: 404, code: 'promo_code_invalid', message: 'This promo code does not exist' },
  promo_code_used: { status: 409, code: 'promo_code_used', message: 'You have already used this promo code' },
  bonus_unknown: { status: 404, code: 'bonus_unknown', message: 'No such bonus' },
  bonus_not_activatable: {
    status: 409,
    code: 'bonus_not_activatable',
    message: 'This bonus cannot be activated now',
  },
  bonus_bet_not_editable: {
    status: 409,
    code: 'bonus_bet_not_editable',
    message: 'A bet placed with a bonus cannot be edited',
  },
  player_not_found: { status: 404, code: 'player_not_found', message: 'No player with this e-mail' },
  // [jackpots] entries owned by the jackpots module
  jackpot_not_found: { status: 404, code: 'jackpot_not_found', message: 'No such jackpot' },
  jackpot_hit_not_found: { status: 404, code: 'jackpot_hit_not_found', message: 'No such jackpot hit' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorName = keyof typeof ERRORS;

/** The error body on the wire (API.md). */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  data: z
    .object({
      details: z.unknown().optional(),
      errors_by_bet: z.record(z.string(), z.object({ localized_message: z.string() })).optional(),
      /** Custom-bet calculate failures (§8): the message the slip shows. */
      localized_message: z.string().optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
