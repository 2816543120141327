-- CreateEnum
CREATE TYPE "CardStatus" AS ENUM ('active', 'frozen', 'terminated');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerAccountKind" ADD VALUE 'card_balance';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'card_spend';

-- CreateTable
CREATE TABLE "cards" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "product" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "status" "CardStatus" NOT NULL,
    "cardholder_first_name" TEXT NOT NULL,
    "cardholder_last_name" TEXT NOT NULL,
    "cardholder_email" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expiry_month" TEXT NOT NULL,
    "expiry_year" TEXT NOT NULL,
    "reference" TEXT,
    "metadata" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cards_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "card_transactions" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "card_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" "Currency" NOT NULL,
    "merchant_name" TEXT,
    "merchant_mcc" TEXT,
    "merchant_country" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_transactions_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "service_settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "cards_organization_id_environment_id_idx" ON "cards"("organization_id", "environment", "id" DESC);

-- CreateIndex
CREATE INDEX "cards_organization_id_environment_status_id_idx" ON "cards"("organization_id", "environment", "status", "id" DESC);

-- CreateIndex
CREATE INDEX "card_transactions_organization_id_card_id_id_idx" ON "card_transactions"("organization_id", "card_id", "id" DESC);
