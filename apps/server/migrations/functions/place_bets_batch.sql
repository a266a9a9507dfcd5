-- place_bets_batch: its current definition (last written by migrations/0620_place_bets_batch.sql).
--
-- Group commit for bet placement (docs/PERFORMANCE.md "Bet placement"): the server may send several placements
-- that arrived together as one call, one round trip and one commit for all of them. Each element is exactly one
-- place_bets call with its own parameters and its own answer, in the order given; nothing else is shared.
-- - The server sends at most one placement per player, ordered by player (a player's further placements go in
--   the next batch), so two batches lock players' account rows in one order and a batch never holds a player's
--   account row while it writes another placement of that player.
-- - Every match lock of the batch is taken first, in match order (shared, as place_bets takes them): a batch then
--   never holds an account row while it waits for a match lock that a settlement holds (SE9).
-- - An exception in any element (a stake debit refused, a money limit reached, a lost race) rolls the whole
--   batch back and raises; the server then places each element on its own, so every placement still gets exactly
--   the answer it would have had alone, and nothing of the failed batch stays written.
CREATE OR REPLACE FUNCTION place_bets_batch(p_calls jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
  v_out jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4521, (m.id % 2147483647)::integer)
     FROM (SELECT DISTINCT (s->>'match_id')::bigint AS id
             FROM jsonb_array_elements(p_calls) e, jsonb_array_elements(e.value->'bets') b,
                  jsonb_array_elements(b->'selections') s
            ORDER BY 1) m;
  FOR v_call IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    v_out := v_out || jsonb_build_array(place_bets(
      (v_call->>'player')::bigint, v_call->>'request_id', v_call->>'request_hash',
      (v_call->>'client_request')::boolean, v_call->>'mode', v_call->>'device_id', (v_call->>'quick')::boolean,
      (v_call->>'created_at_ms')::double precision, v_call->>'counterparty', v_call->'bets'));
  END LOOP;
  RETURN v_out;
END $$;
