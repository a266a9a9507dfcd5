-- ledger_transfer: its current definition (last written by migrations/0330_ledger_transfer.sql).
--
-- Moves p_amount from one account to another (each named by a player id or a house key) as one ledger
-- transaction of two entries. Player accounts are locked FOR UPDATE in id order (two transfers never
-- deadlock) before the key is claimed and the funds are checked, so concurrent debits queue on the row.
-- Answers {transaction_id, replayed, changes: [{player_id, currency, subunits, balance, locked}]} or
-- {error: account_not_found | same_account | insufficient_funds (with available) | idempotency_conflict}.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_from_player bigint, p_from_system text, p_to_player bigint, p_to_system text,
  p_currency text, p_amount bigint, p_reason text, p_reference text, p_key text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_from bigint;
  v_to bigint;
  v_available bigint;
  v_tx bigint;
  v_same boolean;
  v_locked jsonb := '[]'::jsonb;
  v_changes jsonb;
BEGIN
  FOR r IN
    SELECT a.id, a.player_id, a.balance, a.locked, c.subunits
      FROM accounts a JOIN currencies c ON c.code = a.currency
     WHERE a.currency = p_currency AND a.player_id IN (p_from_player, p_to_player)
     ORDER BY a.id FOR UPDATE OF a
  LOOP
    IF r.player_id = p_from_player THEN
      v_from := r.id;
      v_available := r.balance - r.locked;
    END IF;
    IF r.player_id = p_to_player THEN v_to := r.id; END IF;
    v_locked := v_locked || jsonb_build_object('player_id', r.player_id, 'currency', p_currency,
      'subunits', r.subunits, 'balance', r.balance, 'locked', r.locked);
  END LOOP;
  IF (p_from_player IS NOT NULL AND v_from IS NULL) OR (p_to_player IS NOT NULL AND v_to IS NULL) THEN
    RETURN jsonb_build_object('error', 'account_not_found');
  END IF;
  IF p_from_system IS NOT NULL THEN v_from := ledger_system_account(p_from_system, p_currency); END IF;
  IF p_to_system IS NOT NULL THEN v_to := ledger_system_account(p_to_system, p_currency); END IF;
  IF v_from = v_to THEN RETURN jsonb_build_object('error', 'same_account'); END IF;

  -- Short of funds: a repeat of a movement that already happened still replays; anything else is refused
  -- before the key is claimed, so nothing is written.
  IF v_available IS NOT NULL AND v_available < p_amount
     AND NOT EXISTS (SELECT 1 FROM ledger_transactions WHERE idempotency_key = p_key) THEN
    RETURN jsonb_build_object('error', 'insufficient_funds', 'available', v_available);
  END IF;

  INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
  VALUES (p_reason, p_reference, p_key, now())
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    -- The key was used: the first movement stands if it was this very movement, else the key was misused.
    SELECT t.id,
           count(*) = 2 AND bool_and(t.reason = p_reason AND t.reference = p_reference)
             AND bool_or(e.account_id = v_from AND e.amount = -p_amount)
             AND bool_or(e.account_id = v_to AND e.amount = p_amount)
      INTO v_tx, v_same
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     WHERE t.idempotency_key = p_key
     GROUP BY t.id;
    IF v_same IS NOT TRUE THEN RETURN jsonb_build_object('error', 'idempotency_conflict'); END IF;
    RETURN jsonb_build_object('transaction_id', v_tx, 'replayed', true, 'changes', v_locked);
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
  VALUES (v_tx, v_from, p_currency, -p_amount), (v_tx, v_to, p_currency, p_amount);
  -- House accounts keep no cached balance (every bet would otherwise queue on one hot row).
  WITH updated AS (
    UPDATE accounts SET balance = accounts.balance + d.delta
      FROM (VALUES (v_from, -p_amount, 0), (v_to, p_amount, 1)) AS d (id, delta, ord)
     WHERE accounts.id = d.id AND accounts.player_id IS NOT NULL
     RETURNING accounts.player_id, accounts.balance, accounts.locked, d.ord
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('player_id', u.player_id, 'currency', p_currency,
           'subunits', c.subunits, 'balance', u.balance, 'locked', u.locked) ORDER BY u.ord), '[]'::jsonb)
    INTO v_changes
    FROM updated u JOIN currencies c ON c.code = p_currency;
  RETURN jsonb_build_object('transaction_id', v_tx, 'replayed', false, 'changes', v_changes);
END $$;
