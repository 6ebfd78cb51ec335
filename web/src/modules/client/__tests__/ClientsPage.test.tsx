import { act, screen, waitFor } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import type { MockEnvironment } from "../../../../test/render";
import {
  VIEWER_ID,
  aClient,
  answerDelete,
  cards,
  connectionResolvers,
  expectToast,
  inCard,
  pendingOperation,
  rejectOperation,
  renderClientsPage,
  renderClientsRoute,
  resetToasts,
  resolveClients,
  user,
} from "./clientTestUtils";

describe("ClientsPage", () => {
  it("shows the heading, subtitle and 'Add Client' at once, and 6 skeleton cards while the clients load", async () => {
    const { environment } = renderClientsRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeInTheDocument();
    expect(screen.getByText("Manage and organize all your client relationships")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Client" })).toBeInTheDocument();
    expect(screen.getAllByTestId("client-card-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Loading clients...");

    await resolveClients(environment, [aClient({ name: "Jane Cooper" })]);
    await waitFor(() => expect(screen.queryAllByTestId("client-card-skeleton")).toHaveLength(0));
    expect(cards()).toHaveLength(1);
  });

  it("shows one card per client, newest first as the API orders them", async () => {
    await renderClientsPage([aClient({ name: "Newest" }), aClient({ name: "Older" }), aClient({ name: "Oldest" })]);
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Newest", "Older", "Oldest"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});

describe("ClientsPage empty state", () => {
  beforeEach(resetToasts);

  it("shows 'No clients yet' and 'Add Your First Client' opens the Add Client dialog", async () => {
    await renderClientsPage([]);
    expect(screen.getByText("No clients yet")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await user().click(screen.getByRole("button", { name: "Add Your First Client" }));
    expect(await screen.findByRole("dialog", { name: "Add Client" })).toBeInTheDocument();
  });
});

describe("Deleting a client", () => {
  let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    resetToasts();
    confirmSpy = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirmSpy.mockRestore());

  const mutations = (environment: MockEnvironment) =>
    environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === "mutation");

  it("asks 'Are you sure you want to delete this client?' and does nothing when cancelled", async () => {
    confirmSpy.mockReturnValue(false);
    const { environment } = await renderClientsPage([aClient({ name: "Keep Me" })]);
    await user().click(inCard("Keep Me").getByRole("button", { name: "Delete" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this client?");
    expect(mutations(environment)).toHaveLength(0);
    expect(cards()).toHaveLength(1);
  });

  it("deletes when confirmed: the card leaves the list in place, the toast says so, and the empty state returns", async () => {
    confirmSpy.mockReturnValue(true);
    const only = aClient({ name: "Delete Me" });
    const { environment } = await renderClientsPage([only]);
    await user().click(inCard("Delete Me").getByRole("button", { name: "Delete" }));

    const op = await answerDelete(environment, "Client", only.id);
    expect(op.request.variables.connections).toHaveLength(1);

    await expectToast("Client deleted successfully");
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(screen.getByText("No clients yet")).toBeInTheDocument();
  });

  it("keeps the card and shows the server's reason when the client still has projects (ConflictError)", async () => {
    confirmSpy.mockReturnValue(true);
    const { environment } = await renderClientsPage([aClient({ name: "Busy Client" })]);
    await user().click(inCard("Busy Client").getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteClientMutation");
    const reason = "Busy Client still has 2 projects. Delete or move them to another client first.";
    await act(async () => {
      environment.mock.resolve(op, { data: { deleteClient: { __typename: "ConflictError", __isError: "ConflictError", message: reason } } });
    });
    await expectToast("Error", reason);
    expect(cards()).toHaveLength(1);
  });

  it("shows 'Error' / 'Failed to delete client' when the request fails", async () => {
    confirmSpy.mockReturnValue(true);
    const { environment } = await renderClientsPage([aClient({ name: "Flaky" })]);
    await user().click(inCard("Flaky").getByRole("button", { name: "Delete" }));
    await rejectOperation(environment, "useDeleteClientMutation", new Error("Failed to fetch"));
    await expectToast("Error", "Failed to delete client");
    expect(cards()).toHaveLength(1);
  });
});

describe("Pagination", () => {
  it("shows 'Load more' only when there is a next page, and appends the next 50 clients", async () => {
    const firstPage = Array.from({ length: 3 }, (_, i) => aClient({ name: `Client ${i + 1}` }));
    const { environment } = await renderClientsPage(firstPage, { hasNextPage: true, totalCount: 4 });
    expect(screen.getByTestId("clients-shown")).toHaveTextContent("Showing 3 of 4 clients");

    await user().click(screen.getByRole("button", { name: "Load more" }));
    const op = await pendingOperation(environment, "ClientListPaginationQuery");
    expect(op.request.variables).toMatchObject({ count: 50, cursor: "cursor-3", id: VIEWER_ID });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          ...connectionResolvers([aClient({ name: "Client 4" })], { hasNextPage: false, totalCount: 4 }),
          Node: () => ({ __typename: "User", id: VIEWER_ID }),
        }),
      );
    });

    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Client 1", "Client 2", "Client 3", "Client 4"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("asks for the first 50 clients", async () => {
    const { environment } = renderClientsRoute();
    const op = await pendingOperation(environment, "ClientsPageQuery");
    expect(op.request.variables).toEqual({ count: 50 });
  });
});
