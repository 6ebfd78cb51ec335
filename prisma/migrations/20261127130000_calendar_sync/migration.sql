-- Calendar: time zones, iCalendar identity (uid, sequence, overrides, deleted occurrences), reminders, invitations,
-- CalDAV sync, meeting links, and the secret ICS feed of each user

-- DropIndex
DROP INDEX "calendar_events_parentEventId_idx";

-- AlterTable
ALTER TABLE "calendar_events" ADD COLUMN     "caldavEtag" TEXT,
ADD COLUMN     "caldavHref" TEXT,
ADD COLUMN     "exDates" TIMESTAMPTZ(3)[] DEFAULT ARRAY[]::TIMESTAMPTZ(3)[],
ADD COLUMN     "invitedEmails" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "invitedSequence" INTEGER,
ADD COLUMN     "meetingId" TEXT,
ADD COLUMN     "meetingPlatform" TEXT,
ADD COLUMN     "recurrenceId" TIMESTAMPTZ(3),
ADD COLUMN     "reminderClaimedAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderDueAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderOccurrenceAt" TIMESTAMPTZ(3),
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "syncError" TEXT,
ADD COLUMN     "syncedAt" TIMESTAMPTZ(3),
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC',
ADD COLUMN     "uid" TEXT NOT NULL DEFAULT (gen_random_uuid())::text;

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "nonce" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_userId_key" ON "calendar_feeds"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_tokenHash_key" ON "calendar_feeds"("tokenHash");

-- CreateIndex
CREATE INDEX "calendar_events_reminderDueAt_idx" ON "calendar_events"("reminderDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_events_parentEventId_recurrenceId_key" ON "calendar_events"("parentEventId", "recurrenceId");

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
