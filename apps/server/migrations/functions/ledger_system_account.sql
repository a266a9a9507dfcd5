-- ledger_system_account: its current definition (last written by migrations/0330_ledger_transfer.sql).
--
-- The house's counterparty account for a key and currency, created on first use.
CREATE OR REPLACE FUNCTION ledger_system_account(p_key text, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM accounts WHERE system_key = p_key AND currency = p_currency;
  IF v_id IS NULL THEN
    INSERT INTO accounts (system_key, currency, created_at) VALUES (p_key, p_currency, now())
      ON CONFLICT (system_key, currency) WHERE system_key IS NOT NULL DO NOTHING;
    SELECT id INTO v_id FROM accounts WHERE system_key = p_key AND currency = p_currency;
  END IF;
  RETURN v_id;
END $$;
