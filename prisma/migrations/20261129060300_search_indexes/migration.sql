-- CreateIndex
CREATE INDEX "transfers_reference_prefix_idx" ON "transfers"("organization_id", "environment", lower("reference") text_pattern_ops, "id");
