-- A ledger entry is in its account's currency, checked by one foreign key: (account_id, currency) references
-- accounts (id, currency). It replaces the two single-column keys (account_id → accounts, currency →
-- currencies): the rule is stronger (an entry can no longer name a currency other than its account's; the
-- currency is still a known one, as accounts.currency references currencies) and every entry costs one key
-- check instead of two, with no share lock on the currency's row (which every concurrent stake took).
-- Migrations run in one transaction: entries written by an earlier one (the demo player's seed) are checked
-- for balance now, so the table has no pending trigger events to refuse the ALTER; then deferred again.
SET CONSTRAINTS ledger_entries_balance IMMEDIATE;
ALTER TABLE accounts ADD CONSTRAINT accounts_id_currency UNIQUE (id, currency);
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_currency_fkey
  FOREIGN KEY (account_id, currency) REFERENCES accounts (id, currency);
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_currency_fkey;
SET CONSTRAINTS ledger_entries_balance DEFERRED;
