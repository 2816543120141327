-- AlterTable
ALTER TABLE "events" ADD COLUMN     "resource_id" TEXT;

-- Events written before this migration name their resource in data.object.id.
UPDATE "events" SET "resource_id" = "data"->'object'->>'id' WHERE "data"->'object' ? 'id';

-- CreateIndex
CREATE INDEX "events_resource_idx" ON "events"("organization_id", "environment", "resource_id", "id") WHERE (resource_id IS NOT NULL);
