-- Who did a write: the signed-in user (a request), an automation, or the system (a job, a scan).
ALTER TABLE "activities" ADD COLUMN "actor" TEXT NOT NULL DEFAULT 'user';
ALTER TABLE "domain_events" ADD COLUMN "actor" TEXT NOT NULL DEFAULT 'user';

-- Domain event types take their catalogue names (entity.verb), while handler and job queue names stay as they are.
UPDATE "domain_events" SET "type" = CASE "type"
    WHEN 'messageCreated' THEN 'message.created'
    WHEN 'messageEmailSent' THEN 'message.email_sent'
    WHEN 'messageEmailFailed' THEN 'message.email_failed'
    WHEN 'taskOverdue' THEN 'task.overdue'
    WHEN 'invoice_overdue' THEN 'invoice.overdue'
    WHEN 'file_uploaded' THEN 'file.uploaded'
    ELSE "type"
  END
WHERE "type" IN ('messageCreated', 'messageEmailSent', 'messageEmailFailed', 'taskOverdue', 'invoice_overdue', 'file_uploaded');
