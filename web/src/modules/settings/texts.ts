/** The Settings screen's texts. */
export const SETTINGS_TEXTS = {
  profileTitle: "Profile",
  profileDescription: "Your name and the time zone your workspace uses.",
  save: "Save Changes",
  saved: "Profile updated successfully",
  saveFailed: "Failed to update profile",
  emailHelp: "Your sign-in identity; it cannot be changed here.",
  timeZoneHelp: "Dashboard dates, month boundaries and revenue periods follow this time zone.",
  useBrowserTimeZone: "Use this browser's time zone",
} as const;
