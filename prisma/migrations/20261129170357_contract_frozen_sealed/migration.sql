-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "personalMessage" TEXT,
ADD COLUMN     "sealedAt" TIMESTAMPTZ(3),
ADD COLUMN     "sealedByHand" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sealedKey" TEXT,
ADD COLUMN     "sealedSha256" TEXT,
ADD COLUMN     "sealedSize" INTEGER,
ADD COLUMN     "sentHash" TEXT,
ADD COLUMN     "sentText" TEXT;
