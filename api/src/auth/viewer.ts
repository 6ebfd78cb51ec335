/** Every column of users but the password hash, which never travels with a request. */
export const VIEWER_COLUMNS = `u.id::text AS id, u.email, u."firstName", u."lastName", u."profileImageUrl", u."companyName", u."brandColor",
  u."brandLogo", u."timeZone", u."invoicePaperSize", u."invoiceNumberPrefix", u."invoiceNumberPadding", u."emailSignature", u."remindersEnabled",
  u."reminderSendHour", u."reminderTiers", u."reminderRepeatDays", u."calendarWeekStart", u."numberFormat", NULL AS "passwordHash", u."oidcSubject", u."createdAt", u."updatedAt"`;
