-- DropIndex
DROP INDEX "events_fanned_out_at_created_at_idx";

-- CreateIndex
CREATE INDEX "events_pending_fan_out_idx" ON "events"("created_at", "id") WHERE (fanned_out_at IS NULL);
