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

/**
 * What no e-mail header may hold, so what a subject or a name that becomes one may not hold either: the C0 controls
 * (CR and LF would start a new header; TAB, VT and the others are refused by the e-mail's checks), DEL, the C1
 * controls (U+0080 to U+009F), and the Unicode line and paragraph separators (U+2028, U+2029).
 */
export const HEADER_UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const HEADER_UNSAFE_RUNS = new RegExp(`${HEADER_UNSAFE_CHARS.source}+`);

/** Text made fit for one header: every run of the characters above (with the spaces around it) becomes one space, then trimmed. */
export function oneLineText(value: string): string {
  return value.split(HEADER_UNSAFE_RUNS).map((part) => part.trim()).filter(Boolean).join(" ");
}

const SUBJECT_ONE_LINE = "Subject must be on one line, without tabs or control characters";
const CONTACT_NAME_ONE_LINE = "Contact name must be on one line, without tabs or control characters";
const isOneLine = (v: string | null | undefined) => v == null || !HEADER_UNSAFE_CHARS.test(v);

/**
 * Message input of the API: content required, a contact e-mail that looks like one; subject,
 * contact name, client and project optional. The subject and the contact name become e-mail headers, so they hold no
 * character a header may not (HEADER_UNSAFE_CHARS): what the API saves, its e-mail can carry. Run `withContactRules`
 * on the result: the contact name defaults to 'Contact' when an e-mail is given, and contact fields exist only with an
 * e-mail.
 */
export const messageSchema = yup.object({
  subject: optionalText(MESSAGE_SUBJECT_MAX).test("one-line", SUBJECT_ONE_LINE, isOneLine),
  content: requiredText(MESSAGE_REQUIRED_MESSAGE, MESSAGE_CONTENT_MAX),
  contactEmail: optionalEmail(MESSAGE_EMAIL_MESSAGE),
  contactName: optionalText(LIMITS.short).test("one-line", CONTACT_NAME_ONE_LINE, isOneLine),
  clientId: optionalUuid("Select a valid client"),
  projectId: optionalUuid("Select a valid project"),
});

/** The compose dialog: subject and content both required, otherwise the API's rules. */
export const messageFormSchema = messageSchema.shape({
  subject: requiredText(MESSAGE_REQUIRED_MESSAGE, MESSAGE_SUBJECT_MAX).test("one-line", SUBJECT_ONE_LINE, isOneLine),
});

/**
 * Room an e-mail the product writes for the provider (an invoice's) has around the provider's own text: the greeting,
 * the invoice's line and the sign-off, with a client name and a company name of at most 200 characters each.
 */
const SENT_MESSAGE_WRAPPING_MAX = 2_000;
/** The longest content of such an e-mail: the provider's longest text (an invoice's notes, LIMITS.long) and its wrapping. */
export const SENT_MESSAGE_CONTENT_MAX = LIMITS.long + SENT_MESSAGE_WRAPPING_MAX;

/**
 * A message the product records for an e-mail it sends (an invoice, a contract): the API's rules, with room for the
 * longest text a record may hold plus what the e-mail wraps around it, so that every saved invoice can be sent.
 */
export const sentMessageSchema = messageSchema.shape({
  content: requiredText(MESSAGE_REQUIRED_MESSAGE, SENT_MESSAGE_CONTENT_MAX),
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
