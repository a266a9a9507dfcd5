-- The demo player every fresh database has (API.md): demo@example.com / demo-password-123, with
-- EUR 1,000.00 and USDT 1,000.00 paid in through the ledger like any deposit. The password hash is
-- argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1). Idempotent: keyed by the e-mail.
INSERT INTO players (email, password_hash, first_name, last_name, nickname, language, currency, comp_points,
                     confirmed_at, created_at)
SELECT 'demo@example.com',
       '$argon2id$v=19$m=19456,t=2,p=1$xQOeU+1GAHsHRTSWfQc3Iw$ty50i253DhZsWCKHVjodyijdlDh/vOweoARierCKVuk',
       'Demo', 'Player', 'demo', 'en', 'EUR', 1250, now(), now()
WHERE NOT EXISTS (SELECT 1 FROM players WHERE lower(email) = 'demo@example.com');

INSERT INTO accounts (system_key, currency, created_at)
SELECT 'house:deposits', code, now() FROM currencies
ON CONFLICT DO NOTHING;

INSERT INTO accounts (player_id, currency, created_at)
SELECT p.id, c.code, now() FROM players p CROSS JOIN (VALUES ('EUR'), ('USDT')) AS c (code)
WHERE lower(p.email) = 'demo@example.com'
ON CONFLICT DO NOTHING;

INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
SELECT 'deposit', 'demo-seed:' || c.code, 'demo-seed:' || c.code, now()
FROM (VALUES ('EUR'), ('USDT')) AS c (code)
ON CONFLICT (idempotency_key) DO NOTHING;

-- 1,000.00 in minor units: EUR 100000 (subunits 100), USDT 1000000000 (subunits 1e6).
WITH seed AS (
  SELECT t.id AS tx, c.code, 1000 * cur.subunits AS amount,
         (SELECT a.id FROM accounts a JOIN players p ON p.id = a.player_id
           WHERE lower(p.email) = 'demo@example.com' AND a.currency = c.code) AS player_account,
         (SELECT a.id FROM accounts a WHERE a.system_key = 'house:deposits' AND a.currency = c.code) AS house_account
  FROM (VALUES ('EUR'), ('USDT')) AS c (code)
  JOIN currencies cur ON cur.code = c.code
  JOIN ledger_transactions t ON t.idempotency_key = 'demo-seed:' || c.code
  WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)
)
INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
SELECT tx, player_account, code, amount FROM seed
UNION ALL
SELECT tx, house_account, code, -amount FROM seed;

UPDATE accounts a SET balance = (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)
WHERE a.player_id IS NOT NULL;
