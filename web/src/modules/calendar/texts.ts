import { CALENDAR_PAGE_TEXTS } from "@common/calendar-page";

/** The Calendar screen's texts. */
export const CALENDAR_TEXTS = {
  add: CALENDAR_PAGE_TEXTS.add,
  createTitle: "Create New Event",
  editTitle: "Edit Event",
  createDescription: "Schedule a meeting, a call, a deadline or a reminder.",
  editDescription: "Update this event's details.",
  submitCreate: "Create Event",
  submitUpdate: "Save Changes",
  emptyTitle: "No events scheduled",
  emptyDescription: "Create your first event to get started",
  emptyAction: "Create Your First Event",
  confirmDelete: "Are you sure you want to delete this event?",
  confirmDeleteSeries: "Are you sure you want to delete this event and all of its occurrences?",
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  createFailed: "Failed to create event",
  updateFailed: "Failed to update event",
  deleteFailed: "Failed to delete event",
  /** an attendee refused before it is added, under the attendees field */
  invalidAttendee: (value: string) => `"${value}" is not a valid e-mail address`,
  recurring: "Recurring",
  next: (when: string) => `Next: ${when}`,
  joinMeeting: "Join Meeting",
  noAttendees: "No attendees",
  attendees: (n: number) => (n === 1 ? "1 attendee" : `${n} attendees`),
  syncError: (reason: string) => `Sync failed: ${reason}`,
  /** the attendees the latest invitation did not reach, each with the reason */
  notInvited: (failures: readonly { email: string; reason: string }[]) => `Not invited: ${failures.map((f) => `${f.email} (${f.reason})`).join(", ")}`,
  listTab: CALENDAR_PAGE_TEXTS.listTab,
  upcomingTab: CALENDAR_PAGE_TEXTS.upcomingTab,
  dayTab: CALENDAR_PAGE_TEXTS.dayTab,
  weekTab: CALENDAR_PAGE_TEXTS.weekTab,
  monthTab: CALENDAR_PAGE_TEXTS.monthTab,
  views: "Calendar view",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  previousDay: "Previous day",
  nextDay: "Next day",
  allDay: "All day",
  now: "Now",
  /** the empty slot of a time grid: a click there creates an event at that time */
  newEventAt: (when: string) => `New event at ${when}`,
  /** a band of the time grid: the connected calendar is busy then */
  busy: "Busy in your calendar",
  /** the handle at the bottom of an event block: drag to change its end */
  resizeHandle: "Drag to change the end",
  upcomingEmpty: "Nothing scheduled in the coming days",
  showMore: "Show later events",
  todayLabel: "Today",
  tomorrowLabel: "Tomorrow",
  keyboardHint: CALENDAR_PAGE_TEXTS.keyboardHint,
  today: CALENDAR_PAGE_TEXTS.today,
  more: (n: number) => `+${n} more`,
  editOccurrence: "Edit",
  deleteOccurrence: "Delete",
  scopeEditTitle: "Edit recurring event",
  scopeDeleteTitle: "Delete recurring event",
  scopeEditText: "Change only this occurrence, or every event of the series?",
  scopeDeleteText: "Delete only this occurrence, or every event of the series?",
  scopeMoveTitle: "Move recurring event",
  scopeMoveText: "Move only this occurrence, or every event of the series?",
  scopeThis: "This event",
  scopeAll: "All events",
  cancel: "Cancel",
  /** A link (`/calendar?event=`, a search result or a hub's event) to an event that is gone. */
  notFound: "This event no longer exists.",
  /** The create dialog's description when it opens from a client's or a project's page, linked to it. */
  duplicateDescription: "A copy of the event: change what differs, then create it.",
  createDescriptionFor: (name: string) => `Schedule a meeting, a call, a deadline or a reminder for ${name}.`,
} as const;

/** The event details card's texts. */
export const DETAILS_TEXTS = {
  when: "When",
  allDay: "All day",
  inZone: (time: string, zone: string) => `${time} (${zone})`,
  zone: "Time zone",
  location: "Location",
  client: "Client",
  project: "Project",
  attendees: "Attendees",
  description: "Description",
  edit: "Edit",
  duplicate: "Duplicate",
  delete: "Delete",
} as const;

/** The event form's labels, helper texts and placeholders. */
export const EVENT_FORM_TEXTS = {
  title: "Title",
  titlePlaceholder: "Kickoff call with Acme",
  description: "Description",
  descriptionPlaceholder: "Agenda, notes, what to prepare",
  startTime: "Start time",
  endTime: "End time",
  location: "Location",
  locationPlaceholder: "Office, address or video link",
  type: "Type",
  recurring: "Recurring event",
  recurrence: "Repeats",
  attendees: "Attendees",
  attendeePlaceholder: "name@example.com",
  addAttendee: "Add",
  removeAttendee: (email: string) => `Remove ${email}`,
  attendeesHelp: "Each attendee receives an invitation by e-mail.",
  reminder: "Reminder",
  color: "Colour",
  client: "Client",
  noClient: "No client",
  project: "Project",
  noProject: "No project",
  repeatEnd: "Ends",
  endsNever: "Never",
  endsOn: "On a date",
  endsAfter: "After a number of times",
  repeatUntil: "Last day",
  repeatCount: "Times",
  weekdays: "On",
  weekdaysHelp: "None chosen: the start's day.",
} as const;

/** The colours' names, for the swatches' labels (the same order as EVENT_COLORS). */
export const EVENT_COLOR_NAMES: Record<string, string> = {
  "#1976d2": "Blue",
  "#388e3c": "Green",
  "#f57c00": "Orange",
  "#d32f2f": "Red",
  "#7b1fa2": "Purple",
  "#0097a7": "Teal",
};

