-- AlterTable
ALTER TABLE "webhook_deliveries" ADD COLUMN     "redelivered_at" TIMESTAMPTZ(3);
