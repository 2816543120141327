-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "description" TEXT,
ADD COLUMN     "last_used_at" TIMESTAMPTZ(3);
