-- AlterTable
ALTER TABLE "workflow_execution_steps" ADD COLUMN     "input" JSONB,
ADD COLUMN     "leaseUntil" TIMESTAMPTZ(3),
ADD COLUMN     "retryAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "workflow_executions" ADD COLUMN     "resumeAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "workflow_executions_status_resumeAt_idx" ON "workflow_executions"("status", "resumeAt");
