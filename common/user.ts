import * as yup from "yup";
import { optionalHttpUrl, optionalText, trimmed } from "./validation";
import { HEX_COLOR } from "./user-display";

export const BRAND_COLOR_MESSAGE = "Brand color must be a hex colour like #3b82f6";

export const brandSettingsSchema = yup.object({
  companyName: optionalText(100),
  brandColor: trimmed().required(BRAND_COLOR_MESSAGE).matches(HEX_COLOR, BRAND_COLOR_MESSAGE),
  brandLogo: optionalHttpUrl("Invalid URL format"),
});

export const profileSchema = yup.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  timeZone: trimmed().required("Time zone is required").max(64, "Must be at most 64 characters"),
});
