-- The fan-out's queue moves out of events into a narrow table of its own (schema.prisma,
-- EventFanOut): events still waiting when this runs are queued first, so none is lost.

-- CreateTable
CREATE TABLE "event_fan_out_queue" (
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "event_id" TEXT NOT NULL,

    CONSTRAINT "event_fan_out_queue_pkey" PRIMARY KEY ("created_at","organization_id","event_id")
);

INSERT INTO "event_fan_out_queue" ("created_at", "organization_id", "environment", "event_id")
SELECT "created_at", "organization_id", "environment", "id" FROM "events" WHERE "fanned_out_at" IS NULL;

-- DropIndex
DROP INDEX "events_pending_fan_out_idx";

-- AlterTable
ALTER TABLE "events" DROP COLUMN "fanned_out_at";
