-- Tasks: an optional assignee, one of the workspace's team members (deleting the member leaves the task unassigned)

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN     "assigneeId" UUID;

-- CreateIndex
CREATE INDEX "tasks_assigneeId_idx" ON "tasks"("assigneeId");

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;
