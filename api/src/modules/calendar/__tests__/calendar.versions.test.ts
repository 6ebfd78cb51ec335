import { describeVersionedUpdates } from "../../../../test/versions";
import { backgroundDispatches } from "../../../jobs/outbox";
import { updateEvent } from "../calendar.service";
import { makeEvent } from "./factory";

describeVersionedUpdates({
  entity: "CalendarEvent", field: "calendarEvent", record: "calendar event", model: "calendarEvent", path: "/api/calendar", text: "title",
  // the create's event is handled in the background: its statements are not the update's
  make: async (app, s) => { const e = await makeEvent(app, s); await backgroundDispatches(); return e; },
  update: (ctx, id, input, read) => updateEvent(ctx, id, input, read),
});
