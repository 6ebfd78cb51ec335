import { validateWith } from "@common/validation";
import {
  emptyMessageForm, messageEmailState, messageFormSchema, messagePayload, messageSchema, messageSubject, withContactRules,
  MESSAGE_EMAIL_STATE_LABELS, NO_SUBJECT, DEFAULT_CONTACT_NAME, oneLineText,
} from "@common/message";
import { messageLink, notificationBadge, taskLink } from "@common/notification";

describe("the compose form", () => {
  it("requires subject and content with one message, and a valid e-mail when one is given", () => {
    expect(validateWith(messageFormSchema, emptyMessageForm)).toEqual({ ok: false, errors: { subject: "Please fill in subject and content", content: "Please fill in subject and content" } });
    expect(validateWith(messageFormSchema, { ...emptyMessageForm, subject: "S", content: "C", contactEmail: "nope" }))
      .toEqual({ ok: false, errors: { contactEmail: "Please enter a valid email address" } });
    expect(validateWith(messageFormSchema, { ...emptyMessageForm, subject: "S", content: "C" }).ok).toBe(true);
    // the API itself takes a message without a subject (the card shows 'No Subject')
    expect(validateWith(messageSchema, { content: "C" })).toMatchObject({ ok: true, value: { subject: null } });
  });

  it("refuses a subject or contact name holding what an e-mail header cannot (line breaks, tabs, controls, separators)", () => {
    const oneLine = "Subject must be on one line, without tabs or control characters";
    for (const subject of ["a\u2028b", "a\u2029b", "a\tb", "a\vb", "a\rb", "a\u0001b", "a\u007fb", "a\u0085b", "a\u009fb"]) {
      expect(validateWith(messageFormSchema, { ...emptyMessageForm, subject, content: "C" })).toEqual({ ok: false, errors: { subject: oneLine } });
      expect(validateWith(messageSchema, { subject, content: "C" })).toEqual({ ok: false, errors: { subject: oneLine } });
    }
    expect(validateWith(messageSchema, { content: "C", contactEmail: "c@example.com", contactName: "Eve\u2028Bcc" }))
      .toEqual({ ok: false, errors: { contactName: "Contact name must be on one line, without tabs or control characters" } });
    // surrounding whitespace is trimmed first; accents, emoji and non-breaking spaces are text
    expect(validateWith(messageSchema, { subject: "\tCafé 🎉 \u00a0offre\n", content: "C" })).toMatchObject({ ok: true, value: { subject: "Café 🎉 \u00a0offre" } });
    expect(oneLineText(" a\r\n\tb\u0085\u2028c ")).toBe("a b c");
  });

  it("sends contact fields only with an e-mail, the name defaulting to 'Contact'", () => {
    expect(messagePayload({ subject: " S ", content: " C ", contactName: "Carol", contactEmail: "" })).toEqual({ subject: "S", content: "C" });
    expect(messagePayload({ subject: "S", content: "C", contactName: " ", contactEmail: " c@example.com " }))
      .toEqual({ subject: "S", content: "C", contactEmail: "c@example.com", contactName: DEFAULT_CONTACT_NAME });
    expect(withContactRules({ contactEmail: null, contactName: "Carol" })).toEqual({ contactEmail: null, contactName: null });
    expect(withContactRules({ contactEmail: "c@example.com", contactName: null })).toEqual({ contactEmail: "c@example.com", contactName: "Contact" });
  });
});

describe("what the card shows", () => {
  it("shows 'No Subject' and the e-mail state (sent, else failed, else sending)", () => {
    expect(messageSubject({ subject: null })).toBe(NO_SUBJECT);
    expect(messageSubject({ subject: "Hi" })).toBe("Hi");
    expect(messageEmailState({ contactEmail: null, emailSent: false })).toBeNull();
    expect(messageEmailState({ contactEmail: "c@x.example", emailSent: true, notificationError: "old" })).toBe("sent");
    expect(messageEmailState({ contactEmail: "c@x.example", emailSent: false, notificationError: "550 No" })).toBe("failed");
    expect(messageEmailState({ contactEmail: "c@x.example", emailSent: false, notificationError: null })).toBe("sending");
    expect(MESSAGE_EMAIL_STATE_LABELS).toEqual({ sent: "Email sent", failed: "Email failed", sending: "Sending..." });
  });
});

describe("notifications", () => {
  it("links to the record by its global id and shows a badge only above 0", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(messageLink(id)).toBe(`/messages?id=${encodeURIComponent(Buffer.from(`Message:${id}`).toString("base64"))}`);
    expect(taskLink(id)).toBe(`/tasks?id=${encodeURIComponent(Buffer.from(`Task:${id}`).toString("base64"))}`);
    expect([0, 1, 99, 100].map(notificationBadge)).toEqual([null, "1", "99", "99+"]);
  });
});
