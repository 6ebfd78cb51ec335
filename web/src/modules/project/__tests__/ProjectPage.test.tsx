import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { act } from "react";
import { renderRoutes } from "../../../../test/render";
import { VIEWER_ID, pendingOperation, resolveHubBlocks, resolveOperation, user } from "../../../../test/relay";
import type { MockEnvironment } from "../../../../test/render";
import { Component as ProjectPage, load } from "../ProjectPage";

/** A local day as 'YYYY-MM-DD' (the calendar opens a hub's event at its day). */
const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const PROJECT_ID = "UHJvamVjdDp3ZWJzaXRl";
const CLIENT_ID = "Q2xpZW50OmFjbWU=";

const WEBSITE = {
  __typename: "Project", id: PROJECT_ID, name: "Website redesign", description: "A new site for the spring launch.", status: "active",
  progress: 40, dueDate: "2026-12-15T00:00:00.000Z", budget: "12000.00",
  client: { __typename: "Client", id: CLIENT_ID, name: "Acme Studio", company: "Acme Inc.", email: "hello@acme.test" },
};

const empty = () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
const edges = <T,>(nodes: T[]) => ({ edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { hasNextPage: false, endCursor: null } });

function renderPage(id = PROJECT_ID) {
  const environment = createMockEnvironment();
  const routes = [
    { path: "/projects/:id", loader: (args: LoaderFunctionArgs) => load(environment, args), Component: ProjectPage, hydrateFallbackElement: <div /> },
    { path: "/projects", element: <h1>Project list</h1> },
    { path: "/clients/:id", element: <h1>Client hub</h1> },
  ];
  return renderRoutes(routes, { environment, path: `/projects/${encodeURIComponent(id)}` });
}

const EMPTY_BLOCKS = {
  ProjectTasksConnection: empty, ProjectInvoicesConnection: empty, ProjectMessagesConnection: empty, ProjectFilesConnection: empty,
  ProjectEventOccurrencesConnection: empty, ProjectContractsConnection: empty, ProjectTimelineConnection: empty,
};

const page = (more: Record<string, () => unknown> = {}) => ({
  User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
  Node: () => WEBSITE,
  Project: () => ({ ...WEBSITE, team: [] }),
  ...EMPTY_BLOCKS,
  ...more,
});

/** Answers the page's query and, once all 7 are started, its blocks' queries with the same data. */
async function resolveHub(environment: MockEnvironment, resolvers: Parameters<typeof resolveOperation>[2]) {
  await resolveOperation(environment, "ProjectPageQuery", resolvers);
  await resolveHubBlocks(environment, 7, { __typename: "Project", id: PROJECT_ID }, resolvers);
}

