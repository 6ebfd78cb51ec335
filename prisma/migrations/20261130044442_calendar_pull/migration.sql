-- AlterTable
ALTER TABLE "connections" ADD COLUMN     "pullLease" UUID,
ADD COLUMN     "pullLeaseUntil" TIMESTAMPTZ(3),
ADD COLUMN     "pullSkipped" JSONB NOT NULL DEFAULT '{}';
