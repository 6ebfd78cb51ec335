// The record types of the client module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const clientRecord = defineRecord({
  entity: "client",
  table: "clients",
  attachedTo: { client: "id" },
  publicFields: ["id", "name", "email", "phone", "company", "address", "notes", "status", "website", "linkedinUrl", "twitterUsername", "facebookUsername",
    "instagramUsername", "tiktokUsername", "youtubeChannel", "excludeFromReminders", "createdAt", "updatedAt"],
  events: RECORD_WRITES,
});

declare module "../../domain-events" {
  interface Records {
    client: typeof clientRecord;
  }
}
