-- The wallet: a double-entry ledger. Every balance change is one ledger transaction (reason, reference,
-- idempotency key) whose entries sum to zero per currency; an account's balance is the sum of its entries.

-- Player accounts (one per player and currency) and system accounts (the house's counterparties, one per
-- key and currency). `balance` caches the entry sum of player accounts, updated in the same transaction as
-- the entries; system accounts do not cache (every bet would otherwise queue on one hot house row), their
-- balance is the sum of their entries.
CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint REFERENCES players (id),
  system_key text,
  currency text NOT NULL REFERENCES currencies (code),
  active boolean NOT NULL DEFAULT true,
  balance bigint NOT NULL DEFAULT 0,
  locked bigint NOT NULL DEFAULT 0 CHECK (locked >= 0),
  created_at timestamptz NOT NULL,
  CHECK ((player_id IS NULL) <> (system_key IS NULL)),
  -- the last line of defence: a player account never goes below zero, nor below its locked funds
  CHECK (player_id IS NULL OR balance >= locked)
);
CREATE UNIQUE INDEX accounts_player_currency ON accounts (player_id, currency) WHERE player_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system_currency ON accounts (system_key, currency) WHERE system_key IS NOT NULL;

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reason text NOT NULL,
  reference text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_reference ON ledger_transactions (reference);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  currency text NOT NULL REFERENCES currencies (code),
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- Double entry enforced by the database too: at commit, each transaction's entries sum to zero per currency.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id
    GROUP BY currency HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();

-- Deposits through the demo provider (deposit page with success / error / pending).
CREATE TABLE deposits (
  id text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  currency text NOT NULL REFERENCES currencies (code),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('created', 'pending', 'success', 'error')),
  return_path text NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX deposits_player ON deposits (player_id, created_at DESC);
