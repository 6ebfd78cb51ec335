// The record types of the project module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const projectRecord = defineRecord({
  entity: "project",
  table: "projects",
  attachedTo: { client: "clientId", project: "id" },
  publicFields: ["id", "clientId", "name", "description", "status", "priority", "startDate", "dueDate", "completedAt", "budget", "actualCost", "progress", "createdAt", "updatedAt"],
  events: RECORD_WRITES,
});

declare module "../../domain-events" {
  interface Records {
    project: typeof projectRecord;
  }
}
