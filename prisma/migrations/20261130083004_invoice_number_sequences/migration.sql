-- CreateTable
CREATE TABLE "invoice_number_sequences" (
    "userId" UUID NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_number_sequences_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "invoice_number_sequences" ADD CONSTRAINT "invoice_number_sequences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing workspaces continue after their highest INV-nnnn number (up to 9 digits: the form's older
-- timestamp numbers, INV-<13 digits>, are not part of the sequence)
INSERT INTO "invoice_number_sequences" ("userId", "lastNumber")
SELECT "userId", max(substring("invoiceNumber" from '^INV-([0-9]{1,9})$')::int)
FROM "invoices" WHERE "invoiceNumber" ~ '^INV-[0-9]{1,9}$'
GROUP BY "userId";
