-- Contracts and proposals: versions (the number is unique per version), the client's page on a hashed token, reminders,
-- the signature's evidence, and the audit trail

-- DropIndex
DROP INDEX "contracts_userId_contractNumber_key";

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "consentText" TEXT,
ADD COLUMN     "declineReason" TEXT,
ADD COLUMN     "declinedAt" TIMESTAMPTZ(3),
ADD COLUMN     "publicTokenHash" TEXT,
ADD COLUMN     "publicTokenNonce" TEXT,
ADD COLUMN     "reminderCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "signedContent" TEXT,
ADD COLUMN     "signerIp" TEXT,
ADD COLUMN     "signerUserAgent" TEXT,
ADD COLUMN     "supersededAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "contract_audit" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "contractId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "detail" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_audit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contract_audit_contractId_createdAt_idx" ON "contract_audit"("contractId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "contracts_publicTokenHash_key" ON "contracts"("publicTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "contracts_userId_contractNumber_version_key" ON "contracts"("userId", "contractNumber", "version");

-- AddForeignKey
ALTER TABLE "contract_audit" ADD CONSTRAINT "contract_audit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_audit" ADD CONSTRAINT "contract_audit_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
