-- Card spending controls and real-time authorization (docs/api/cards.md#spending-controls,
-- #real-time-authorization). Adding nullable columns and a column with a constant default
-- rewrites no table; older instances work beside them (they never write the new columns, so their
-- authorizations carry no category or decline reason, and they do not enforce controls).

-- AlterTable
ALTER TABLE "card_transactions" ADD COLUMN     "decline_reason" TEXT,
ADD COLUMN     "merchant_category" TEXT;

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "spending_controls" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "card_authorization_requests" (
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "transaction_id" TEXT NOT NULL,
    "card_id" TEXT NOT NULL,
    "endpoint_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "decide_by" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_authorization_requests_pkey" PRIMARY KEY ("organization_id","transaction_id")
);

-- CreateIndex
CREATE INDEX "card_authorization_requests_decide_by_idx" ON "card_authorization_requests"("decide_by");

-- CreateIndex: a spending limit's interval total reads one card's authorizations since the interval began.
CREATE INDEX "card_transactions_organization_id_card_id_type_created_at_idx" ON "card_transactions"("organization_id", "card_id", "type", "created_at");
