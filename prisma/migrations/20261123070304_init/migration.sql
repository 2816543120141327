-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Environment" AS ENUM ('sandbox', 'live');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('USD', 'EUR', 'GBP', 'XOF', 'XAF', 'NGN', 'GHS', 'KES');

-- CreateEnum
CREATE TYPE "LedgerAccountKind" AS ENUM ('wallet_available', 'wallet_reserved', 'sandbox_funding');

-- CreateTable
CREATE TABLE "organizations" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "live_activated" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "scopes" TEXT[],
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_accounts" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "kind" "LedgerAccountKind" NOT NULL,
    "currency" "Currency" NOT NULL,
    "owner_id" TEXT NOT NULL DEFAULT '',
    "balance" BIGINT NOT NULL DEFAULT 0,
    "allow_negative" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "ledger_transactions" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "kind" TEXT NOT NULL,
    "resource_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_transactions_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "transaction_id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateTable
CREATE TABLE "idempotency_records" (
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "key" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "response_status" INTEGER,
    "response_body" TEXT,
    "resource_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("organization_id","environment","key")
);

-- CreateTable
CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("organization_id","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys"("secret_hash");

-- CreateIndex
CREATE INDEX "api_keys_organization_id_environment_idx" ON "api_keys"("organization_id", "environment");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_accounts_organization_id_environment_kind_currency_o_key" ON "ledger_accounts"("organization_id", "environment", "kind", "currency", "owner_id");

-- CreateIndex
CREATE INDEX "ledger_transactions_organization_id_environment_resource_id_idx" ON "ledger_transactions"("organization_id", "environment", "resource_id");

-- CreateIndex
CREATE INDEX "ledger_entries_organization_id_account_id_idx" ON "ledger_entries"("organization_id", "account_id");

-- CreateIndex
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries"("transaction_id");

-- CreateIndex
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

-- CreateIndex
CREATE INDEX "events_organization_id_environment_type_idx" ON "events"("organization_id", "environment", "type");

-- Hand-written: the database itself refuses a negative customer balance, whatever the code does.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_not_negative"
    CHECK ("allow_negative" OR "balance" >= 0);
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_state_known"
    CHECK ("state" IN ('in_progress', 'completed'));
