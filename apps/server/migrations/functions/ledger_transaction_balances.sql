-- ledger_transaction_balances: its current definition (last written by migrations/0310_wallet.sql).
--
-- Double entry enforced by the database too: at commit, each transaction's entries sum to zero per currency.
CREATE OR REPLACE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id
    GROUP BY currency HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
