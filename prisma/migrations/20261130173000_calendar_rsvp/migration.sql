-- RSVP: each attendee's answer on the event, and their links (the token kept as its hash only); what the attendees
-- last received, so that an update e-mail says what changed
ALTER TABLE "calendar_events" ADD COLUMN "attendeeResponses" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN "invitedSnapshot" JSONB;

-- CreateTable
CREATE TABLE "calendar_rsvp_links" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "userId" UUID NOT NULL,
    "eventId" UUID,
    "email" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_rsvp_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_rsvp_links_tokenHash_key" ON "calendar_rsvp_links"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_rsvp_links_eventId_email_key" ON "calendar_rsvp_links"("eventId", "email");

-- CreateIndex
CREATE INDEX "calendar_rsvp_links_userId_idx" ON "calendar_rsvp_links"("userId");

-- AddForeignKey
ALTER TABLE "calendar_rsvp_links" ADD CONSTRAINT "calendar_rsvp_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_rsvp_links" ADD CONSTRAINT "calendar_rsvp_links_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "calendar_events"("id") ON DELETE SET NULL ON UPDATE CASCADE;
