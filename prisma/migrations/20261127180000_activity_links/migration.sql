-- Activity lines name the client and the project they are attached to (the client hub's and the project page's
-- timelines), filled on write by db/recorded.ts. The existing lines are filled below from their records.

-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "clientId" UUID,
ADD COLUMN     "projectId" UUID;

-- CreateIndex
CREATE INDEX "activities_userId_clientId_createdAt_idx" ON "activities"("userId", "clientId", "createdAt");

-- CreateIndex
CREATE INDEX "activities_userId_projectId_createdAt_idx" ON "activities"("userId", "projectId", "createdAt");

-- Backfill: a client line is its own client, a project line its project and the project's client
UPDATE "activities" a SET "clientId" = a."entityId"
FROM "clients" x WHERE a."entityType" = 'client' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x.id
FROM "projects" x WHERE a."entityType" = 'project' AND x.id = a."entityId" AND x."userId" = a."userId";

-- Backfill: the records that name a client and a project
UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "tasks" x WHERE a."entityType" = 'task' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "invoices" x WHERE a."entityType" = 'invoice' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "messages" x WHERE a."entityType" = 'message' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "files" x WHERE a."entityType" = 'file' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "calendar_events" x WHERE a."entityType" = 'calendar_event' AND x.id = a."entityId" AND x."userId" = a."userId";

UPDATE "activities" a SET "clientId" = x."clientId", "projectId" = x."projectId"
FROM "contracts" x WHERE a."entityType" = 'contract' AND x.id = a."entityId" AND x."userId" = a."userId";
