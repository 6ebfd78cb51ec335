/**
 * The command palette's 'Create client' (QuickClientDialog): the clients screen's form in its quick shape (name,
 * company, e-mail) and the same createClient mutation, with the shared schema's messages.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { QuickClientDialog } from "../QuickClientDialog";
import { renderWithProviders } from "../../../../test/render";
import { dialogField, expectToast, mutations, pendingOperation, resetToasts, retype, user } from "../../../../test/relay";

beforeEach(resetToasts);

function renderDialog() {
  const onOpenChange = jest.fn();
  const result = renderWithProviders(<QuickClientDialog open onOpenChange={onOpenChange} clientId="" name="" />);
  return { ...result, onOpenChange };
}

describe("QuickClientDialog", () => {
  it("asks only the name, the company and the e-mail, and creates the client with the clients screen's mutation", async () => {
    const u = user();
    const { environment, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Add Client" });
    const labels = within(dialog).getAllByRole("textbox").map((el) => el.getAttribute("name"));
    expect(labels).toEqual(["name", "company", "email"]);
    await retype(u, "Name", "Jane Cooper");
    await retype(u, "Company", "Acme Studio");
    await retype(u, "Email", "jane@acme.test");
    await u.click(within(dialog).getByRole("button", { name: "Create Client" }));
    const op = await pendingOperation(environment, "useCreateClientMutation");
    expect(op.request.variables.input).toMatchObject({ name: "Jane Cooper", company: "Acme Studio", email: "jane@acme.test", status: "active" });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { MutationCreateClientResult: () => ({ __typename: "CreateClientPayload" }) }));
    });
    await expectToast("Client created successfully");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("refuses a client without a name or with a malformed e-mail, with the shared schema's messages", async () => {
    const u = user();
    const { environment } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Add Client" });
    await retype(u, "Email", "not-an-address");
    await u.click(within(dialog).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Invalid email address")).toBeInTheDocument();
    expect(dialogField("Email")).toHaveValue("not-an-address");
    expect(mutations(environment)).toHaveLength(0);
  });
});
