import * as yup from "yup";
import { optionalText } from "./validation";

/** The longest e-mail signature a workspace may keep. */
export const EMAIL_SIGNATURE_MAX = 2000;

/** The workspace's e-mail settings: the signature its automation e-mails end with (plain text, after a blank line). */
export const emailSettingsSchema = yup.object({
  emailSignature: optionalText(EMAIL_SIGNATURE_MAX),
});

/** A message with the workspace's signature after a blank line (none: the message as it is). */
export function withSignature(message: string, signature: string | null | undefined): string {
  const sig = signature?.trim();
  return sig ? `${message.replace(/\s+$/, "")}\n\n${sig}` : message;
}
