import { act, screen, waitFor, within } from "@testing-library/react";
import {
  ACME,
  SITE,
  aMessage,
  anEmailedMessage,
  answerDelete,
  cardOf,
  cards,
  expectToast,
  inCard,
  messageNode,
  mutations,
  pendingOperation,
  pushChange,
  renderMessagesPage,
  renderMessagesRoute,
  resetToasts,
  resolveOperation,
  subjects,
  user,
} from "./messageTestUtils";

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("MessagesPage", () => {
  it("shows the heading, subtitle and the compose button at once, and 5 skeleton rows while the messages load", async () => {
    const { environment } = renderMessagesRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    expect(screen.getByText("Communicate with your clients and team")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Compose Message" })).toBeInTheDocument();
    expect(screen.getAllByTestId("message-skeleton")).toHaveLength(5);
    expect(screen.getByRole("status", { name: "Loading messages" })).toBeInTheDocument();

    await resolveOperation(environment, "MessagesPageQuery", {});
    await waitFor(() => expect(screen.queryAllByTestId("message-skeleton")).toHaveLength(0));
  });

  it("asks for the first 50 messages and 100 clients and projects for the compose dialog", async () => {
    const { environment } = renderMessagesRoute();
    const op = await pendingOperation(environment, "MessagesPageQuery");
    expect(op.request.variables).toEqual({ count: 50, optionCount: 100 });
  });

  it("shows one card per message, newest first as the API orders them, and a single h1", async () => {
    await renderMessagesPage([aMessage({ subject: "Newest" }), aMessage({ subject: "Older" }), aMessage({ subject: "Oldest" })]);
    expect(subjects()).toEqual(["Newest", "Older", "Oldest"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows 'No messages yet' when there are none, and its button opens the compose dialog", async () => {
    await renderMessagesPage([]);
    expect(screen.getByText("No messages yet")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await u.click(screen.getByRole("button", { name: "Write Your First Message" }));
    expect(await screen.findByRole("dialog", { name: "New Message" })).toBeInTheDocument();
  });
});

describe("A message card", () => {
  it("shows the subject or 'No Subject', an excerpt, the creation date and Read or Unread", async () => {
    await renderMessagesPage([
      aMessage({ subject: "Kickoff", content: "Let's meet on Monday.\n\nBring the brief.", isRead: false }),
      aMessage({ subject: null, content: "Just a note", isRead: true, createdAt: "2026-01-02T09:30:00.000Z" }),
    ]);
    expect(inCard("Kickoff").getByTestId("message-excerpt")).toHaveTextContent("Let's meet on Monday. Bring the brief.");
    expect(inCard("Kickoff").getByTestId("message-read-state")).toHaveTextContent(/^Unread$/);
    expect(inCard("Kickoff").getByTestId("message-date")).toHaveTextContent("Mar 5, 2026, 3:04 PM");
    expect(cardOf("Kickoff")).toHaveAttribute("data-read", "false");

    expect(inCard("No Subject").getByTestId("message-read-state")).toHaveTextContent(/^Read$/);
    expect(inCard("No Subject").getByTestId("message-date")).toHaveTextContent("Jan 2, 2026, 9:30 AM");
    expect(inCard("No Subject").queryByTestId("message-contact")).not.toBeInTheDocument();
  });

  it("cuts a long text to an excerpt; the whole text is in the opened message", async () => {
    const long = `${"word ".repeat(100)}END`;
    await renderMessagesPage([aMessage({ subject: "Long", content: long, isRead: true })]);
    const shown = inCard("Long").getByTestId("message-excerpt").textContent ?? "";
    expect(shown.length).toBeLessThanOrEqual(281);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown).not.toContain("END");
  });

  it("shows the contact with the e-mail's state: 'Sending...', 'Email sent' with the time, 'Email failed' with the reason", async () => {
    await renderMessagesPage([
      anEmailedMessage({ subject: "Pending" }),
      anEmailedMessage({ subject: "Delivered", emailSent: true, emailSentAt: "2026-03-05T15:06:00.000Z" }),
      anEmailedMessage({ subject: "Refused", emailAttempts: 1, notificationError: "550 5.1.1 Mailbox unavailable" }),
      anEmailedMessage({ subject: "Next day", emailSent: true, emailSentAt: "2026-03-06T09:00:00.000Z", emailAttempts: 4 }),
    ]);
    expect(inCard("Next day").getByTestId("email-sent-at")).toHaveTextContent("Mar 6, 2026, 9:00 AM");
    const pending = inCard("Pending");
    expect(pending.getByTestId("message-contact")).toHaveTextContent("Carol Danvers");
    expect(pending.getByTestId("message-contact")).toHaveTextContent("carol@example.com");
    expect(pending.getByTestId("email-state")).toHaveTextContent(/^Sending\.\.\.$/);
    expect(pending.queryByText("Contact Notified")).not.toBeInTheDocument();

    const delivered = inCard("Delivered");
    expect(delivered.getByTestId("email-state")).toHaveTextContent(/^Email sent$/);
    // sent the day it was written: the time alone
    expect(delivered.getByTestId("email-sent-at")).toHaveTextContent(/^3:06\sPM$/);
    expect(delivered.getByTestId("contact-notified")).toHaveTextContent(/^Contact Notified$/);

    const refused = inCard("Refused");
    expect(refused.getByTestId("email-state")).toHaveTextContent(/^Email failed$/);
    expect(refused.getByTestId("email-error")).toHaveTextContent("550 5.1.1 Mailbox unavailable");
    expect(refused.queryByText("Contact Notified")).not.toBeInTheDocument();
  });

  it("shows the client and project it is about", async () => {
    await renderMessagesPage([aMessage({ subject: "Linked", client: { id: ACME.id, name: ACME.name }, project: { id: SITE.id, name: SITE.name } })]);
    expect(inCard("Linked").getByTestId("message-client")).toHaveTextContent("Acme Studio");
    expect(inCard("Linked").getByTestId("message-project")).toHaveTextContent("Website redesign");
  });
});

describe("Live updates (workspaceChanged)", () => {
  it("moves a card from 'Sending...' to 'Email sent' without a reload", async () => {
    const m = anEmailedMessage({ subject: "Proposal" });
    const { environment } = await renderMessagesPage([m]);
    expect(inCard("Proposal").getByTestId("email-state")).toHaveTextContent("Sending...");
    pushChange(environment, { message: { ...m, emailSent: true, emailSentAt: "2026-03-05T15:05:00.000Z" } });
    await waitFor(() => expect(inCard("Proposal").getByTestId("email-state")).toHaveTextContent(/^Email sent$/));
    expect(inCard("Proposal").getByTestId("email-sent-at")).toHaveTextContent(/^3:05\sPM$/);
    expect(inCard("Proposal").getByText("Contact Notified")).toBeInTheDocument();
  });

  it("moves a card from 'Sending...' to 'Email failed' with the relay's reason", async () => {
    const m = anEmailedMessage({ subject: "Invoice" });
    const { environment } = await renderMessagesPage([m]);
    pushChange(environment, { message: { ...m, notificationError: "550 No such user here" } });
    await waitFor(() => expect(inCard("Invoice").getByTestId("email-state")).toHaveTextContent(/^Email failed$/));
    expect(inCard("Invoice").getByTestId("email-error")).toHaveTextContent("550 No such user here");
  });

  it("adds a message written elsewhere at the top (once), and removes one deleted elsewhere", async () => {
    const old = aMessage({ subject: "Old" });
    const { environment } = await renderMessagesPage([old]);
    const fresh = aMessage({ subject: "From another tab" });
    pushChange(environment, { createdMessage: fresh, message: fresh });
    await waitFor(() => expect(subjects()).toEqual(["From another tab", "Old"]));
    pushChange(environment, { createdMessage: fresh, message: fresh });
    expect(subjects()).toEqual(["From another tab", "Old"]);

    pushChange(environment, { deletedMessageId: old.id });
    await waitFor(() => expect(subjects()).toEqual(["From another tab"]));
  });
});

describe("Opening a message", () => {
  it("shows the whole text and the delivery details, and marks it read", async () => {
    const m = anEmailedMessage({
      subject: "Refused",
      content: "Line one\nLine two",
      emailAttempts: 3,
      notificationError: "550 5.1.1 Mailbox unavailable",
    });
    const { environment } = await renderMessagesPage([m]);
    await u.click(inCard("Refused").getByRole("button", { name: "Refused" }));
    const detail = await screen.findByRole("dialog", { name: "Refused" });
    expect(within(detail).getByTestId("message-content").textContent).toBe("Line one\nLine two");
    const delivery = within(detail).getByTestId("message-delivery");
    expect(delivery).toHaveTextContent("Carol Danvers");
    expect(delivery).toHaveTextContent("<carol@example.com>");
    expect(within(delivery).getByTestId("email-state")).toHaveTextContent("Email failed");
    expect(within(delivery).getByTestId("email-attempts")).toHaveTextContent(/^3$/);
    expect(within(delivery).getByTestId("email-error")).toHaveTextContent("550 5.1.1 Mailbox unavailable");

    const op = await pendingOperation(environment, "useSetMessageReadMutation");
    expect(op.request.variables.input).toEqual({ id: m.id, read: true });
    // the badge changes at once
    expect(inCard("Refused").getByTestId("message-read-state")).toHaveTextContent(/^Read$/);
    await act(async () => {
      environment.mock.resolve(op, {
        data: { setMessageRead: { __typename: "SetMessageReadPayload", record: { id: m.id, isRead: true } } },
      });
    });
    // the sidebar's unread badge follows
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
    expect(within(screen.getByRole("dialog")).getByTestId("message-read-state")).toHaveTextContent(/^Read$/);
  });

  it("opens with the keyboard", async () => {
    await renderMessagesPage([aMessage({ subject: "Keys", isRead: true })]);
    const open = inCard("Keys").getByRole("button", { name: "Keys" });
    open.focus();
    await u.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Keys" })).toBeInTheDocument();
  });

  it("does not mark a read message again", async () => {
    const { environment } = await renderMessagesPage([aMessage({ subject: "Seen", isRead: true })]);
    await u.click(inCard("Seen").getByRole("button", { name: "Seen" }));
    await screen.findByRole("dialog", { name: "Seen" });
    expect(mutations(environment)).toHaveLength(0);
  });

  it("'Mark as unread' puts it back and closes it", async () => {
    const m = aMessage({ subject: "Later", isRead: true });
    const { environment } = await renderMessagesPage([m]);
    await u.click(inCard("Later").getByRole("button", { name: "Later" }));
    const detail = await screen.findByRole("dialog", { name: "Later" });
    await u.click(within(detail).getByRole("button", { name: "Mark as unread" }));
    const op = await pendingOperation(environment, "useSetMessageReadMutation");
    expect(op.request.variables.input).toEqual({ id: m.id, read: false });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inCard("Later").getByTestId("message-read-state")).toHaveTextContent(/^Unread$/);
  });

  it("'Mark as unread' on a read card's own button", async () => {
    const m = aMessage({ subject: "Quick", isRead: true });
    const { environment } = await renderMessagesPage([m]);
    await u.click(inCard("Quick").getByRole("button", { name: "Mark as unread: Quick" }));
    const op = await pendingOperation(environment, "useSetMessageReadMutation");
    expect(op.request.variables.input).toEqual({ id: m.id, read: false });
    await act(async () => {
      environment.mock.reject(op, new Error("Failed to fetch"));
    });
    await expectToast("Error", "Failed to update message");
    // the optimistic change is rolled back
    expect(inCard("Quick").getByTestId("message-read-state")).toHaveTextContent(/^Read$/);
  });

  it("opens the message of a link (/messages?id=...) and clears the address when closed", async () => {
    const m = anEmailedMessage({ subject: "Bounced", notificationError: "550 Unknown user", isRead: true });
    const { environment, router } = await renderMessagesPage([], { path: `/messages?id=${encodeURIComponent(m.id)}` });
    const op = await pendingOperation(environment, "MessageDetailQuery");
    expect(op.request.variables).toEqual({ id: m.id });
    await act(async () => {
      environment.mock.resolve(op, { data: { node: messageNode(m) } });
    });
    const detail = await screen.findByRole("dialog", { name: "Bounced" });
    expect(within(detail).getByTestId("email-error")).toHaveTextContent("550 Unknown user");
    await u.click(within(detail).getAllByRole("button", { name: "Close" })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says so when the linked message no longer exists", async () => {
    const { environment, router } = await renderMessagesPage([], { path: "/messages?id=TWVzc2FnZTpnb25l" });
    const op = await pendingOperation(environment, "MessageDetailQuery");
    await act(async () => {
      environment.mock.resolve(op, { data: { node: null } });
    });
    await expectToast("Error", "This message no longer exists.");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("Deleting a message", () => {
  let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    confirmSpy = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirmSpy.mockRestore());

  it("asks first, and does nothing when cancelled", async () => {
    confirmSpy.mockReturnValue(false);
    const { environment } = await renderMessagesPage([aMessage({ subject: "Keep" })]);
    await u.click(inCard("Keep").getByRole("button", { name: "Delete Keep" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this message?");
    expect(mutations(environment)).toHaveLength(0);
  });

  it("removes the card when confirmed, from the card or from the opened message", async () => {
    confirmSpy.mockReturnValue(true);
    const a = aMessage({ subject: "First", isRead: true });
    const b = aMessage({ subject: "Second", isRead: true });
    const { environment } = await renderMessagesPage([a, b]);

    await u.click(inCard("First").getByRole("button", { name: "Delete First" }));
    await answerDelete(environment, "Message", a.id);
    await expectToast("Message deleted successfully");
    await waitFor(() => expect(subjects()).toEqual(["Second"]));

    await u.click(inCard("Second").getByRole("button", { name: "Second" }));
    const detail = await screen.findByRole("dialog", { name: "Second" });
    await u.click(within(detail).getByRole("button", { name: "Delete" }));
    await answerDelete(environment, "Message", b.id);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("No messages yet")).toBeInTheDocument();
  });
});