/** Skeleton cards shown while the list loads. */
export const CALENDAR_SKELETON_COUNT = 5;

/** Events per page of the list; 'Load more' fetches the next page. */
export const CALENDAR_PAGE_SIZE = 50;

/** Occurrences per request of the month view (the server's largest page); further pages follow until the month is complete. */
export const MONTH_PAGE_SIZE = 100;

/** Chips a day of the month view shows before '+N more'. */
export const DAY_CHIP_LIMIT = 3;

/** The integration panel's texts. */
export const INTEGRATION_TEXTS = {
  toggle: CALENDAR_PAGE_TEXTS.integration,
  title: "Calendar Integration",
  description: "Connect your calendar to other apps and meeting platforms.",
  providers: "Calendar providers",
  connected: "Connected",
  notConnected: "Not Connected",
  noProvidersTitle: "No Calendar Providers",
  noProviders: "Configure calendar integrations in your environment settings",
  needsReconnect: "Needs reconnect",
  connect: "Connect",
  disconnect: "Disconnect",
  cancel: "Cancel",
  confirmDisconnect: (label: string) => `Disconnect ${label}? Events are no longer pushed to its calendar, and its password is deleted from Clientfolio.`,
  serverUrl: "Server URL",
  serverUrlHelp: "Your CalDAV server or calendar address, e.g. https://cloud.example.com/remote.php/dav",
  username: "User name",
  appPassword: "App password",
  appPasswordHelp: "An app password made for Clientfolio in your calendar's settings. It is stored encrypted and never shown again.",
  calendar: "Calendar",
  chooseCalendar: "Choose a calendar",
  noCalendars: "No calendar found on this account",
  calendarHelp: "Events are pushed to this calendar, and changes made there come back every few minutes.",
  syncNow: "Sync now",
  syncStarted: "Syncing your calendar",
  syncNowFailed: "Failed to sync",
  lastSynced: (when: string) => `Last synced ${when}`,
  notSyncedYet: "Not synced yet",
  caldavConnected: "CalDAV connected",
  connectFailed: "Failed to connect",
  calendarChosen: "Calendar chosen",
  chooseFailed: "Failed to choose the calendar",
  disconnected: "Disconnected",
  disconnectFailed: "Failed to disconnect",
  eventToolsTitle: "Sync and meeting links",
  eventToolsHelp: "Choose an event, then push it to your CalDAV calendar or add a meeting link to it.",
  syncHelp: "Pushes the event to your CalDAV calendar.",
  syncNeedsProvider: "Connect a CalDAV calendar to sync events.",
  event: "Event",
  chooseEvent: "Choose an event",
  noEvents: "No events yet",
  sync: "Sync",
  synced: "Event synced with external calendar",
  syncFailedTitle: "Sync Failed",
  syncFailed: "Failed to sync with external calendar",
  platform: "Platform",
  notConfigured: "not configured",
  addMeetingLink: "Add Meeting Link",
  meetingAddedTitle: "Meeting Link Generated",
  meetingAdded: (platform: string) => `${platform} link added to event`,
  meetingFailed: "Failed to generate meeting link",
  capabilitiesTitle: "What the integration does",
  capabilities: [
    "Sync events both ways with your CalDAV calendar (Nextcloud, Fastmail, iCloud and others)",
    "Subscribe to your events from any calendar app with the ICS feed",
    "Add Zoom, Microsoft Teams or Google Meet links to events",
    "Send invitations to attendees by e-mail, and updates when an event changes",
    "Remind you before an event starts",
  ],
  feedTitle: "Calendar feed (ICS)",
  feedHelp: "Subscribe to this secret address from Google Calendar, Outlook or Apple Calendar. Anyone with the address can see your events.",
  feedLabel: "Feed URL",
  copy: "Copy",
  copied: "Feed URL copied",
  copyFailed: "Select the address and copy it",
  regenerate: "Regenerate",
  confirmRegenerate: "Regenerate the feed URL? The current URL stops working at once: every calendar subscribed to it must subscribe to the new one.",
  regenerated: "Feed URL regenerated",
  regenerateFailed: "Failed to regenerate the feed URL",
  googleNote: "Google Calendar refreshes subscribed calendars on its own schedule, often many hours later: a change can take that long to appear there.",
  accountsTitle: "Accounts",
  accountsHelp: "Connect your own account in one click: meeting links are made on it.",
  /** what each platform's account is used for, under its name */
  accountUses: { google: "Google Calendar and Meet", microsoft: "Outlook calendar and Teams", zoom: "Zoom meetings" } as Record<string, string>,
  connectProvider: (name: string) => `Connect ${name}`,
  reconnect: "Reconnect",
  reconnectProvider: (name: string) => `Reconnect ${name}`,
  notAvailable: "Not available",
  notAvailableReason: (name: string) => `This server has no ${name} app set up: ask its administrator.`,
  confirmDisconnectAccount: (name: string, label: string) =>
    `Disconnect ${name} (${label})? Clientfolio's access to the account is revoked and its tokens are deleted; meeting links made so far keep working.`,
  providerConnected: (name: string) => `${name} connected`,
  providerConnectFailed: (name: string) => `Could not connect ${name}`,
} as const;

/** The events block of a client's hub and a project's page. */
export const HUB_TEXTS = {
  title: "Events",
  empty: { client: "No events with this client yet.", project: "No events for this project yet." },
  /** a client's event it is not linked to: its e-mail address is among the attendees */
  invited: "Invited",
  past: "Past",
} as const;
