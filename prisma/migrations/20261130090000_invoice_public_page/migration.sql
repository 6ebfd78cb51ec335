-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "depositDueDate" DATE,
ADD COLUMN     "depositType" TEXT,
ADD COLUMN     "depositValue" DECIMAL(10,2),
ADD COLUMN     "publicTokenHash" TEXT,
ADD COLUMN     "publicTokenNonce" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "invoices_publicTokenHash_key" ON "invoices"("publicTokenHash");
