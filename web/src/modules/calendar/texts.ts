/** The Calendar screen's texts. */
export const CALENDAR_TEXTS = {
  add: "Create Event",
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
  invalidEmailTitle: "Invalid Email",
  invalidEmail: "Please enter a valid email address",
  recurring: "Recurring",
  joinMeeting: "Join Meeting",
  noAttendees: "No attendees",
  attendees: (n: number) => (n === 1 ? "1 attendee" : `${n} attendees`),
  syncError: (reason: string) => `Sync failed: ${reason}`,
  listTab: "List",
  monthTab: "Month",
  views: "Calendar view",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  today: "Today",
  more: (n: number) => `+${n} more`,
  editOccurrence: "Edit",
  deleteOccurrence: "Delete",
  scopeEditTitle: "Edit recurring event",
  scopeDeleteTitle: "Delete recurring event",
  scopeEditText: "Change only this occurrence, or every event of the series?",
  scopeDeleteText: "Delete only this occurrence, or every event of the series?",
  scopeThis: "This event",
  scopeAll: "All events",
  cancel: "Cancel",
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
