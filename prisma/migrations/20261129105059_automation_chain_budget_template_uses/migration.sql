-- AlterTable
ALTER TABLE "workflow_executions" ADD COLUMN     "chainRootId" UUID;

-- CreateTable
CREATE TABLE "automation_template_uses" (
    "userId" UUID NOT NULL,
    "templateId" UUID NOT NULL,
    "usageCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "automation_template_uses_pkey" PRIMARY KEY ("userId","templateId")
);

-- CreateIndex
CREATE INDEX "automation_template_uses_templateId_idx" ON "automation_template_uses"("templateId");

-- CreateIndex
CREATE INDEX "workflow_executions_chainRootId_idx" ON "workflow_executions"("chainRootId");

-- AddForeignKey
ALTER TABLE "automation_template_uses" ADD CONSTRAINT "automation_template_uses_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "automation_template_uses" ADD CONSTRAINT "automation_template_uses_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "automation_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
