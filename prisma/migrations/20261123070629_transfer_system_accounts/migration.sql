-- A migration of its own: PostgreSQL cannot use enum values added in the same transaction.
-- Hand-written: organizations created before this migration get the new system accounts.
INSERT INTO "ledger_accounts" ("id", "organization_id", "environment", "kind", "currency", "owner_id", "balance", "allow_negative")
SELECT 'acct_m' || md5(o.id || e.env::text || k.kind::text || c.cur::text), o.id, e.env, k.kind, c.cur, '', 0, true
FROM "organizations" o
CROSS JOIN (SELECT unnest(enum_range(NULL::"Environment")) AS env) e
CROSS JOIN (SELECT unnest(ARRAY['transfer_payouts', 'fee_revenue']::"LedgerAccountKind"[]) AS kind) k
CROSS JOIN (SELECT unnest(enum_range(NULL::"Currency")) AS cur) c
ON CONFLICT DO NOTHING;
