-- Deposits through a provider interface (wallet/deposit-provider.ts): quick deposits (no provider page) and the
-- moment a deposit became pending, which the provider's status check answers from.
ALTER TABLE deposits ADD COLUMN quick boolean NOT NULL DEFAULT false;
ALTER TABLE deposits ADD COLUMN pending_at timestamptz;
-- The provider's page for a hosted deposit (null for a quick one), as its start call answered it.
ALTER TABLE deposits ADD COLUMN url text;
UPDATE deposits SET url = '/api/platform/payments/demo/' || id WHERE url IS NULL AND NOT quick;