describe("Project page", () => {
  it("shows the project's heading, its client and every block's empty state for a project with no records", async () => {
    const { environment } = renderPage();
    expect(await screen.findByRole("status", { name: "Loading project" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to projects" })).toHaveAttribute("href", "/projects");
    await resolveHub(environment, page());
    expect(await screen.findByRole("heading", { level: 1, name: "Website redesign" })).toBeInTheDocument();
    expect(screen.getByText("Active · 40% done · Due Dec 15, 2026")).toBeInTheDocument();
    const client = within(screen.getByTestId("project-client"));
    expect(client.getByRole("link", { name: "Acme Studio" })).toHaveAttribute("href", `/clients/${encodeURIComponent(CLIENT_ID)}`);
    expect(client.getByText("A new site for the spring launch.")).toBeInTheDocument();
    for (const block of ["team", "tasks", "invoices", "messages", "events", "files", "contracts", "timeline"]) {
      expect(screen.getByTestId(`project-${block}-empty`)).toBeInTheDocument();
    }
    expect(screen.getByTestId("project-tasks-empty")).toHaveTextContent("No open tasks in this project.");
    expect(screen.getByTestId("project-timeline-empty")).toHaveTextContent("Nothing has happened in this project yet.");
  });

  it("lists each block's records, each linked to the screen that opens it, and the team and timeline", async () => {
    const { environment } = renderPage();
    await resolveHub(environment, page({
      Project: () => ({ ...WEBSITE, team: [{ __typename: "TeamMember", id: "VGVhbU1lbWJlcjox", name: "Grace Hopper", role: "Designer" }] }),
      ProjectTasksConnection: () => edges([{ id: "VGFzazox", title: "Draft sitemap", status: "in_progress", dueDate: null }]),
      ProjectInvoicesConnection: () => edges([{ id: "SW52b2ljZTox", invoiceNumber: "INV-1001", status: "sent", total: "352.00", currency: "USD", dueDate: null }]),
      ProjectMessagesConnection: () => edges([{ id: "TWVzc2FnZTox", subject: "Kickoff notes", content: "See you", createdAt: "2026-11-20T10:00:00.000Z" }]),
      ProjectFilesConnection: () => edges([{ id: "RmlsZTox", name: "brief.pdf", createdAt: "2026-11-20T10:00:00.000Z" }]),
      ProjectEventOccurrencesConnection: () => edges([
        { id: "o1", startTime: "2099-12-03T15:00:00.000Z", endTime: "2099-12-03T16:00:00.000Z", event: { id: "Q2FsZW5kYXJFdmVudDox", title: "Design review", isAllDay: false, attendeeEmails: [], client: null } },
      ]),
      ProjectContractsConnection: () => edges([
        { id: "Q29udHJhY3Q6MQ==", contractNumber: "CON-2026-0001", title: "Retainer", status: "draft", type: "contract", declinedAt: null },
        { id: "Q29udHJhY3Q6Mg==", contractNumber: "PRO-2026-0002", title: "Brand refresh", status: "sent", type: "proposal", declinedAt: null },
        // declined by the client: stored as cancelled, read as what happened
        { id: "Q29udHJhY3Q6Mw==", contractNumber: "PRO-2026-0003", title: "Logo pack", status: "cancelled", type: "proposal", declinedAt: "2026-11-21T10:00:00.000Z" },
      ]),
      ProjectTimelineConnection: () => edges([{ id: "QWN0aXZpdHk6MQ==", title: "New task created: Draft sitemap", createdAt: "2026-11-20T10:00:00.000Z" }]),
    }));
    await screen.findByRole("heading", { level: 1, name: "Website redesign" });
    const link = (block: string, name: string) => within(screen.getByTestId(`project-${block}`)).getByRole("link", { name });
    expect(link("tasks", "Draft sitemap")).toHaveAttribute("href", `/tasks?id=${encodeURIComponent("VGFzazox")}`);
    expect(link("invoices", "INV-1001")).toHaveAttribute("href", `/invoicing/${encodeURIComponent("SW52b2ljZTox")}`);
    expect(within(screen.getByTestId("project-invoices")).getByText("$352.00")).toBeInTheDocument();
    expect(link("messages", "Kickoff notes")).toHaveAttribute("href", `/messages?id=${encodeURIComponent("TWVzc2FnZTox")}`);
    expect(link("files", "brief.pdf")).toHaveAttribute("href", `/files?id=${encodeURIComponent("RmlsZTox")}`);
    // at the day of the occurrence (the browser's)
    expect(link("events", "Design review")).toHaveAttribute("href", `/calendar?event=${encodeURIComponent("Q2FsZW5kYXJFdmVudDox")}&date=${dayKey(new Date("2099-12-03T15:00:00.000Z"))}`);
    expect(link("contracts", "Retainer")).toHaveAttribute("href", `/contracts/${encodeURIComponent("Q29udHJhY3Q6MQ==")}`);
    expect(link("contracts", "Brand refresh")).toHaveAttribute("href", `/proposals/${encodeURIComponent("Q29udHJhY3Q6Mg==")}`);
    expect(within(screen.getByTestId("project-contracts")).getByText("Declined")).toBeInTheDocument();
    expect(within(screen.getByTestId("project-team")).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(screen.getByTestId("project-timeline")).getByText("New task created: Draft sitemap")).toBeInTheDocument();
    expect(screen.queryByTestId("project-tasks-empty")).not.toBeInTheDocument();
  });

  it("shows the not-found page for a missing or another workspace's project", async () => {
    const { environment } = renderPage("UHJvamVjdDpmb3JlaWdu");
    const op = await pendingOperation(environment, "ProjectPageQuery");
    const payload = MockPayloadGenerator.generate(op, { User: () => ({ id: VIEWER_ID, timeZone: "UTC" }) });
    (payload.data as { node: unknown }).node = null;
    await act(async () => { environment.mock.resolve(op, payload); });
    expect(await screen.findByTestId("project-not-found")).toHaveTextContent("Project not found");
    expect(screen.getByText("This project does not exist or was deleted.")).toBeInTheDocument();
  });

  const dialogOptions = {
    User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
    ClientConnection: () => edges([{ id: CLIENT_ID, name: "Acme Studio", company: "Acme Inc." }]),
    ProjectConnection: () => edges([{ id: PROJECT_ID, name: "Website redesign", client: { id: CLIENT_ID } }]),
    TeamMemberConnection: () => edges([]),
  };

  it("'New invoice' opens the invoice form with the client and the project chosen", async () => {
    const u = user();
    const { environment } = renderPage();
    await resolveHub(environment, page());
    await u.click(await screen.findByRole("button", { name: "New invoice" }));
    await resolveOperation(environment, "QuickInvoiceDialogQuery", dialogOptions);
    const invoiceForm = await screen.findByTestId("invoice-form");
    await waitFor(() => expect(within(invoiceForm).getByRole("combobox", { name: /Client/ })).toHaveValue(CLIENT_ID));
    expect(within(invoiceForm).getByRole("combobox", { name: /Project/ })).toHaveValue(PROJECT_ID);
    await u.click(within(invoiceForm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("invoice-form")).not.toBeInTheDocument());
  }, 60_000);

  it("'New task' opens the task form with the project and its client chosen", async () => {
    const u = user();
    const { environment } = renderPage();
    await resolveHub(environment, page());
    await u.click(await screen.findByRole("button", { name: "New task" }));
    await resolveOperation(environment, "QuickTaskDialogQuery", dialogOptions);
    const taskForm = await screen.findByTestId("task-form");
    await waitFor(() => expect(within(taskForm).getByRole("combobox", { name: /Project/ })).toHaveValue(PROJECT_ID));
    expect(within(taskForm).getByRole("combobox", { name: /Client/ })).toHaveValue(CLIENT_ID);
  }, 60_000);

  it("'New event' opens the calendar's create dialog for the project, and the event it creates is linked to the project and its client", async () => {
    const u = user();
    const { environment } = renderPage();
    await resolveHub(environment, page());
    await u.click(await screen.findByRole("button", { name: "New event" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New Event" });
    expect(dialog).toHaveTextContent("Schedule a meeting, a call, a deadline or a reminder for Website redesign.");
    await u.type(within(dialog).getByLabelText(/^Title/), "Launch rehearsal");
    // the start as its picker sets it (a new event starts filled: the next half hour)
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: "2026-12-10T10:00" } });
    await u.click(within(dialog).getByRole("button", { name: "Create Event" }));
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input).toMatchObject({ title: "Launch rehearsal", clientId: CLIENT_ID, projectId: PROJECT_ID });
  }, 60_000);
});
