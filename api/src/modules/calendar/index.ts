// The calendar module's face: events with recurrence, reminders, invitations with RSVP links, CalDAV sync, the ICS feed and meeting links.
import "./calendar.record";
import "./calendar.schema";
import "./calendar.hub";
import "./calendar.search";
import "./calendar.settings";
import { rsvpPublicRoutes } from "./calendar.rsvp";

export { createEvent } from "./calendar.service";
import type { ApiModule } from "../../module";
import { calendarPublicRoutes, calendarRoutes } from "./calendar.rest";
import { caldavPushHandler } from "./calendar.sync";
import { meetingTimeHandler } from "./calendar.meeting";
import { invitationsHandler } from "./calendar.invitations";
import { reminderEmailHandler, scanReminders } from "./calendar.reminders";
import { REMINDER_QUEUE } from "./calendar.reminder-runs";
import { pullQueues, pullScheduledJobs } from "./calendar.pull";

export const calendarModule: ApiModule = {
  name: "calendar",
  routes: calendarRoutes,
  publicRoutes: [...calendarPublicRoutes, ...rsvpPublicRoutes],
  eventHandlers: [invitationsHandler, caldavPushHandler, meetingTimeHandler, reminderEmailHandler],
  // the workspace's CalDAV calendar pulled back (calendar.pull.ts)
  queues: pullQueues,
  scheduledJobs: [...pullScheduledJobs, {
    // due reminders: the bell and an e-mail to the provider, once per occurrence, then on to the next occurrence;
    // runs of the same queue at the due times in between
    name: REMINDER_QUEUE,
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 120 },
    run: (res) => scanReminders(res),
  }],
};
