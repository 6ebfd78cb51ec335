-- AlterTable
ALTER TABLE "users" ADD COLUMN     "numberFormat" TEXT NOT NULL DEFAULT 'auto';
