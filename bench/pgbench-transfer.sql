-- The physical limit of this machine for a transfer's database work (bench/README.md): pgbench
-- running the storage floor's statements for POST /sandbox/v1/transfers (bench/floor-server.ts)
-- with no HTTP server and no Node.js in the way, one transaction per transfer, on a database the
-- bench seeded. Run as bench/README.md says: pgbench -n -M prepared -c 32 -j 2 -T 20 -D hot=0 -f this file
-- (hot=1: every transfer from one USD wallet, as scenario 3).
\set n random(0, 15)
\set c random(1, 8)
-- The key lookup, as every request makes it (here: one of the 16 organizations' keys).
SELECT k.organization_id AS org, k.environment::text AS env FROM api_keys k JOIN organizations o ON o.id = k.organization_id
  WHERE k.secret_hash = (SELECT secret_hash FROM api_keys WHERE environment = 'sandbox' ORDER BY id OFFSET CASE WHEN :hot = 1 THEN 0 ELSE :n END LIMIT 1) \gset
SELECT (ARRAY['USD','EUR','GBP','XOF','XAF','NGN','GHS','KES'])[CASE WHEN :hot = 1 THEN 1 ELSE :c END] AS cur,
  'tr_pgb' || md5(random()::text) AS tr, 'ltx_pgb' || md5(random()::text) AS ltx, md5(random()::text) AS idem \gset
BEGIN;
INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, response_status, response_body, resource_id, expires_at)
  VALUES (:org, :env::"Environment", :idem, 'POST /transfers', md5(:idem), 'completed', 201, '{"object":"transfer"}', :tr, now() + interval '1 day')
  ON CONFLICT DO NOTHING;
UPDATE ledger_accounts SET balance = balance - 1
  WHERE organization_id = :org AND environment = :env::"Environment" AND kind = 'wallet_available' AND currency = :cur::"Currency"
    AND owner_id = '' AND (allow_negative OR balance - 1 >= 0) RETURNING id, balance;
UPDATE ledger_accounts SET balance = balance + 1
  WHERE organization_id = :org AND environment = :env::"Environment" AND kind = 'wallet_reserved' AND currency = :cur::"Currency"
    AND owner_id = '' AND (allow_negative OR balance + 1 >= 0) RETURNING id, balance;
INSERT INTO ledger_transactions (id, organization_id, environment, kind, resource_id) VALUES (:ltx, :org, :env::"Environment", 'transfer_reserve', :tr);
INSERT INTO ledger_entries (organization_id, environment, transaction_id, account_id, amount)
  SELECT :org, :env::"Environment", :ltx, id, CASE kind WHEN 'wallet_available' THEN -1 ELSE 1 END FROM ledger_accounts
  WHERE organization_id = :org AND environment = :env::"Environment" AND kind IN ('wallet_available', 'wallet_reserved')
    AND currency = :cur::"Currency" AND owner_id = '';
INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type, destination_account_name,
    destination_country, destination_last4, destination_bank_code, reference, metadata, provider_state, next_check_at, idempotency_key, created_at)
  VALUES (:tr, :org, :env::"Environment", 1, 0, :cur::"Currency", 'processing', 'bank_account', 'Bench Recipient', 'DE', '3000',
    'COBADEFF', 'bench', '{}', 'accepted', now() + interval '365 days', :idem, now());
INSERT INTO events (id, organization_id, environment, type, data, resource_id) VALUES
  ('evt_pgb' || md5(random()::text), :org, :env::"Environment", 'transfer.created', '{"object":{"object":"transfer"}}', :tr),
  ('evt_pgb' || md5(random()::text), :org, :env::"Environment", 'balance.updated', '{"object":{"object":"balance"}}', NULL);
COMMIT;
