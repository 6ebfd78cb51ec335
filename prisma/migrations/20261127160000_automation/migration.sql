-- DropForeignKey
ALTER TABLE "workflow_executions" DROP CONSTRAINT "workflow_executions_workflowId_fkey";

-- AlterTable
ALTER TABLE "domain_events" ADD COLUMN     "origin" TEXT;

-- AlterTable
ALTER TABLE "workflow_executions" DROP COLUMN "results",
ADD COLUMN     "depth" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "triggerEventId" UUID,
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "workflowName" TEXT,
ALTER COLUMN "workflowId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "workflow_execution_steps" (
    "executionId" UUID NOT NULL,
    "step" INTEGER NOT NULL,
    "userId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimToken" UUID,
    "output" JSONB,
    "error" TEXT,
    "ms" INTEGER,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "workflow_execution_steps_pkey" PRIMARY KEY ("executionId","step")
);

-- CreateIndex
CREATE INDEX "workflow_execution_steps_userId_idx" ON "workflow_execution_steps"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "domain_events_origin_key" ON "domain_events"("origin");

-- CreateIndex
CREATE INDEX "workflow_executions_status_updatedAt_idx" ON "workflow_executions"("status", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_executions_workflowId_triggerEventId_key" ON "workflow_executions"("workflowId", "triggerEventId");

-- AddForeignKey
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "workflows"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_execution_steps" ADD CONSTRAINT "workflow_execution_steps_executionId_fkey" FOREIGN KEY ("executionId") REFERENCES "workflow_executions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_execution_steps" ADD CONSTRAINT "workflow_execution_steps_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Domain events to dispatch are announced when their transaction commits (a NOTIFY is sent at commit, never for a
-- rollback): a worker queues their jobs at once instead of waiting for the sweep
CREATE FUNCTION "domain_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', NEW.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "domain_events_notify" AFTER INSERT ON "domain_events"
  FOR EACH ROW WHEN (NEW."dispatchedAt" IS NULL) EXECUTE FUNCTION "domain_events_notify"();

-- The shared automation templates (no owner: every workspace reads them)
INSERT INTO "automation_templates" ("name", "description", "category", "trigger", "conditions", "actions", "isPublic") VALUES
('Welcome a new client', 'Send a warm welcome e-mail to every new client, file a kickoff task and tell yourself.', 'client_onboarding', 'client_created', '{}',
 '[{"type":"send_email","config":{"to":"client","subject":"Welcome aboard, {client_name}!","message":"Hi {client_name},\n\nThank you for choosing to work with us. We are excited to get started and will be in touch shortly with the next steps.\n\nBest regards"}},{"type":"create_task","config":{"title":"Kickoff call with {client_name}","description":"Schedule the kickoff call and gather the project requirements.","priority":"high","assignTo":"self","dueInDays":3}},{"type":"send_notification","config":{"message":"New client {client_name} was welcomed","type":"success"}}]', true),
('Remind about an overdue invoice', 'When an invoice passes its due date, send the client a polite reminder and file a follow-up task.', 'invoicing', 'invoice_overdue', '{}',
 '[{"type":"send_email","config":{"to":"client","subject":"Reminder: invoice {invoice_number} is overdue","message":"Hi {client_name},\n\nThis is a friendly reminder that invoice {invoice_number} for {invoice_total} was due on {invoice_due_date}. If you have already paid, please ignore this message.\n\nThank you"}},{"type":"create_task","config":{"title":"Follow up on invoice {invoice_number}","description":"Check whether {client_name} has paid.","priority":"high","assignTo":"self","dueInDays":7}}]', true),
('Thank a client when a project completes', 'When a project is completed, thank the client and ask for feedback.', 'project_management', 'project_completed', '{}',
 '[{"type":"send_email","config":{"to":"client","subject":"{project_name} is complete","message":"Hi {client_name},\n\n{project_name} is now complete. Thank you for the great collaboration. We would love to hear your feedback.\n\nBest regards"}},{"type":"send_notification","config":{"message":"Project {project_name} was completed","type":"success"}}]', true),
('Kick off a signed contract', 'When a client signs a contract, start its project and plan the kickoff meeting.', 'contracts', 'contract_signed', '{}',
 '[{"type":"update_status","config":{"entity":"project","status":"active"}},{"type":"create_calendar_event","config":{"title":"Kickoff: {contract_title}","duration":60,"type":"meeting","startsInDays":2}},{"type":"send_notification","config":{"message":"{client_name} signed {contract_title}","type":"success"}}]', true),
('File a task for each uploaded file', 'Every uploaded file gets a review task, so nothing sits unread.', 'file_management', 'file_uploaded', '{}',
 '[{"type":"create_task","config":{"title":"Review {file_name}","description":"A new file was uploaded.","priority":"medium","assignTo":"self","dueInDays":2}}]', true),
('Check in on a newly assigned task', 'When a task is assigned, tell yourself and put a check-in call on the calendar.', 'team_management', 'task_assigned', '{}',
 '[{"type":"send_notification","config":{"message":"Task {task_title} was assigned","type":"info"}},{"type":"create_calendar_event","config":{"title":"Check-in: {task_title}","duration":30,"type":"call","startsInDays":1}}]', true);
