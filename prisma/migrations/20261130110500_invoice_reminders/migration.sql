-- AlterTable
ALTER TABLE "users" ADD COLUMN     "reminderRepeatDays" INTEGER,
ADD COLUMN     "reminderSendHour" INTEGER NOT NULL DEFAULT 9,
ADD COLUMN     "reminderTiers" JSONB,
ADD COLUMN     "remindersEnabled" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "clients" ADD COLUMN     "excludeFromReminders" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "reminderNumber" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "dueOn" DATE NOT NULL,
    "sentAt" TIMESTAMPTZ(3),
    "lateFee" DECIMAL(10,2),
    "messageId" UUID,
    "note" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invoice_reminders_userId_idx" ON "invoice_reminders"("userId");

-- CreateIndex
CREATE INDEX "invoice_reminders_status_nextAttemptAt_idx" ON "invoice_reminders"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_reminders_invoiceId_reminderNumber_key" ON "invoice_reminders"("invoiceId", "reminderNumber");

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
