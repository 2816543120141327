-- The search filters' indexes (docs/api/transfers.md#filters, docs/api/cards.md#searching-and-exporting-transactions).
-- Plain CREATE INDEX: it holds writes to the table while it builds (seconds at a million
-- transfers); older instances work beside the new indexes.

-- The reference_prefix filter: lower(reference) LIKE '<prefix>%' is a range of this index (text_pattern_ops
-- compares byte-wise, as LIKE's prefix needs whatever the database's collation). An expression
-- Prisma's schema cannot state, so it is here only (prisma/schema.prisma says so beside the model).
CREATE INDEX "transfers_reference_prefix_idx" ON "transfers"("organization_id", "environment", lower("reference") text_pattern_ops, "id");

-- CreateIndex
CREATE INDEX "transfers_organization_id_environment_amount_idx" ON "transfers"("organization_id", "environment", "amount");

-- CreateIndex
CREATE INDEX "card_transactions_organization_id_environment_type_id_idx" ON "card_transactions"("organization_id", "environment", "type", "id" DESC);

-- CreateIndex
CREATE INDEX "card_transactions_organization_id_environment_status_id_idx" ON "card_transactions"("organization_id", "environment", "status", "id" DESC);
