-- A migration of its own: PostgreSQL cannot use enum values added in the same transaction.
-- Organizations created before cards existed get the account purchases are paid into.
INSERT INTO "ledger_accounts" ("id", "organization_id", "environment", "kind", "currency", "owner_id", "balance", "allow_negative")
SELECT 'acct_m' || md5(o.id || e.env::text || 'card_spend'), o.id, e.env, 'card_spend', 'USD', '', 0, true
FROM "organizations" o
CROSS JOIN (SELECT unnest(enum_range(NULL::"Environment")) AS env) e
ON CONFLICT DO NOTHING;
