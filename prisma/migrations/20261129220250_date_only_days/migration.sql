-- Date-only fields become calendar days (`date`), keeping the day each stored value meant.
--
-- Invoices stored the start of their day in the workspace's zone: their day is the stored instant's day there.
-- The others stored 00:00 UTC of the day (projects, contracts, tasks sent through the API) or, for tasks saved from
-- the form, the end of the day in the workspace's zone: 00:00 UTC is that UTC day, any other instant its day in the
-- workspace's zone. An unknown zone counts as UTC.

CREATE FUNCTION pg_temp.zone_of(uid uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT u."timeZone" FROM users u WHERE u.id = uid AND EXISTS (SELECT 1 FROM pg_timezone_names z WHERE z.name = u."timeZone")), 'UTC')
$$;

CREATE FUNCTION pg_temp.day_in(at timestamptz, zone text) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE zone)::date)::timestamp AT TIME ZONE 'UTC'
$$;

CREATE FUNCTION pg_temp.day_of(at timestamptz, zone text) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN at = date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' THEN at ELSE pg_temp.day_in(at, zone) END
$$;

-- 1. Every value becomes 00:00 UTC of its day
UPDATE "invoices" SET "issueDate" = pg_temp.day_in("issueDate", pg_temp.zone_of("userId")),
                      "dueDate" = pg_temp.day_in("dueDate", pg_temp.zone_of("userId"));
UPDATE "tasks" SET "dueDate" = pg_temp.day_of("dueDate", pg_temp.zone_of("userId")) WHERE "dueDate" IS NOT NULL;
UPDATE "projects" SET "startDate" = pg_temp.day_of("startDate", pg_temp.zone_of("userId")),
                      "dueDate" = pg_temp.day_of("dueDate", pg_temp.zone_of("userId"))
  WHERE "startDate" IS NOT NULL OR "dueDate" IS NOT NULL;
UPDATE "contracts" SET "startDate" = pg_temp.day_of("startDate", pg_temp.zone_of("userId")),
                       "endDate" = pg_temp.day_of("endDate", pg_temp.zone_of("userId")),
                       "expiryDate" = pg_temp.day_of("expiryDate", pg_temp.zone_of("userId"))
  WHERE "startDate" IS NOT NULL OR "endDate" IS NOT NULL OR "expiryDate" IS NOT NULL;

-- 2. ...which is its day as a date
ALTER TABLE "contracts" ALTER COLUMN "startDate" SET DATA TYPE DATE USING ("startDate" AT TIME ZONE 'UTC')::date,
ALTER COLUMN "endDate" SET DATA TYPE DATE USING ("endDate" AT TIME ZONE 'UTC')::date,
ALTER COLUMN "expiryDate" SET DATA TYPE DATE USING ("expiryDate" AT TIME ZONE 'UTC')::date;

ALTER TABLE "invoices" ALTER COLUMN "issueDate" SET DATA TYPE DATE USING ("issueDate" AT TIME ZONE 'UTC')::date,
ALTER COLUMN "dueDate" SET DATA TYPE DATE USING ("dueDate" AT TIME ZONE 'UTC')::date;

ALTER TABLE "projects" ALTER COLUMN "startDate" SET DATA TYPE DATE USING ("startDate" AT TIME ZONE 'UTC')::date,
ALTER COLUMN "dueDate" SET DATA TYPE DATE USING ("dueDate" AT TIME ZONE 'UTC')::date;

ALTER TABLE "tasks" ALTER COLUMN "dueDate" SET DATA TYPE DATE USING ("dueDate" AT TIME ZONE 'UTC')::date;
