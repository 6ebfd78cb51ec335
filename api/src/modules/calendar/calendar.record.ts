// The record types of the calendar module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const calendarEventRecord = defineRecord({
  entity: "calendar_event",
  table: "calendar_events",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "title", "description", "startTime", "endTime", "isAllDay", "location", "type", "meetingLink",
    "meetingPlatform", "attendeeEmails", "recurrenceRule", "parentEventId", "isRecurring", "recurrenceId", "exDates", "reminderMinutes", "status",
    "visibility", "color", "timeZone", "uid", "sequence", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** the reminder of an occurrence is due (the scan's claim): its e-mail goes to the provider */
    reminder_due: { base: "none", extra: { occurrenceStart: "string" } },
    /** an attendee answered the invitation on its RSVP page (accepted, maybe, declined), or changed their answer */
    responded: { base: "updated", extra: { email: "string", rsvp: ["accepted", "tentative", "declined"] } },
  },
});

declare module "../../domain-events" {
  interface Records {
    calendar_event: typeof calendarEventRecord;
  }
}
