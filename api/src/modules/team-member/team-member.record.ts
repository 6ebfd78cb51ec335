// The record types of the team member module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const teamMemberRecord = defineRecord({
  entity: "team_member",
  table: "team_members",
  publicFields: ["id", "name", "email", "phone", "role", "department", "hourlyRate", "bio", "skills", "profileImage", "status", "createdAt", "updatedAt"],
  events: RECORD_WRITES,
});

declare module "../../domain-events" {
  interface Records {
    team_member: typeof teamMemberRecord;
  }
}
