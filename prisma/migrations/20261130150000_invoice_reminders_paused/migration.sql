-- A refund that reopens an invoice's balance pauses its payment reminders until the provider acts on it
ALTER TABLE "invoices" ADD COLUMN "remindersPausedAt" TIMESTAMPTZ(3);
