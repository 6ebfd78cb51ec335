-- AlterTable
ALTER TABLE "calendar_events" ADD COLUMN     "invitationDeliveries" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "invitationFailures" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "reminderEmailError" TEXT;
