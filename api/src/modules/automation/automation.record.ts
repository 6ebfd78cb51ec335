// The record types of the automation module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const workflowRecord = defineRecord({
  entity: "workflow",
  table: "workflows",
  publicFields: ["id", "name", "description", "trigger", "conditions", "actions", "isActive", "lastRun", "runCount", "createdAt", "updatedAt"],
  events: RECORD_WRITES,
});

const workflowExecutionRecord = defineRecord({
  entity: "workflow_execution",
  table: "workflow_executions",
  publicFields: ["id", "workflowId", "workflowName", "status", "triggeredBy", "triggerType", "errorMessage", "depth", "startedAt", "updatedAt",
    "completedAt", "executionTime"],
  events: {
    /** a person asked for a workflow's run (Run Now: the run's create, or Retry of a failed run: its update); the automation handler runs it */
    requested: { base: "write", extra: { reason: ["manual", "retry"] } },
    /** a run's Add Note step wrote a line on a record's timeline (the step's origin) */
    note_added: { base: "none", extra: { entity: "string", entityId: "string", activityId: "string" } },
    /** a run's Send Webhook step queued a signed delivery to one of the workspace's endpoints (the step's origin) */
    webhook_sent: { base: "none", extra: { webhookId: "string" } },
    /** a run's Assign Team Member step assigned a team member to the trigger's project or client (the step's origin) */
    team_assigned: { base: "none", extra: { teamMemberId: "string", role: "string", target: ["project", "client"], targetId: "string" } },
  },
});

declare module "../../domain-events" {
  interface Records {
    workflow: typeof workflowRecord;
    workflow_execution: typeof workflowExecutionRecord;
  }
}
