-- AlterTable
ALTER TABLE "webhook_endpoints" ADD COLUMN     "disabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "previous_secret_ciphertext" TEXT,
ADD COLUMN     "previous_secret_expires_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "webhook_attempts" ADD COLUMN     "response_body" TEXT;
