import { Badge, Spinner } from "@chakra-ui/react";
import { AlertCircle, CheckCircle2, MailCheck } from "lucide-react";
import { MESSAGE_EMAIL_STATE_LABELS, type MessageEmailState } from "@common/message";
import { MESSAGE_TEXTS } from "./texts";

/** 'Read' (quiet grey) or 'Unread' (the brand colour). */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  return (
    <Badge
      size="sm"
      borderRadius="full"
      px="2"
      variant={isRead ? "subtle" : "solid"}
      colorPalette={isRead ? "gray" : "brand"}
      data-testid="message-read-state"
      data-read={isRead ? "true" : "false"}
    >
      {isRead ? MESSAGE_TEXTS.read : MESSAGE_TEXTS.unread}
    </Badge>
  );
}

/** 'Contact Notified': the contact's e-mail server accepted the message. */
export function ContactNotifiedBadge() {
  return (
    <Badge size="sm" borderRadius="full" px="2" variant="subtle" colorPalette="green" data-testid="contact-notified">
      <MailCheck size={12} aria-hidden="true" />
      {MESSAGE_TEXTS.contactNotified}
    </Badge>
  );
}

const STATE_PALETTE: Record<MessageEmailState, string> = { sent: "green", failed: "red", sending: "blue" };

/** The e-mail's delivery: 'Sending...' (with a spinner), 'Email sent' or 'Email failed'. */
export function EmailStateBadge({ state }: { state: MessageEmailState }) {
  return (
    <Badge size="sm" borderRadius="full" px="2" variant="subtle" colorPalette={STATE_PALETTE[state]} data-testid="email-state" data-state={state}>
      {state === "sending" ? <Spinner size="xs" borderWidth="1.5px" aria-hidden="true" /> : null}
      {state === "sent" ? <CheckCircle2 size={12} aria-hidden="true" /> : null}
      {state === "failed" ? <AlertCircle size={12} aria-hidden="true" /> : null}
      {MESSAGE_EMAIL_STATE_LABELS[state]}
    </Badge>
  );
}
