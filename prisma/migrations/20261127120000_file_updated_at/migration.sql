-- The version of a file record, set by every write of it (Edit Details is guarded by it as every update is)
ALTER TABLE "files" ADD COLUMN "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Files saved before it have not changed since they were saved
UPDATE "files" SET "updatedAt" = "createdAt";
