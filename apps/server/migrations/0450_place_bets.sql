-- The write path of POST /bets in one statement (src/bets/place-bets.ts): for each bet of the request, in
-- order, the bet row, its selections and the stake debit through the wallet's ledger_transfer
-- (migrations/0330_ledger_transfer.sql), so a placement costs one round trip and commits or fails as a whole.
-- The rules stay in the tables: (player_id, request_id, position) unique for idempotent retries, the ledger's
-- zero-sum trigger and unique keys, CHECK balance >= locked.
--
-- p_bets: [{type, currency, subunits, stake, total_stake, odds, custom_odds, system_win_count,
--           system_total_count, potential_win, selections: [{position, match_id, …, match_type}]}]
-- Answers {bets: [{id}], changes: [balance changes as ledger_transfer gives them]}, or {already_placed: true}
-- when the request id has been used (nothing written). A refused debit raises SQLSTATE 'SLB01' with
-- ledger_transfer's refusal plus the debit's currency, amount and key as DETAIL (JSON), so the bets inserted
-- before it roll back with it.
CREATE FUNCTION place_bets(
  p_player bigint, p_request_id text, p_request_hash text, p_device_id text, p_quick boolean,
  p_created_at_ms double precision, p_counterparty text, p_bets jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_bet jsonb;
  v_position integer;
  v_id bigint;
  v_move jsonb;
  v_ids jsonb := '[]'::jsonb;
  v_changes jsonb := '[]'::jsonb;
BEGIN
  FOR v_bet, v_position IN
    SELECT value, ordinality - 1 FROM jsonb_array_elements(p_bets) WITH ORDINALITY
  LOOP
    INSERT INTO bets (player_id, request_id, request_hash, position, type, status, currency, subunits, stake,
                      total_stake, odds, custom_odds, system_win_count, system_total_count, potential_win,
                      device_id, quick, created_at)
    VALUES (p_player, p_request_id, p_request_hash, v_position, v_bet->>'type', 'waiting_results',
            v_bet->>'currency', (v_bet->>'subunits')::bigint, (v_bet->>'stake')::bigint,
            (v_bet->>'total_stake')::bigint, (v_bet->>'odds')::integer, (v_bet->>'custom_odds')::integer,
            (v_bet->>'system_win_count')::smallint, (v_bet->>'system_total_count')::smallint,
            (v_bet->>'potential_win')::bigint, p_device_id, p_quick, to_timestamp(p_created_at_ms / 1000))
    ON CONFLICT (player_id, request_id, position) DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      -- A retry (perhaps racing the first request, whose index entry it waited on). All positions of a
      -- request commit together, so only the first can collide; a later one would mean a torn request.
      IF v_position = 0 THEN RETURN jsonb_build_object('already_placed', true); END IF;
      RAISE EXCEPTION 'bet % of request % exists without the first', v_position, p_request_id
        USING ERRCODE = '23505';
    END IF;

    INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
                                requested_odds, provider, match_name, match_urn_id, market_name, outcome_name,
                                category_name, match_type)
    SELECT v_id, r.position, r.match_id, r.market_id, r.specifier, r.outcome_id, r.odds, r.requested_odds,
           r.provider, r.match_name, r.match_urn_id, r.market_name, r.outcome_name, r.category_name, r.match_type
      FROM jsonb_to_recordset(v_bet->'selections') AS r(position smallint, match_id bigint, market_id integer,
           specifier text, outcome_id text, odds integer, requested_odds integer, provider text,
           match_name text, match_urn_id text, market_name text, outcome_name text, category_name text,
           match_type text);

    v_move := ledger_transfer(p_player, NULL, NULL, p_counterparty, v_bet->>'currency',
                              (v_bet->>'total_stake')::bigint, 'bet_stake', 'bet:' || v_id,
                              'bet_stake:' || v_id);
    IF v_move ? 'error' THEN
      RAISE EXCEPTION 'stake debit refused' USING ERRCODE = 'SLB01',
        DETAIL = (v_move || jsonb_build_object('currency', v_bet->>'currency',
                                               'amount', (v_bet->>'total_stake')::bigint,
                                               'key', 'bet_stake:' || v_id))::text;
    END IF;
    v_ids := v_ids || jsonb_build_object('id', v_id);
    v_changes := v_changes || (v_move->'changes');
  END LOOP;
  RETURN jsonb_build_object('bets', v_ids, 'changes', v_changes);
END $$;
