-- The Unified Odds Feed's bet_cancel and rollbacks (docs/FEED.md, SPEC.md FD rules).
--
-- bet_cancel voids the bets placed on a market (or every market of an event: market_id NULL) inside a time
-- window; one row per message, its key makes a redelivered message change nothing. rollback_bet_cancel deletes
-- the row again. The bets module reads them beside outcome_results when it settles.
CREATE TABLE IF NOT EXISTS bet_cancels (
  key text PRIMARY KEY,
  match_id bigint NOT NULL,
  market_id int,
  specifier text NOT NULL DEFAULT '',
  start_time timestamptz,
  end_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS bet_cancels_match ON bet_cancels (match_id);

-- A rollback of a settlement reopens its bets; the next settlement pays under a new idempotency key
-- (bet_settle:{id}:{round}), so it is never taken for a replay of the payout that was taken back.
ALTER TABLE bets ADD COLUMN IF NOT EXISTS settle_round int NOT NULL DEFAULT 0;

-- A rollback takes the payout back even from a player who spent it: that account goes negative, as operators
-- do, and the statement shows it. Only ledger_take_back does this, and it marks the account `in_debt`; every
-- other account still needs balance >= locked, and every other debit still checks funds before it writes.
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS in_debt boolean NOT NULL DEFAULT false;
DO $$
DECLARE
  c text;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = 'accounts'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%balance >= locked%'
  LOOP
    EXECUTE format('ALTER TABLE accounts DROP CONSTRAINT %I', c);
  END LOOP;
END $$;
ALTER TABLE accounts ADD CONSTRAINT accounts_balance_covers_locked
  CHECK (player_id IS NULL OR balance >= locked OR in_debt);

-- Takes a settled bet's payout back (rollback_bet_settlement / rollback_bet_cancel): one ledger transaction,
-- player -> the house account the payout came from, allowed to leave the player's balance negative. The key
-- makes a repeat move nothing. Answers {changes: [{player_id, currency, subunits, balance, locked}]}.
CREATE OR REPLACE FUNCTION ledger_take_back(
  p_player bigint, p_currency text, p_amount bigint, p_system text, p_reason text, p_reference text, p_key text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_account bigint;
  v_house bigint;
  v_tx bigint;
  v_changes jsonb;
BEGIN
  SELECT id INTO v_account FROM accounts WHERE player_id = p_player AND currency = p_currency FOR UPDATE;
  IF v_account IS NULL THEN RETURN jsonb_build_object('error', 'account_not_found'); END IF;
  INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
  VALUES (p_reason, p_reference, p_key, now())
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN RETURN jsonb_build_object('replayed', true, 'changes', '[]'::jsonb); END IF;
  v_house := ledger_system_account(p_system, p_currency);
  INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
  VALUES (v_tx, v_account, p_currency, -p_amount), (v_tx, v_house, p_currency, p_amount);
  UPDATE accounts SET balance = balance - p_amount, in_debt = in_debt OR balance - p_amount < locked
   WHERE id = v_account;
  SELECT jsonb_build_array(jsonb_build_object('player_id', a.player_id, 'currency', a.currency,
           'subunits', c.subunits, 'balance', a.balance, 'locked', a.locked))
    INTO v_changes
    FROM accounts a JOIN currencies c ON c.code = a.currency WHERE a.id = v_account;
  RETURN jsonb_build_object('replayed', false, 'changes', v_changes);
END $$;
