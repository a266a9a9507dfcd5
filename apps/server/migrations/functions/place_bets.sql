-- place_bets: its current definition (last written by migrations/0700_player_money_lock.sql; history 0450, 0451,
-- 0452, 0454, 0600, 0700).
--
-- The write path of POST /bets in one statement (src/bets/place-bets.ts): for each bet of the request, in
-- order, the bet row, its selections, its jackpot contribution and the stake debit (the wallet's ledger entries,
-- or ledger_transfer when the fast path cannot), so a placement costs one round trip and commits or fails as a
-- whole. The rules stay in the tables: (player_id, request_id, position) unique for idempotent retries, the
-- ledger's zero-sum trigger and unique keys, CHECK balance >= locked.
--
-- First statement: the player's row FOR NO KEY UPDATE, the one serialisation point of a player's money decisions
-- (SPEC.md RG6), before the retry lookup, so a racing retry that committed first is found and answered.
-- p_bets: [{type, currency, subunits, stake, total_stake, odds, custom_odds, system_win_count,
--           system_total_count, potential_win, jackpot, selections: [{position, match_id, …, match_type}]}]
-- Answers {bets: [{id, jackpot}], changes, active_bonus}, {prior_hash} for a used request id, {mode_changed,
-- mode}, {error, …} for a refusal, or {already_placed: true}. A refused debit raises SQLSTATE 'SLB01' with
-- ledger_transfer's refusal plus the debit's currency, amount and key as DETAIL (JSON), so the bets inserted
-- before it roll back with it.
CREATE OR REPLACE FUNCTION place_bets(
  p_player bigint, p_request_id text, p_request_hash text, p_client_request boolean, p_mode text,
  p_device_id text, p_quick boolean, p_created_at_ms double precision, p_counterparty text, p_bets jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_prior text;
  v_bet jsonb;
  v_position integer;
  v_count integer := jsonb_array_length(p_bets);
  v_match bigint;
  v_id bigint;
  v_currency text;
  v_amount bigint;
  v_key text;
  v_account bigint;
  v_house bigint;
  v_balance bigint;
  v_locked bigint;
  v_subunits bigint;
  v_tx bigint;
  v_move jsonb;
  v_ids jsonb := '[]'::jsonb;
  v_changes jsonb := '[]'::jsonb;
  v_settled integer;
  v_jackpot boolean;
  v_used boolean;
BEGIN
  SELECT pl.serasa_pve, pl.user_account_status, pl.suspension_reason, s.auto_accept_odds_change AS mode
    INTO p
    FROM players pl LEFT JOIN player_settings s ON s.player_id = pl.id::text
   WHERE pl.id = p_player
     FOR NO KEY UPDATE OF pl;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'unauthorized'); END IF;
  -- A retry answers the first placement whatever has changed since (status, prices). Read after the player's
  -- lock, in a statement of its own: a racing retry that committed first is seen here.
  IF p_client_request THEN
    SELECT request_hash INTO v_prior FROM bets WHERE player_id = p_player AND request_id = p_request_id LIMIT 1;
    IF v_prior IS NOT NULL THEN RETURN jsonb_build_object('prior_hash', v_prior); END IF;
  END IF;
  IF p.serasa_pve THEN RETURN jsonb_build_object('error', 'pve_player_bet_forbidden'); END IF;
  IF p.user_account_status <> 'active' OR p.suspension_reason IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'player_bet_forbidden', 'status', p.user_account_status);
  END IF;
  IF p.mode IS DISTINCT FROM p_mode THEN RETURN jsonb_build_object('mode_changed', true, 'mode', p.mode); END IF;

  -- SE9 (0452): the shared per-match lock first, then the results check in a statement of its own (a fresh
  -- snapshot once the lock is granted).
  IF v_count = 1 AND jsonb_array_length(p_bets->0->'selections') = 1 THEN
    v_match := (p_bets->0->'selections'->0->>'match_id')::bigint;
    PERFORM pg_advisory_xact_lock_shared(4521, (v_match % 2147483647)::integer);
    IF EXISTS (SELECT 1 FROM outcome_results r WHERE r.match_id = v_match) THEN
      RETURN jsonb_build_object('error', 'selection_unavailable', 'bet_index', 0);
    END IF;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(4521, (m.id % 2147483647)::integer)
       FROM (SELECT DISTINCT (s->>'match_id')::bigint AS id
               FROM jsonb_array_elements(p_bets) b, jsonb_array_elements(b->'selections') s ORDER BY 1) m;
    SELECT min(b.ordinality - 1) INTO v_settled
      FROM jsonb_array_elements(p_bets) WITH ORDINALITY b, jsonb_array_elements(b.value->'selections') s
     WHERE EXISTS (SELECT 1 FROM outcome_results r WHERE r.match_id = (s->>'match_id')::bigint);
    IF v_settled IS NOT NULL THEN
      RETURN jsonb_build_object('error', 'selection_unavailable', 'bet_index', v_settled);
    END IF;
  END IF;

  FOR v_position IN 0 .. v_count - 1 LOOP
    v_bet := p_bets->v_position;
    v_currency := v_bet->>'currency';
    v_amount := (v_bet->>'total_stake')::bigint;
    v_jackpot := coalesce((v_bet->>'jackpot')::boolean, false);
    -- The bet row, its selections and its jackpot contribution; no row when (player, request id, position)
    -- exists (and then no contribution either: a retry never feeds twice).
    WITH jp AS (
      SELECT j.id, (v_amount * j.contribution_bp) / 10000 AS share
        FROM jackpots j
       WHERE v_jackpot AND j.currency = v_currency AND j.min_odds <= (v_bet->>'odds')::integer
       ORDER BY j.id LIMIT 1
    ), bet AS (
      INSERT INTO bets (player_id, request_id, request_hash, position, type, status, currency, subunits, stake,
                        total_stake, odds, custom_odds, system_win_count, system_total_count, potential_win,
                        device_id, quick, created_at, used_in_jackpot)
      VALUES (p_player, p_request_id, p_request_hash, v_position, v_bet->>'type', 'waiting_results',
              v_currency, (v_bet->>'subunits')::bigint, (v_bet->>'stake')::bigint, v_amount,
              (v_bet->>'odds')::integer, (v_bet->>'custom_odds')::integer,
              (v_bet->>'system_win_count')::smallint, (v_bet->>'system_total_count')::smallint,
              (v_bet->>'potential_win')::bigint, p_device_id, p_quick, to_timestamp(p_created_at_ms / 1000),
              coalesce((SELECT jp.share > 0 FROM jp), false))
      ON CONFLICT (player_id, request_id, position) DO NOTHING RETURNING id, used_in_jackpot
    ), contribution AS (
      INSERT INTO jackpot_contributions (bet_id, jackpot_id, share)
      SELECT bet.id, jp.id, jp.share FROM bet, jp WHERE bet.used_in_jackpot
    ), sel AS (
      INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
                                  requested_odds, provider, match_name, match_urn_id, market_name, outcome_name,
                                  category_name, match_type)
      SELECT bet.id, r.position, r.match_id, r.market_id, r.specifier, r.outcome_id, r.odds, r.requested_odds,
             r.provider, r.match_name, r.match_urn_id, r.market_name, r.outcome_name, r.category_name,
             r.match_type
        FROM bet, jsonb_to_recordset(v_bet->'selections') AS r(position smallint, match_id bigint,
             market_id integer, specifier text, outcome_id text, odds integer, requested_odds integer,
             provider text, match_name text, match_urn_id text, market_name text, outcome_name text,
             category_name text, match_type text)
    )
    SELECT id, used_in_jackpot INTO v_id, v_used FROM bet;
    IF v_id IS NULL THEN
      -- A retry (perhaps racing the first request, whose index entry it waited on). All positions of a
      -- request commit together, so only the first can collide; a later one would mean a torn request.
      IF v_position = 0 THEN RETURN jsonb_build_object('already_placed', true); END IF;
      RAISE EXCEPTION 'bet % of request % exists without the first', v_position, p_request_id
        USING ERRCODE = '23505';
    END IF;

    -- The stake debit (wallet reason bet_stake, reference bet:{id}, key bet_stake:{id}).
    v_key := 'bet_stake:' || v_id;
    v_move := NULL;
    UPDATE accounts a SET balance = a.balance - v_amount
      FROM currencies c
     WHERE a.player_id = p_player AND a.currency = v_currency AND c.code = v_currency
       AND a.balance - a.locked >= v_amount
    RETURNING a.id, a.balance, a.locked, c.subunits,
              (SELECT h.id FROM accounts h WHERE h.system_key = p_counterparty AND h.currency = v_currency)
         INTO v_account, v_balance, v_locked, v_subunits, v_house;
    IF NOT FOUND THEN
      -- No account or short of funds: ledger_transfer answers (and refuses) exactly as before.
      v_move := ledger_transfer(p_player, NULL, NULL, p_counterparty, v_currency, v_amount, 'bet_stake',
                                'bet:' || v_id, v_key);
    ELSE
      IF v_house IS NULL THEN v_house := ledger_system_account(p_counterparty, v_currency); END IF;
      WITH t AS (
        INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
        VALUES ('bet_stake', 'bet:' || v_id, v_key, now())
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
      ), e AS (
        INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
        SELECT t.id, d.account_id, v_currency, d.amount
          FROM t, (VALUES (v_account, -v_amount), (v_house, v_amount)) AS d (account_id, amount)
      )
      SELECT id INTO v_tx FROM t;
      IF v_tx IS NULL THEN
        -- The key was used already: undo the balance change and let ledger_transfer replay or refuse.
        UPDATE accounts SET balance = balance + v_amount WHERE id = v_account;
        v_move := ledger_transfer(p_player, NULL, NULL, p_counterparty, v_currency, v_amount, 'bet_stake',
                                  'bet:' || v_id, v_key);
      ELSE
        v_changes := v_changes || jsonb_build_array(jsonb_build_object('player_id', p_player,
          'currency', v_currency, 'subunits', v_subunits, 'balance', v_balance, 'locked', v_locked));
      END IF;
    END IF;
    IF v_move IS NOT NULL THEN
      IF v_move ? 'error' THEN
        RAISE EXCEPTION 'stake debit refused' USING ERRCODE = 'SLB01',
          DETAIL = (v_move || jsonb_build_object('currency', v_currency, 'amount', v_amount, 'key', v_key))::text;
      END IF;
      v_changes := v_changes || (v_move->'changes');
    END IF;
    v_ids := v_ids || jsonb_build_object('id', v_id, 'jackpot', v_used);
  END LOOP;
  RETURN jsonb_build_object('bets', v_ids, 'changes', v_changes, 'active_bonus',
    EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = p_player AND state = 'active'));
END $$;
