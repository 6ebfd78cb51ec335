// What the automation screens show, without the validation rules (common/automation.ts, which loads Yup): the
// screen imports these, the workflow dialog the rules.

/** 'client_created' -> 'client created' (underscores shown as spaces). */
export const spaced = (s: string | null | undefined) => (s ?? "").replace(/_/g, " ");

/** Execution status colours: success green, failed red, running blue, anything else grey. */
const EXECUTION_STATUS_COLORS: Readonly<Record<string, string>> = { success: "green", failed: "red", running: "blue" };
export const executionStatusColor = (status: string) => EXECUTION_STATUS_COLORS[status] ?? "gray";

/** A run's name as shown: the workflow's name when it started, or 'Unknown Workflow'. */
export const executionName = (workflowName: string | null | undefined) => workflowName || "Unknown Workflow";

export const ACTION_LABELS = {
  send_email: "Send Email", create_task: "Create Task", update_status: "Update Status", send_notification: "Send Notification",
  create_calendar_event: "Create Calendar Event", assign_team_member: "Assign Team Member",
  wait: "Wait", condition: "Condition", update_field: "Update Record Field", add_note: "Add Note", send_webhook: "Send Webhook",
} as const;
