import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { UnauthorizedError } from "../../../auth/unauthorized";
import {
  aClient,
  answerConflict,
  answerValidationError,
  cards,
  dialog,
  dialogField,
  expectConflictInDialog,
  expectToast,
  inCard,
  operationName,
  pendingOperation,
  rejectOperation,
  renderClientsPage,
  resetToasts,
  retype,
  user,
} from "./clientTestUtils";
import { pressEscapeInDialog } from "../../../../test/relay";

/** Types a value the way a paste does (one change event): the form validates on every change. */
async function fill(label: string, value: string) {
  await u.click(dialogField(label));
  await u.paste(value);
}

async function openAddDialog() {
  await u.click(screen.getByRole("button", { name: "Add Client" }));
  return screen.findByRole("dialog", { name: "Add Client" });
}

const mutations = (environment: Parameters<typeof pendingOperation>[0]) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === "mutation");

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("ClientForm", () => {
  it("opens 'Add Client' with every client field, labelled, and status 'active' by default", async () => {
    await renderClientsPage([]);
    await openAddDialog();
    for (const label of [
      "Name",
      "Company",
      "Status",
      "Email",
      "Phone",
      "Address",
      "Notes",
      "Website",
      "LinkedIn URL",
      "Twitter username",
      "Facebook username",
      "Instagram username",
      "TikTok username",
      "YouTube channel",
    ]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    const status = dialogField("Status") as HTMLSelectElement;
    expect(status.value).toBe("active");
    expect(Array.from(status.options).map((o) => o.value)).toEqual(["active", "inactive", "archived"]);
    expect(screen.getByRole("dialog", { name: "Add Client" })).toHaveAttribute("aria-modal", "true");
  });

  it("shows the validation messages and sends nothing while the form is invalid", async () => {
    const { environment } = await renderClientsPage([]);
    await openAddDialog();
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog()).findByText("Name is required")).toBeInTheDocument();

    await fill("Name", "Jane");
    await fill("Email", "not-an-email");
    await fill("Website", "acme");
    await fill("LinkedIn URL", "linkedin.com/in/jane");
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog()).findByText("Invalid email address")).toBeInTheDocument();
    expect(within(dialog()).getByText("Invalid URL format")).toBeInTheDocument();
    expect(within(dialog()).getByText("Invalid LinkedIn URL")).toBeInTheDocument();
    expect(within(dialog()).queryByText("Name is required")).not.toBeInTheDocument();
    expect(dialogField("Email")).toHaveAttribute("aria-invalid", "true");
    expect(mutations(environment)).toHaveLength(0);
  });

  it("creates a client with trimmed values (empty ones as null), disables submit while saving, then shows the toast and the card", async () => {
    const { environment } = await renderClientsPage([aClient({ name: "Existing" })]);
    await openAddDialog();
    await fill("Name", "  Globex  ");
    await fill("Email", " hello@globex.com ");
    await fill("Company", " Globex Corp");
    await u.selectOptions(dialogField("Status"), "inactive");
    await fill("Twitter username", " @globex ");
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));

    const op = await pendingOperation(environment, "useCreateClientMutation");
    expect(op.request.variables.input).toEqual({
      name: "Globex",
      email: "hello@globex.com",
      phone: null,
      company: "Globex Corp",
      address: null,
      notes: null,
      status: "inactive",
      website: null,
      linkedinUrl: null,
      twitterUsername: "@globex",
      facebookUsername: null,
      instagramUsername: null,
      tiktokUsername: null,
      youtubeChannel: null,
      excludeFromReminders: false,
    });
    expect(op.request.variables.connections).toHaveLength(1);
    // pending: the submit button is busy and cannot be pressed again
    expect(within(dialog()).getByRole("button", { name: /Saving|Create Client/ })).toBeDisabled();

    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateClientResult: () => ({ __typename: "CreateClientPayload" }),
          Client: () => ({ ...aClient(), ...op.request.variables.input, id: "Q2xpZW50Om5ldw==" }),
        }),
      );
    });

    await expectToast("Client created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // prepended in place: newest first, no refetch of the list
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Globex", "Existing"]);
    expect(inCard("Globex").getByTestId("client-status")).toHaveTextContent("Inactive");
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain("ClientsPageQuery");
  });

  it("puts the server's ValidationError messages on the fields and keeps the dialog open", async () => {
    const { environment } = await renderClientsPage([]);
    await openAddDialog();
    await fill("Name", "Jane");
    await fill("Email", "jane@acme.com");
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));

    const op = await pendingOperation(environment, "useCreateClientMutation");
    await answerValidationError(environment, op, "createClient", { email: "That mailbox does not exist" }, "Invalid email address");

    expect(await within(dialog()).findByText("That mailbox does not exist")).toBeInTheDocument();
    expect(dialogField("Email")).toHaveAttribute("aria-invalid", "true");
    await expectToast("Error", "Failed to create client");
    expect(screen.getByRole("dialog", { name: "Add Client" })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it("shows 'Error' / 'Failed to create client' when the request fails, and keeps what was typed", async () => {
    const { environment } = await renderClientsPage([]);
    await openAddDialog();
    await fill("Name", "Jane");
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));
    await rejectOperation(environment, "useCreateClientMutation", new Error("500: Internal Server Error"));
    await expectToast("Error", "Failed to create client");
    expect(dialogField("Name")).toHaveValue("Jane");
    expect(within(dialog()).getByRole("button", { name: "Create Client" })).toBeEnabled();
  });

  it("shows no 'Failed to create client' toast after a 401: the 'Unauthorized' toast and the redirect take over", async () => {
    const { environment } = await renderClientsPage([]);
    await openAddDialog();
    await fill("Name", "Jane");
    await u.click(within(dialog()).getByRole("button", { name: "Create Client" }));
    await rejectOperation(environment, "useCreateClientMutation", new UnauthorizedError());
    await waitFor(() => expect(within(dialog()).getByRole("button", { name: "Create Client" })).toBeEnabled());
    expect(screen.queryByText("Failed to create client")).not.toBeInTheDocument();
  });

  it("edits a client: 'Edit Client' prefilled from the record, saved in place with the toast", async () => {
    const jane = aClient({ name: "Jane Cooper", company: "Acme Studio", notes: "Prefers e-mail", status: "inactive", instagramUsername: "jane.c" });
    const { environment } = await renderClientsPage([jane]);
    await u.click(inCard("Jane Cooper").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Client" });
    expect(dialogField("Name")).toHaveValue("Jane Cooper");
    expect(dialogField("Company")).toHaveValue("Acme Studio");
    expect(dialogField("Notes")).toHaveValue("Prefers e-mail");
    expect(dialogField("Status")).toHaveValue("inactive");
    expect(dialogField("Instagram username")).toHaveValue("jane.c");
    expect(dialogField("Phone")).toHaveValue(jane.phone);

    await u.clear(dialogField("Name"));
    await fill("Name", "Jane Doe");
    await u.clear(dialogField("Company"));
    await u.click(within(dialog()).getByRole("button", { name: "Save Changes" }));

    const op = await pendingOperation(environment, "useUpdateClientMutation");
    // only what changed: another tab's edit of another field is kept
    expect(op.request.variables.input).toEqual({ id: jane.id, unchangedSince: jane.updatedAt, name: "Jane Doe", company: null });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateClientResult: () => ({ __typename: "UpdateClientPayload" }),
          Client: () => ({ ...jane, ...op.request.variables.input }),
        }),
      );
    });
    await expectToast("Client updated successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inCard("Jane Doe").queryByText("Acme Studio")).not.toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it("excludes a client from payment reminders with its checkbox (only that change is sent)", async () => {
    const jane = aClient({ name: "Jane Cooper" });
    const { environment } = await renderClientsPage([jane]);
    await u.click(inCard("Jane Cooper").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Client" });
    const box = within(dialog()).getByLabelText("No payment reminders");
    expect(box).not.toBeChecked();
    // (the checkbox's own press handling needs PointerEvent, which jsdom lacks: a plain click)
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateClientMutation");
    expect(op.request.variables.input).toEqual({ id: jane.id, unchangedSince: jane.updatedAt, excludeFromReminders: true });
  });

  it("shows 'Error' / 'Failed to update client' when the client no longer exists", async () => {
    const { environment } = await renderClientsPage([aClient({ name: "Gone" })]);
    await u.click(inCard("Gone").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Client" });
    await u.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateClientMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { updateClient: { __typename: "NotFoundError", __isError: "NotFoundError" } } });
    });
    await expectToast("Error", "Failed to update client");
  });

  it("sends the version it opened with; a save that met another keeps the dialog open with what was typed and says so", async () => {
    const jane = aClient({ name: "Jane Cooper" });
    const { environment } = await renderClientsPage([jane]);
    await u.click(inCard("Jane Cooper").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Client" });
    // the record changes in the store while the dialog is open (a list refresh): the form still edits what it showed
    act(() => environment.commitUpdate((store) => store.get(jane.id)?.setValue("2026-11-21T10:00:00.000Z", "updatedAt")));
    await retype(u, "Name", "Jane Doe");
    await u.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateClientMutation");
    expect(op.request.variables.input).toEqual({ id: jane.id, unchangedSince: jane.updatedAt, name: "Jane Doe" });
    const changed = "This client was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateClient", changed);
    await expectConflictInDialog(changed, { Name: "Jane Doe" });
    await expectToast("Error", "Failed to update client");
    expect(screen.getByRole("dialog", { name: "Edit Client" })).toBeInTheDocument();
  });

  it("closes with Cancel or Escape without saving, and opens fresh next time", async () => {
    const { environment } = await renderClientsPage([]);
    await openAddDialog();
    await fill("Name", "Draft");
    await u.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await openAddDialog();
    expect(dialogField("Name")).toHaveValue("");
    await pressEscapeInDialog();
    expect(mutations(environment)).toHaveLength(0);
  });
});
