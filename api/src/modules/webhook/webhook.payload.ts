import type { DomainEvent } from "../../generated/prisma/client";
import type { EventEntity, EventType } from "../../domain-events";

/*
 * What of a domain event leaves the product in a webhook: an allow-list, per entity, of the record fields an endpoint
 * receives (in `record` and as the keys of `changes`), and per event type the payload fields it adds. Anything not
 * listed stays inside: secrets (a contract page's token hash and nonce), a third person's traces (the signer's IP
 * address and browser), storage keys, e-mail bookkeeping, integrations' raw data, automation internals. A column
 * added to a table is not sent until it is listed here.
 */

const TIMES = ["createdAt", "updatedAt"] as const;

/** The record fields sent, per entity (the owner's `userId` never is). */
export const WEBHOOK_RECORD_FIELDS: Record<EventEntity, readonly string[]> = {
  client: ["id", "name", "email", "phone", "company", "address", "notes", "status", "website", "linkedinUrl", "twitterUsername", "facebookUsername",
    "instagramUsername", "tiktokUsername", "youtubeChannel", ...TIMES],
  project: ["id", "clientId", "name", "description", "status", "priority", "startDate", "dueDate", "completedAt", "budget", "actualCost", "progress", ...TIMES],
  task: ["id", "projectId", "clientId", "assigneeId", "title", "description", "status", "priority", "dueDate", "completedAt", "estimatedHours", "actualHours", ...TIMES],
  team_member: ["id", "name", "email", "phone", "role", "department", "hourlyRate", "bio", "skills", "profileImage", "status", ...TIMES],
  invoice: ["id", "clientId", "projectId", "invoiceNumber", "status", "issueDate", "dueDate", "paidDate", "subtotal", "taxRate", "taxAmount", "total",
    "currency", "notes", "paymentUrl", "publicViewUrl", ...TIMES],
  message: ["id", "clientId", "projectId", "subject", "content", "type", "isRead", "contactEmail", "contactName", "emailSent", "emailSentAt", ...TIMES],
  file: ["id", "clientId", "projectId", "name", "originalName", "size", "mimeType", "description", ...TIMES],
  calendar_event: ["id", "clientId", "projectId", "title", "description", "startTime", "endTime", "isAllDay", "location", "type", "meetingLink",
    "meetingPlatform", "attendeeEmails", "recurrenceRule", "parentEventId", "isRecurring", "recurrenceId", "exDates", "reminderMinutes", "status",
    "visibility", "color", "timeZone", "uid", "sequence", ...TIMES],
  contract: ["id", "clientId", "projectId", "templateId", "contractNumber", "title", "type", "status", "content", "value", "currency", "startDate",
    "endDate", "signedDate", "effectiveDate", "expiryDate", "clientSignature", "clientSignedAt", "providerSignature", "providerSignedAt",
    "documentHash", "version", "parentContractId", "sentAt", "viewedAt", "reminderCount", "declinedAt", "declineReason", "notes", "supersededAt", ...TIMES],
  contract_template: ["id", "name", "type", "category", "description", "content", "isActive", "isDefault", "variables", "paymentTerms", "deliverables",
    "timeline", "scope", "cancellationPolicy", "revisionPolicy", "intellectualProperty", "confidentiality", "liability", "defaultRate", "currency",
    "validityDays", ...TIMES],
  workflow: ["id", "name", "description", "trigger", "conditions", "actions", "isActive", "lastRun", "runCount", ...TIMES],
  workflow_execution: ["id", "workflowId", "workflowName", "status", "triggeredBy", "triggerType", "errorMessage", "depth", "startedAt", "updatedAt",
    "completedAt", "executionTime"],
};

/** The payload fields an event type adds to its record or changes (see domain-events.ts). */
const WEBHOOK_EXTRA_FIELDS: Partial<Record<EventType, readonly string[]>> = {
  "task.overdue": ["dueDate"],
  "invoice.sent": ["messageId"],
  "invoice.overdue": ["invoiceNumber", "clientId", "dueDate", "total", "currency"],
  "message.created": ["email"],
  "message.email_failed": ["reason"],
  "calendar_event.reminder_due": ["occurrenceStart"],
  "contract.signed": ["signedBy"],
  "contract.declined": ["reason"],
  "workflow_execution.requested": ["reason"],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const pick = (o: Record<string, unknown>, allowed: ReadonlySet<string>) => Object.fromEntries(Object.entries(o).filter(([k]) => allowed.has(k)));

const recordFields = new Map(Object.entries(WEBHOOK_RECORD_FIELDS).map(([entity, fields]) => [entity, new Set(fields)]));

/** The event's payload as an endpoint receives it: its allowed record fields, changes and extras only. */
export function webhookPayload(event: Pick<DomainEvent, "type" | "entityType" | "payload">): Record<string, unknown> {
  const payload = isObject(event.payload) ? event.payload : {};
  const fields = recordFields.get(event.entityType) ?? new Set<string>();
  const out: Record<string, unknown> = pick(payload, new Set(WEBHOOK_EXTRA_FIELDS[event.type as EventType] ?? []));
  if (isObject(payload.record)) out.record = pick(payload.record, fields);
  if (isObject(payload.changes)) out.changes = pick(payload.changes, fields);
  return out;
}
