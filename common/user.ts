import * as yup from "yup";
import { optionalHttpUrl, optionalText, trimmed } from "./validation";
import { HEX_COLOR } from "./user-display";
import { isValidTimeZone } from "./timezone";

export const BRAND_COLOR_MESSAGE = "Brand color must be a hex colour like #3b82f6";

export const brandSettingsSchema = yup.object({
  companyName: optionalText(100),
  brandColor: trimmed().required(BRAND_COLOR_MESSAGE).matches(HEX_COLOR, BRAND_COLOR_MESSAGE),
  brandLogo: optionalHttpUrl("Invalid URL format"),
});

/** The profile settings: the name of the person the workspace is (the top bar, e-mails' sender). */
export const profileSettingsSchema = yup.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
});

/** The workspace settings: its IANA time zone (calendar days, month boundaries, due days). */
export const workspaceSettingsSchema = yup.object({
  timeZone: trimmed().required("Time zone is required").max(64, "Must be at most 64 characters")
    .test("time-zone", "Unknown time zone", (v) => typeof v !== "string" || isValidTimeZone(v)),
});

/** The Settings page's profile form: the profile and workspace settings, saved together. */
export const profileSchema = profileSettingsSchema.concat(workspaceSettingsSchema);
