// The record types of the task module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const taskRecord = defineRecord({
  entity: "task",
  table: "tasks",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "projectId", "clientId", "assigneeId", "title", "description", "status", "priority", "dueDate", "completedAt", "estimatedHours",
    "actualHours", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** an open task passed its due date (the scheduled scan; not a write of the task) */
    overdue: { base: "none", extra: { dueDate: "string" } },
  },
});

declare module "../../domain-events" {
  interface Records {
    task: typeof taskRecord;
  }
}
