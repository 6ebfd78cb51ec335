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
  invoicesTitle: "Invoices",
  invoicesDescription: "How the invoices you download and send by e-mail are printed.",
  paperSize: "Paper size",
  paperSizeHelp: "The page size of invoice PDFs.",
  paperSizeLabels: { A4: "A4 (210 x 297 mm)", Letter: "US Letter (8.5 x 11 in)" },
  invoiceSettingsSaved: "Invoice settings saved",
  invoiceSettingsFailed: "Failed to save invoice settings",
} as const;
