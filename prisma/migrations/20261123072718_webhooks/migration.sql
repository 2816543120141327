-- CreateEnum
CREATE TYPE "WebhookDeliveryState" AS ENUM ('pending', 'delivered', 'failed', 'abandoned');

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "fanned_out_at" TIMESTAMPTZ(3);
-- Events written before webhooks existed had no endpoint and no subscriber to reach:
-- mark them as fanned out so the new job does not publish history as if it were live.
UPDATE "events" SET "fanned_out_at" = "created_at";

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "description" TEXT,
    "secret_ciphertext" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "event_id" TEXT NOT NULL,
    "endpoint_id" TEXT NOT NULL,
    "state" "WebhookDeliveryState" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "webhook_attempts" (
    "id" BIGSERIAL NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "delivery_id" BIGINT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "status_code" INTEGER,
    "latency_ms" INTEGER NOT NULL,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoints_organization_id_environment_id_idx" ON "webhook_endpoints"("organization_id", "environment", "id" DESC);

-- CreateIndex
CREATE INDEX "webhook_deliveries_state_next_attempt_at_idx" ON "webhook_deliveries"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_organization_id_endpoint_id_state_idx" ON "webhook_deliveries"("organization_id", "endpoint_id", "state");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_organization_id_event_id_endpoint_id_key" ON "webhook_deliveries"("organization_id", "event_id", "endpoint_id");

-- CreateIndex
CREATE INDEX "webhook_attempts_organization_id_delivery_id_idx" ON "webhook_attempts"("organization_id", "delivery_id");

-- CreateIndex
CREATE INDEX "events_organization_id_environment_id_idx" ON "events"("organization_id", "environment", "id" DESC);

-- CreateIndex
CREATE INDEX "events_fanned_out_at_created_at_idx" ON "events"("fanned_out_at", "created_at");
