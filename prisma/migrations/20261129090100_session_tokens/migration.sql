-- CreateTable
CREATE TABLE "session_tokens" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "api_key_id" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "scopes" TEXT[],
    "trusted_documents_only" BOOLEAN NOT NULL,
    "lifetime_seconds" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "session_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "session_tokens_token_hash_key" ON "session_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "session_tokens_organization_id_environment_id_idx" ON "session_tokens"("organization_id", "environment", "id");

-- CreateIndex
CREATE INDEX "session_tokens_api_key_id_idx" ON "session_tokens"("api_key_id");
