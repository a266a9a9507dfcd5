-- Placement and settlement never miss each other (packages/betting SPEC.md SE9). Before, a bet whose price was
-- checked in memory just before its match finished could commit after the settlement had selected the
-- match's open bets, and stayed open until a restart. place_bets (0451) now takes a shared advisory lock per
-- match of the request (class 4521, key match_id mod 2^31 - 1) and refuses, writing nothing, a request with a
-- selection on a match that has results: {error: selection_unavailable, bet_index}. saveSettlements takes the
-- same lock exclusively around its insert. No extra round trip: it is all inside the one statement.
-- Otherwise 0451 unchanged.
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
  v_id bigint;
  v_move jsonb;
  v_ids jsonb := '[]'::jsonb;
  v_changes jsonb := '[]'::jsonb;
  v_settled integer;
BEGIN
  SELECT pl.serasa_pve, pl.user_account_status, pl.suspension_reason, s.auto_accept_odds_change AS mode
    INTO p
    FROM players pl LEFT JOIN player_settings s ON s.player_id = pl.id::text
   WHERE pl.id = p_player;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'unauthorized'); END IF;
  -- A retry answers the first placement whatever has changed since (status, prices).
  IF p_client_request THEN
    SELECT request_hash INTO v_prior FROM bets WHERE player_id = p_player AND request_id = p_request_id LIMIT 1;
    IF v_prior IS NOT NULL THEN RETURN jsonb_build_object('prior_hash', v_prior); END IF;
  END IF;
  IF p.serasa_pve THEN RETURN jsonb_build_object('error', 'pve_player_bet_forbidden'); END IF;
  IF p.user_account_status <> 'active' OR p.suspension_reason IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'player_bet_forbidden', 'status', p.user_account_status);
  END IF;
  -- The prices were resolved under the accept mode the caller last saw; if it has changed, nothing is
  -- written and the caller resolves again under the current one.
  IF p.mode IS DISTINCT FROM p_mode THEN RETURN jsonb_build_object('mode_changed', true, 'mode', p.mode); END IF;

  -- SE9: no bet on a match whose results are in. The price was checked in memory before this statement, so
  -- the match may have finished since. The shared per-match lock pairs with the exclusive one the result
  -- writer (src/catalogue/store.ts saveSettlements) holds while it inserts outcome_results: either this
  -- placement commits first and the settlement that follows finds its bets, or the results committed first
  -- and this check (a fresh snapshot once the lock is granted) sees them and refuses.
  PERFORM pg_advisory_xact_lock_shared(4521, (m.id % 2147483647)::integer)
     FROM (SELECT DISTINCT (s->>'match_id')::bigint AS id
             FROM jsonb_array_elements(p_bets) b, jsonb_array_elements(b->'selections') s ORDER BY 1) m;
  SELECT min(b.ordinality - 1) INTO v_settled
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY b, jsonb_array_elements(b.value->'selections') s
   WHERE EXISTS (SELECT 1 FROM outcome_results r WHERE r.match_id = (s->>'match_id')::bigint);
  IF v_settled IS NOT NULL THEN
    RETURN jsonb_build_object('error', 'selection_unavailable', 'bet_index', v_settled);
  END IF;

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
