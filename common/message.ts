import * as yup from "yup";
import { LIMITS, NONE, optionalEmail, optionalText, optionalUuid, requiredText } from "./validation";

const MESSAGE_REQUIRED_MESSAGE = "Please fill in subject and content";
const MESSAGE_EMAIL_MESSAGE = "Please enter a valid email address";
/** The contact name when an e-mail is given without one. */
export const DEFAULT_CONTACT_NAME = "Contact";
/** What a message without a subject shows instead. */
export const NO_SUBJECT = "No Subject";
const MESSAGE_SUBJECT_MAX = LIMITS.short;
const MESSAGE_CONTENT_MAX = LIMITS.long;

const ONE_LINE = /^[^\r\n]*$/;

/**
 * Message input of the API: content required, a contact e-mail that looks like one; subject,
 * contact name, client and project optional. The subject and the contact name become e-mail headers, so they are one
 * line each. Run `withContactRules` on the result: the contact name defaults to 'Contact' when an e-mail is given,
 * and contact fields exist only with an e-mail.
 */
export const messageSchema = yup.object({
  subject: optionalText(MESSAGE_SUBJECT_MAX).test("one-line", "Subject must be on one line", (v) => v == null || ONE_LINE.test(v)),
  content: requiredText(MESSAGE_REQUIRED_MESSAGE, MESSAGE_CONTENT_MAX),
  contactEmail: optionalEmail(MESSAGE_EMAIL_MESSAGE),
  contactName: optionalText(LIMITS.short).test("one-line", "Contact name must be on one line", (v) => v == null || ONE_LINE.test(v)),
  clientId: optionalUuid("Select a valid client"),
  projectId: optionalUuid("Select a valid project"),
});

/** The compose dialog: subject and content both required, otherwise the API's rules. */
export const messageFormSchema = messageSchema.shape({
  subject: requiredText(MESSAGE_REQUIRED_MESSAGE, MESSAGE_SUBJECT_MAX).test("one-line", "Subject must be on one line", (v) => ONE_LINE.test(v ?? "")),
});

export type MessageInput = yup.InferType<typeof messageSchema>;
export const MESSAGE_FIELDS = Object.keys(messageSchema.fields) as (keyof MessageInput)[];

/** Contact fields only with an e-mail; the name defaults to 'Contact'. */
export function withContactRules<T extends { contactEmail?: string | null; contactName?: string | null }>(v: T): T {
  return v.contactEmail
    ? { ...v, contactName: v.contactName || DEFAULT_CONTACT_NAME }
    : { ...v, contactEmail: null, contactName: null };
}

// ---------------------------------------------------------------------------------------------------------------
// What the screens show.

/** The card's subject: the subject, else 'No Subject'. */
export function messageSubject(m: { subject?: string | null }): string {
  return m.subject?.trim() || NO_SUBJECT;
}

export type MessageEmailState = "sent" | "failed" | "sending";

/** The e-mail state: emailSent shows sent; otherwise a notificationError shows failed; otherwise sending. Null without an e-mail. */
export function messageEmailState(m: { contactEmail?: string | null; emailSent?: boolean | null; notificationError?: string | null }): MessageEmailState | null {
  if (!m.contactEmail) return null;
  if (m.emailSent) return "sent";
  return m.notificationError ? "failed" : "sending";
}

export const MESSAGE_EMAIL_STATE_LABELS: Record<MessageEmailState, string> = { sent: "Email sent", failed: "Email failed", sending: "Sending..." };

// ---------------------------------------------------------------------------------------------------------------
// The compose form: what it holds and what it sends.

export interface MessageFormValues {
  subject: string;
  content: string;
  contactName: string;
  contactEmail: string;
  /** a client id or 'none' (absent: none) */
  clientId?: string;
  /** a project id or 'none' (absent: none) */
  projectId?: string;
}

export const emptyMessageForm: MessageFormValues = { subject: "", content: "", contactName: "", contactEmail: "", clientId: NONE, projectId: NONE };

const chosen = (id: string | undefined) => (id && id !== NONE ? id : undefined);

/**
 * The body of POST /api/messages and createMessage: contact fields only with an e-mail, name defaulted;
 * client and project only when one is chosen ('none' omitted).
 */
export function messagePayload(v: MessageFormValues): {
  subject: string; content: string; contactEmail?: string; contactName?: string; clientId?: string; projectId?: string;
} {
  const email = v.contactEmail.trim();
  const clientId = chosen(v.clientId);
  const projectId = chosen(v.projectId);
  return {
    subject: v.subject.trim(),
    content: v.content.trim(),
    ...(email ? { contactEmail: email, contactName: v.contactName.trim() || DEFAULT_CONTACT_NAME } : {}),
    ...(clientId ? { clientId } : {}),
    ...(projectId ? { projectId } : {}),
  };
}
