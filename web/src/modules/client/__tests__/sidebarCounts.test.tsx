import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { VIEWER_ID, aClient, answerDelete, expectToast, inCard, pendingOperation, resetToasts, resolveClients, resolveOperation, user } from "./clientTestUtils";
import { renderSignedIn } from "../../../../test/shell";

const counts = (clients: number) => ({ clients, activeProjects: 0, overdueTasks: 0, unreadMessages: 0 });

/** The signed-in app at /clients: the shell (sidebar with badges) and the Clients page, both answered. */
async function renderAppAtClients(clients: ReturnType<typeof aClient>[]) {
  const result = await renderSignedIn("/clients", { companyName: "Acme", counts: counts(clients.length) });
  await resolveClients(result.environment, clients);
  await screen.findByRole("heading", { level: 1, name: "Clients" });
  return result;
}

const clientsBadge = () => within(screen.getByTestId("sidebar")).queryByTestId("badge-clients");

describe("Sidebar Clients badge (refreshed after every client change)", () => {
  beforeEach(resetToasts);

  it("appears after the first client is created, without a reload", async () => {
    const { environment } = await renderAppAtClients([]);
    expect(clientsBadge()).not.toBeInTheDocument();

    const u = user();
    await u.click(screen.getByRole("button", { name: "Add Your First Client" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Client" });
    await u.click(within(dialog).getByLabelText(/^Name/));
    await u.paste("Globex");
    await u.click(within(dialog).getByRole("button", { name: "Create Client" }));

    const op = await pendingOperation(environment, "useCreateClientMutation");
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateClientResult: () => ({ __typename: "CreateClientPayload" }),
          Client: () => aClient({ name: "Globex" }),
        }),
      );
    });
    await expectToast("Client created successfully");

    // the counts are refetched once, and the badge follows
    await resolveOperation(environment, "refreshWorkspaceCountsQuery", { User: () => ({ id: VIEWER_ID }), SidebarCounts: () => counts(1) });
    await waitFor(() => expect(clientsBadge()).toHaveTextContent("1"));
  });

  it("disappears when the last client is deleted", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const only = aClient({ name: "Only One" });
    const { environment } = await renderAppAtClients([only]);
    expect(clientsBadge()).toHaveTextContent("1");

    await user().click(inCard("Only One").getByRole("button", { name: "Delete" }));
    await answerDelete(environment, "Client", only.id);
    await resolveOperation(environment, "refreshWorkspaceCountsQuery", { User: () => ({ id: VIEWER_ID }), SidebarCounts: () => counts(0) });
    await waitFor(() => expect(clientsBadge()).not.toBeInTheDocument());
    confirm.mockRestore();
  });
});
