-- AlterTable
ALTER TABLE "users" ADD COLUMN     "invoiceNumberPadding" INTEGER NOT NULL DEFAULT 4,
ADD COLUMN     "invoiceNumberPrefix" TEXT NOT NULL DEFAULT 'INV-';
