-- CreateEnum
CREATE TYPE "TransferStatus" AS ENUM ('processing', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "ProviderState" AS ENUM ('submitting', 'accepted', 'finished');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerAccountKind" ADD VALUE 'transfer_payouts';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'fee_revenue';

-- CreateTable
CREATE TABLE "transfers" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "amount" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "currency" "Currency" NOT NULL,
    "status" "TransferStatus" NOT NULL,
    "destination_type" TEXT NOT NULL,
    "destination_account_name" TEXT NOT NULL,
    "destination_country" TEXT NOT NULL,
    "destination_last4" TEXT NOT NULL,
    "destination_bank_code" TEXT,
    "destination_network" TEXT,
    "reference" TEXT,
    "description" TEXT,
    "metadata" JSONB NOT NULL,
    "failure_code" TEXT,
    "failure_message" TEXT,
    "provider_state" "ProviderState" NOT NULL,
    "next_check_at" TIMESTAMPTZ(3),
    "idempotency_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateIndex
CREATE INDEX "transfers_organization_id_environment_id_idx" ON "transfers"("organization_id", "environment", "id" DESC);

-- CreateIndex
CREATE INDEX "transfers_organization_id_environment_status_id_idx" ON "transfers"("organization_id", "environment", "status", "id" DESC);

-- CreateIndex
CREATE INDEX "transfers_provider_state_next_check_at_idx" ON "transfers"("provider_state", "next_check_at");

