import { act, screen, waitFor, within } from "@testing-library/react";
import { ConnectionHandler } from "relay-runtime";
import {
  ACME,
  APP,
  GLOBEX,
  SITE,
  VIEWER_ID,
  aMessage,
  answerValidationError,
  dialog,
  dialogField,
  expectToast,
  inCard,
  messageNode,
  mutations,
  pendingOperation,
  pushChange,
  rejectOperation,
  renderMessagesPage,
  resetToasts,
  retype,
  subjects,
  user,
} from "./messageTestUtils";

let u: ReturnType<typeof user>;

async function openCompose() {
  await u.click(screen.getByRole("button", { name: "Compose Message" }));
  return screen.findByRole("dialog", { name: "New Message" });
}

const submit = () => u.click(within(dialog()).getByRole("button", { name: "Send Message" }));

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Compose dialog", () => {
  it("opens with subject, message, contact name and e-mail, client and project", async () => {
    await renderMessagesPage([]);
    await openCompose();
    for (const label of ["Subject", "Message", "Contact name", "Contact email", "Client", "Project"]) expect(dialogField(label)).toBeInTheDocument();
    expect(dialogField("Client")).toHaveValue("none");
    expect(dialogField("Project")).toHaveValue("none");
    const options = (label: string) => Array.from((dialogField(label) as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options("Client")).toEqual(["No client", "Acme Studio", "Globex"]);
    expect(options("Project")).toEqual(["No project", "Website redesign", "Mobile app"]);
  });

  it("says 'Please fill in subject and content' and sends nothing while either is empty", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await submit();
    await waitFor(() => expect(within(dialog()).getAllByText("Please fill in subject and content")).toHaveLength(2));
    await retype(u, "Subject", "Hello");
    await submit();
    await waitFor(() => expect(within(dialog()).getAllByText("Please fill in subject and content")).toHaveLength(1));
    expect(mutations(environment)).toHaveLength(0);
  });

  it("says 'Please enter a valid email address' for a contact e-mail that is not one", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "Hello");
    await retype(u, "Message", "Body");
    await retype(u, "Contact email", "carol@");
    await submit();
    expect(await within(dialog()).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("refuses a subject its e-mail could not carry (a line separator) with the API's message, and sends nothing", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "Hello\u2028there");
    await retype(u, "Message", "Body");
    await retype(u, "Contact email", "carol@client.example");
    await submit();
    expect(await within(dialog()).findByText("Subject must be on one line, without tabs or control characters")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("sends subject and content only when no e-mail is given (a contact name alone is dropped)", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "  Note to self ");
    await retype(u, "Message", "Remember the brief");
    await retype(u, "Contact name", "Nobody");
    await submit();
    const op = await pendingOperation(environment, "useCreateMessageMutation");
    expect(op.request.variables.input).toEqual({ subject: "Note to self", content: "Remember the brief" });
  });

  it("names the contact 'Contact' when an e-mail is given without a name; creates it first in the list, 'Sending...'", async () => {
    const older = aMessage({ subject: "Older", isRead: true });
    const { environment } = await renderMessagesPage([older]);
    await openCompose();
    await retype(u, "Subject", "Kickoff");
    await retype(u, "Message", "See you Monday");
    await retype(u, "Contact email", "carol@example.com");
    await submit();

    const op = await pendingOperation(environment, "useCreateMessageMutation");
    const input = op.request.variables.input;
    expect(input).toEqual({ subject: "Kickoff", content: "See you Monday", contactEmail: "carol@example.com", contactName: "Contact" });
    expect(op.request.variables.connections).toEqual([ConnectionHandler.getConnectionID(VIEWER_ID, "MessageList_messages")]);
    expect(within(dialog()).getByRole("button", { name: /Saving/ })).toBeDisabled();

    const created = aMessage({ ...input, id: "TWVzc2FnZTpuZXc=", emailAttempts: 0 });
    await act(async () => {
      environment.mock.resolve(op, { data: { createMessage: { __typename: "CreateMessagePayload", record: messageNode(created) } } });
    });
    await expectToast("Message created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(subjects()).toEqual(["Kickoff", "Older"]);
    expect(inCard("Kickoff").getByTestId("email-state")).toHaveTextContent("Sending...");
    expect(inCard("Kickoff").getByTestId("message-contact")).toHaveTextContent("Contact");
    // the sidebar's unread badge follows
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("keeps 'Email sent' when the live push of the delivery arrives before the answer to the create", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "Fast relay");
    await retype(u, "Message", "Quick one");
    await retype(u, "Contact email", "carol@example.com");
    await submit();
    const op = await pendingOperation(environment, "useCreateMessageMutation");
    const written = aMessage({ id: "TWVzc2FnZTpmYXN0", subject: "Fast relay", content: "Quick one", contactEmail: "carol@example.com", contactName: "Contact" });
    // the relay accepted it while the answer was on its way: the push comes first
    pushChange(environment, { createdMessage: written, message: written });
    pushChange(environment, { message: { ...written, emailSent: true, emailSentAt: "2026-03-05T15:04:01.000Z", emailAttempts: 1 } });
    await waitFor(() => expect(inCard("Fast relay").getByTestId("email-state")).toHaveTextContent(/^Email sent$/));
    await act(async () => {
      environment.mock.resolve(op, { data: { createMessage: { __typename: "CreateMessagePayload", record: messageNode(written) } } });
    });
    await expectToast("Message created successfully");
    expect(subjects()).toEqual(["Fast relay"]);
    expect(inCard("Fast relay").getByTestId("email-state")).toHaveTextContent(/^Email sent$/);
    expect(inCard("Fast relay").getByTestId("email-sent-at")).toHaveTextContent(/^3:04\sPM$/);
  });

  it("offers only the chosen client's projects, and choosing a project sets its client", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await u.selectOptions(dialogField("Client"), ACME.id);
    const projectOptions = () => Array.from((dialogField("Project") as HTMLSelectElement).options).map((o) => o.value);
    await waitFor(() => expect(projectOptions()).toEqual(["none", SITE.id]));
    await u.selectOptions(dialogField("Project"), SITE.id);

    // another client: a project of the first one is cleared
    await u.selectOptions(dialogField("Client"), GLOBEX.id);
    await waitFor(() => expect(dialogField("Project")).toHaveValue("none"));
    expect(projectOptions()).toEqual(["none", APP.id]);

    // no client: every project, and a project brings its client
    await u.selectOptions(dialogField("Client"), "none");
    await waitFor(() => expect(projectOptions()).toEqual(["none", SITE.id, APP.id]));
    await u.selectOptions(dialogField("Project"), APP.id);
    await waitFor(() => expect(dialogField("Client")).toHaveValue(GLOBEX.id));

    await retype(u, "Subject", "Linked");
    await retype(u, "Message", "About the app");
    await submit();
    const op = await pendingOperation(environment, "useCreateMessageMutation");
    expect(op.request.variables.input).toEqual({ subject: "Linked", content: "About the app", clientId: GLOBEX.id, projectId: APP.id });
  });

  it("shows 'Error' / 'Failed to create message' and keeps the dialog open when the request fails", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "Offline");
    await retype(u, "Message", "Nope");
    await submit();
    await rejectOperation(environment, "useCreateMessageMutation", new Error("Failed to fetch"));
    await expectToast("Error", "Failed to create message");
    expect(screen.getByRole("dialog", { name: "New Message" })).toBeInTheDocument();
    expect(dialogField("Subject")).toHaveValue("Offline");
  });

  it("keeps 'Error' / 'Failed to create message' and shows the server's refusal (the e-mail quota) on a second line", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "One too many");
    await retype(u, "Message", "Hello");
    await retype(u, "Contact email", "carol@client.example");
    await submit();
    const op = await pendingOperation(environment, "useCreateMessageMutation");
    const quota = "E-mail quota reached: at most 100 e-mails per hour. Try again in 23 minutes.";
    await act(async () => {
      environment.mock.resolve(op, { data: { createMessage: { __typename: "TooManyRequestsError", __isError: "TooManyRequestsError", message: quota } } });
    });
    const toast = await expectToast("Error", `Failed to create message ${quota}`);
    expect(toast.querySelector("[data-part='description']")?.textContent).toBe(`Failed to create message\n${quota}`);
    expect(screen.getByRole("dialog", { name: "New Message" })).toBeInTheDocument();
    expect(dialogField("Subject")).toHaveValue("One too many");
  });

  it("puts the server's field messages on the fields", async () => {
    const { environment } = await renderMessagesPage([]);
    await openCompose();
    await retype(u, "Subject", "Mismatch");
    await retype(u, "Message", "Body");
    await submit();
    const op = await pendingOperation(environment, "useCreateMessageMutation");
    await answerValidationError(environment, op, "createMessage", { contactEmail: "Please enter a valid email address" });
    expect(await within(dialog()).findByText("Please enter a valid email address")).toBeInTheDocument();
    await expectToast("Error", "Failed to create message");
  });
});
