// The record types of the message module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const messageRecord = defineRecord({
  entity: "message",
  table: "messages",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "subject", "content", "type", "isRead", "contactEmail", "contactName", "emailSent", "emailSentAt",
    "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** `email`: the message goes to its contact by e-mail (the `message-email` handler sends it) */
    created: { base: "created", extra: { email: "boolean" } },
    email_sent: { base: "none" },
    email_failed: { base: "none", extra: { reason: "string" } },
  },
});

declare module "../../domain-events" {
  interface Records {
    message: typeof messageRecord;
  }
}
