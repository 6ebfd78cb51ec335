// The record types of the file module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const fileRecord = defineRecord({
  entity: "file",
  table: "files",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "name", "originalName", "size", "mimeType", "description", "createdAt", "updatedAt"],
  events: {
    /** a file's record was saved after its upload (its create) */
    uploaded: { base: "created" },
    updated: RECORD_WRITES.updated,
    deleted: RECORD_WRITES.deleted,
  },
});

declare module "../../domain-events" {
  interface Records {
    file: typeof fileRecord;
  }
}
