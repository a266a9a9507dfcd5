-- ledger_take_back: its current definition (last written by migrations/0780_feed_cancels_and_rollbacks.sql).
--
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
