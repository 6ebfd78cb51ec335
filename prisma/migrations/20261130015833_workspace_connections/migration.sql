-- CreateTable
CREATE TABLE "connections" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'connected',
    "error" TEXT,
    "serverUrl" TEXT,
    "calendars" JSONB NOT NULL DEFAULT '[]',
    "calendarUrl" TEXT,
    "calendarName" TEXT,
    "syncToken" TEXT,
    "lastSyncAt" TIMESTAMPTZ(3),
    "secrets" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "connections_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "connections_userId_provider_key" ON "connections"("userId", "provider");

-- AddForeignKey
ALTER TABLE "connections" ADD CONSTRAINT "connections_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Events pushed to the deployment-wide CalDAV calendar (CALDAV_*, gone) keep their externalCalendarId; their card
-- says why they no longer follow until the workspace connects its own calendar.
UPDATE "calendar_events" SET "syncError" = 'Reconnect to keep syncing' WHERE "caldavHref" IS NOT NULL;
