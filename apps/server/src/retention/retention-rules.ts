/**
 * What each table that grows with traffic keeps (docs/OPERATIONS.md "Retention"). A rule names the rows that go:
 * `goes` is a condition on the table's rows under the alias `t`, with $1::timestamptz the sweep's time. Tables
 * not listed here are kept whole on purpose (the money's record: bets, ledger, deposits, bonuses, jackpot hits,
 * exclusions) or bounded where they are written (votes, share codes, favourites): see the document.
 */
export interface RetentionRule {
  table: string;
  /** The rule in words, as docs/OPERATIONS.md lists it. */
  keeps: string;
  goes: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    table: 'jackpot_contributions',
    keeps: 'unfolded contributions always; folded ones 30 days after their fold (the pool holds their money)',
    goes: "t.folded_at IS NOT NULL AND t.folded_at < $1::timestamptz - interval '30 days'",
  },
  {
    table: 'rate_limits',
    keeps: 'windows until a minute after they expire (an expired window starts afresh anyway)',
    goes: 't.expire IS NOT NULL AND t.expire < (extract(epoch FROM $1::timestamptz) * 1000)::bigint - 60000',
  },
  {
    table: 'web_sessions',
    keeps: 'until the session expires (an expired one is refused)',
    goes: 't.expires_at < $1::timestamptz',
  },
  {
    table: 'account_tokens',
    keeps: 'until the link expires (an expired one is refused)',
    goes: 't.expires_at < $1::timestamptz',
  },
  {
    table: 'phone_verifications',
    keeps: 'until the code expires and a day has passed (the daily sending count reads the last day)',
    goes: "t.expires_at < $1::timestamptz AND t.created_at < $1::timestamptz - interval '1 day'",
  },
  {
    table: 'sportsbook_sessions',
    keeps: "the player's latest session always; earlier ones 30 days after they started",
    goes: `t.started_at < $1::timestamptz - interval '30 days' AND EXISTS (
             SELECT 1 FROM sportsbook_sessions n
              WHERE n.player_id = t.player_id AND (n.started_at, n.id) > (t.started_at, t.id))`,
  },
  {
    table: 'activity_limit_track',
    keeps:
      "the windows that may still be current: those younger than the player's longest activity limit period",
    goes: `t.window_start + make_interval(secs => coalesce((
             SELECT max(l.period) FROM user_limits l WHERE l.player_id = t.player_id AND l.type = 'activity'), 0)) < $1::timestamptz`,
  },
  {
    table: 'outbox',
    keeps: '30 days (what a delivery worker or support reads)',
    goes: "t.created_at < $1::timestamptz - interval '30 days'",
  },
  {
    table: 'notifications',
    keeps: '90 days',
    goes: "t.created_at < $1::timestamptz - interval '90 days'",
  },
];
