import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { act } from "react";
import { renderRoutes } from "../../../../test/render";
import { VIEWER_ID, pendingOperation, resolveHubBlocks, resolveOperation, user } from "../../../../test/relay";
import type { MockEnvironment } from "../../../../test/render";
import { Component as ClientHubPage, load } from "../ClientHubPage";
import { expectEllipsis, longName } from "../../../../test/ellipsis";

/** A local day as 'YYYY-MM-DD' (the calendar opens a hub's event at its day). */
const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const CLIENT_ID = "Q2xpZW50OmFjbWU=";
const OTHER_ID = "Q2xpZW50Omdsb2JleA==";

const ACME = {
  __typename: "Client", id: CLIENT_ID, name: "Acme Studio", company: "Acme Inc.", status: "active", email: "hello@acme.test", phone: "+1 555 0100",
  address: "1 Main St", website: "https://acme.test", linkedinUrl: null, twitterUsername: "acme", facebookUsername: null, instagramUsername: null,
  tiktokUsername: null, youtubeChannel: null,
};

const empty = () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
const edges = <T,>(nodes: T[]) => ({ edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { hasNextPage: false, endCursor: null } });

function renderHub(id = CLIENT_ID) {
  const environment = createMockEnvironment();
  const routes = [
    { path: "/clients/:id", loader: (args: LoaderFunctionArgs) => load(environment, args), Component: ClientHubPage, hydrateFallbackElement: <div /> },
    { path: "/clients", element: <h1>Client list</h1> },
    { path: "/projects/:id", element: <h1>Project page</h1> },
  ];
  return renderRoutes(routes, { environment, path: `/clients/${encodeURIComponent(id)}` });
}

const EMPTY_BLOCKS = {
  ClientProjectsConnection: empty, ClientOpenTasksConnection: empty, ClientInvoicesConnection: empty, ClientMessagesConnection: empty,
  ClientFilesConnection: empty, ClientEventOccurrencesConnection: empty, ClientContractsConnection: empty, ClientProposalsConnection: empty,
  ClientTimelineConnection: empty,
};

/** Answers the page's query and, once all 8 are started, its blocks' queries with the same data. */
async function resolveHub(environment: MockEnvironment, resolvers: Parameters<typeof resolveOperation>[2]) {
  await resolveOperation(environment, "ClientHubPageQuery", resolvers);
  await resolveHubBlocks(environment, 8, { __typename: "Client", id: CLIENT_ID }, resolvers);
}

describe("Client hub page", () => {
  it("shows the contact details and every block's empty state for a client with no records", async () => {
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      Node: () => ACME,
      Client: () => ({ ...ACME, amountOwed: [] }),
      ...EMPTY_BLOCKS,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Studio" })).toBeInTheDocument();
    const contact = screen.getByTestId("hub-contact");
    expect(within(contact).getByRole("link", { name: "hello@acme.test" })).toHaveAttribute("href", "mailto:hello@acme.test");
    expect(within(contact).getByRole("link", { name: "Twitter" })).toHaveAttribute("href", "https://twitter.com/acme");
    expect(screen.getByTestId("hub-owed-amount")).toHaveTextContent("Nothing owed");
    for (const block of ["invoices", "projects", "tasks", "messages", "events", "files", "contracts", "proposals", "timeline"]) {
      expect(screen.getByTestId(`hub-${block}-empty`)).toBeInTheDocument();
    }
    expect(screen.getByTestId("hub-invoices-empty")).toHaveTextContent("No invoices for this client yet.");
  });

  it("lists each block's records, what the client owes per currency, and links its projects and invoices", async () => {
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      Node: () => ACME,
      Client: () => ({ ...ACME, amountOwed: [{ currency: "EUR", amount: "352.00" }, { currency: "USD", amount: "704.00" }] }),
      ...EMPTY_BLOCKS,
      ClientProjectsConnection: () => edges([{ id: "UHJvamVjdDox", name: "Website redesign", status: "active", dueDate: null }]),
      ClientOpenTasksConnection: () => edges([{ id: "VGFzazox", title: "Draft sitemap", status: "in_progress", dueDate: null, project: { name: "Website redesign" } }]),
      ClientInvoicesConnection: () => edges([{ id: "SW52b2ljZTox", invoiceNumber: "INV-1001", status: "sent", total: "352.00", currency: "USD", dueDate: "2026-12-01T00:00:00.000Z" }]),
      ClientTimelineConnection: () => edges([{ id: "QWN0aXZpdHk6MQ==", title: "New invoice created: INV-1001", entityType: "invoice", createdAt: "2026-11-20T10:00:00.000Z" }]),
    });
    await screen.findByRole("heading", { level: 1, name: "Acme Studio" });
    expect(screen.getByTestId("hub-owed-amount")).toHaveTextContent("€352.00 · $704.00");
    const invoices = within(screen.getByTestId("hub-invoices"));
    expect(invoices.getByRole("link", { name: "INV-1001" })).toHaveAttribute("href", `/invoicing/${encodeURIComponent("SW52b2ljZTox")}`);
    expect(invoices.getByText("$352.00")).toBeInTheDocument();
    expect(invoices.getByText("Sent")).toBeInTheDocument();
    expect(within(screen.getByTestId("hub-projects")).getByRole("link", { name: "Website redesign" }))
      .toHaveAttribute("href", `/projects/${encodeURIComponent("UHJvamVjdDox")}`);
    expect(within(screen.getByTestId("hub-tasks")).getByText("Draft sitemap")).toBeInTheDocument();
    expect(within(screen.getByTestId("hub-timeline")).getByText("New invoice created: INV-1001")).toBeInTheDocument();
    expect(screen.queryByTestId("hub-invoices-empty")).not.toBeInTheDocument();
    expect(screen.getByTestId("hub-messages-empty")).toBeInTheDocument();
  });

  it("shows a 120-character name in full in the heading (wrapped), and cut with an ellipsis and a full title in the contact block and the rows", async () => {
    const name = longName(120);
    const company = longName(100, "Globex");
    const project = longName(110, "Rebrand");
    const task = longName(105, "Draft");
    const email = `${"accounts-payable-department".repeat(3)}@example.com`;
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      Node: () => ({ ...ACME, name, company, email }),
      Client: () => ({ ...ACME, name, company, email, amountOwed: [] }),
      ...EMPTY_BLOCKS,
      ClientProjectsConnection: () => edges([{ id: "UHJvamVjdDox", name: project, status: "active", dueDate: null }]),
      ClientOpenTasksConnection: () => edges([{ id: "VGFzazox", title: task, status: "in_progress", dueDate: null, project: { name: project } }]),
      ClientTimelineConnection: () => edges([{ id: "QWN0aXZpdHk6MQ==", title: `Project created: ${project}`, entityType: "project", createdAt: "2026-11-20T10:00:00.000Z" }]),
    });
    const h1 = await screen.findByRole("heading", { level: 1, name });
    // the page's heading is whole, wrapping anywhere rather than running out of the page
    expect(getComputedStyle(h1).overflowWrap).toBe("anywhere");
    expect(getComputedStyle(h1).overflow).not.toBe("hidden");
    // a column never grows past its share for a line cut with an ellipsis (1fr alone would take the line's whole width)
    expect(getComputedStyle(screen.getByTestId("client-hub")).gridTemplateColumns).toBe("minmax(0, 1fr)");
    const contact = screen.getByTestId("hub-contact");
    expectEllipsis(within(contact).getByRole("heading", { level: 3, name }), name);
    expectEllipsis(within(contact).getByText(company), company);
    expectEllipsis(within(contact).getByRole("link", { name: email }).parentElement!, email);
    expectEllipsis(within(screen.getByTestId("hub-projects")).getByRole("link", { name: project }), project);
    expectEllipsis(within(screen.getByTestId("hub-tasks")).getByText(task), task);
    expectEllipsis(within(screen.getByTestId("hub-timeline")).getByText(`Project created: ${project}`), `Project created: ${project}`);
  });

  it("shows the not-found page for a missing or another workspace's client", async () => {
    const { environment } = renderHub("Q2xpZW50OmZvcmVpZ24=");
    const op = await pendingOperation(environment, "ClientHubPageQuery");
    const payload = MockPayloadGenerator.generate(op, { User: () => ({ id: VIEWER_ID, timeZone: "UTC" }) });
    (payload.data as { node: unknown }).node = null;
    await act(async () => { environment.mock.resolve(op, payload); });
    expect(await screen.findByTestId("client-not-found")).toHaveTextContent("Client not found");
  });

  it("'New invoice' opens the invoice form with the client chosen", async () => {
    const u = user();
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }), Node: () => ACME, Client: () => ({ ...ACME, amountOwed: [] }), ...EMPTY_BLOCKS,
    });
    await u.click(await screen.findByRole("button", { name: "New invoice" }));
    await resolveOperation(environment, "QuickInvoiceDialogQuery", {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      ClientConnection: () => edges([{ id: OTHER_ID, name: "Globex", company: null }, { id: CLIENT_ID, name: "Acme Studio", company: "Acme Inc." }]),
      ProjectConnection: () => edges([]),
    });
    const form = await screen.findByTestId("invoice-form");
    await waitFor(() => expect(within(form).getByRole("combobox", { name: /Client/ })).toHaveValue(CLIENT_ID));
    expect(within(form).getByRole("button", { name: "Create Invoice" })).toBeInTheDocument();
  }, 60_000);

  it("'New project' and 'New task' open their forms with the client chosen", async () => {
    const u = user();
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }), Node: () => ACME, Client: () => ({ ...ACME, amountOwed: [] }), ...EMPTY_BLOCKS,
    });
    const options = {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      ClientConnection: () => edges([{ id: OTHER_ID, name: "Globex", company: null }, { id: CLIENT_ID, name: "Acme Studio", company: "Acme Inc." }]),
      ProjectConnection: () => edges([]),
      TeamMemberConnection: () => edges([]),
    };
    await u.click(await screen.findByRole("button", { name: "New project" }));
    await resolveOperation(environment, "QuickProjectDialogQuery", options);
    const projectForm = await screen.findByTestId("project-form");
    await waitFor(() => expect(within(projectForm).getByRole("combobox", { name: /Client/ })).toHaveValue(CLIENT_ID));
    await u.click(within(projectForm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("project-form")).not.toBeInTheDocument());

    await u.click(screen.getByRole("button", { name: "New task" }));
    await resolveOperation(environment, "QuickTaskDialogQuery", options);
    const taskForm = await screen.findByTestId("task-form");
    await waitFor(() => expect(within(taskForm).getByRole("combobox", { name: /Client/ })).toHaveValue(CLIENT_ID));
  }, 60_000);

  it("links each record to the screen that opens it: a task, a message, a file, an event, a contract, a proposal", async () => {
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
      Node: () => ACME,
      Client: () => ({ ...ACME, amountOwed: [] }),
      ...EMPTY_BLOCKS,
      ClientOpenTasksConnection: () => edges([{ id: "VGFzazox", title: "Draft sitemap", status: "pending", dueDate: null, project: null }]),
      ClientMessagesConnection: () => edges([{ id: "TWVzc2FnZTox", subject: "Kickoff notes", content: "See you", createdAt: "2026-11-20T10:00:00.000Z" }]),
      ClientFilesConnection: () => edges([{ id: "RmlsZTox", name: "brief.pdf", size: 2048, createdAt: "2026-11-20T10:00:00.000Z", downloadUrl: "/api/files/1/download" }]),
      ClientEventOccurrencesConnection: () => edges([
        { id: "o1", startTime: "2099-12-03T15:00:00.000Z", endTime: "2099-12-03T16:00:00.000Z", event: { id: "Q2FsZW5kYXJFdmVudDox", title: "Design review", isAllDay: false, attendeeEmails: ["hello@acme.test"], client: { id: CLIENT_ID } } },
        // an event the client's e-mail is invited to, not linked to it
        { id: "o2", startTime: "2099-12-04T15:00:00.000Z", endTime: "2099-12-04T16:00:00.000Z", event: { id: "Q2FsZW5kYXJFdmVudDoy", title: "Partner sync", isAllDay: false, attendeeEmails: ["Hello@Acme.test"], client: null } },
        { id: "o3", startTime: "2026-01-05T15:00:00.000Z", endTime: "2026-01-05T16:00:00.000Z", event: { id: "Q2FsZW5kYXJFdmVudDoz", title: "Kickoff", isAllDay: false, attendeeEmails: [], client: { id: CLIENT_ID } } },
      ]),
      ClientContractsConnection: () => edges([{ id: "Q29udHJhY3Q6MQ==", contractNumber: "CON-2026-0001", title: "Retainer", status: "draft", declinedAt: null }]),
      ClientProposalsConnection: () => edges([
        { id: "Q29udHJhY3Q6Mg==", contractNumber: "PRO-2026-0002", title: "Brand refresh", status: "sent", declinedAt: null },
        // declined by the client: stored as cancelled, read as what happened
        { id: "Q29udHJhY3Q6Mw==", contractNumber: "PRO-2026-0003", title: "Logo pack", status: "cancelled", declinedAt: "2026-11-21T10:00:00.000Z" },
      ]),
    });
    await screen.findByRole("heading", { level: 1, name: "Acme Studio" });
    const link = (block: string, name: string) => within(screen.getByTestId(`hub-${block}`)).getByRole("link", { name });
    expect(link("tasks", "Draft sitemap")).toHaveAttribute("href", `/tasks?id=${encodeURIComponent("VGFzazox")}`);
    expect(link("messages", "Kickoff notes")).toHaveAttribute("href", `/messages?id=${encodeURIComponent("TWVzc2FnZTox")}`);
    expect(link("files", "brief.pdf")).toHaveAttribute("href", `/files?id=${encodeURIComponent("RmlsZTox")}`);
    // at the day of the occurrence (the browser's)
    expect(link("events", "Design review")).toHaveAttribute("href", `/calendar?event=${encodeURIComponent("Q2FsZW5kYXJFdmVudDox")}&date=${dayKey(new Date("2099-12-03T15:00:00.000Z"))}`);
    // the events it is invited to as well, said so; the past ones after those to come, said so
    const events = within(screen.getByTestId("hub-events"));
    expect(events.getAllByRole("listitem").map((l) => within(l).getByRole("link").textContent)).toEqual(["Design review", "Partner sync", "Kickoff"]);
    expect(link("events", "Partner sync")).toHaveAttribute("href", `/calendar?event=${encodeURIComponent("Q2FsZW5kYXJFdmVudDoy")}&date=${dayKey(new Date("2099-12-04T15:00:00.000Z"))}`);
    expect(events.getByText("Dec 4, 3:00 PM · Invited")).toBeInTheDocument();
    expect(events.getByText("Dec 3, 3:00 PM")).toBeInTheDocument();
    expect(events.getAllByText("Past")).toHaveLength(1);
    expect(link("contracts", "Retainer")).toHaveAttribute("href", `/contracts/${encodeURIComponent("Q29udHJhY3Q6MQ==")}`);
    expect(link("proposals", "Brand refresh")).toHaveAttribute("href", `/proposals/${encodeURIComponent("Q29udHJhY3Q6Mg==")}`);
    const proposals = within(screen.getByTestId("hub-proposals"));
    expect(proposals.getByText("Declined")).toBeInTheDocument();
    expect(proposals.queryByText("Cancelled")).not.toBeInTheDocument();
    expect(within(screen.getByTestId("hub-contracts")).getByText("Draft")).toBeInTheDocument();
  });

  it("'New event' opens the calendar's create dialog for the client, and the event it creates is linked to the client", async () => {
    const u = user();
    const { environment } = renderHub();
    await resolveHub(environment, {
      User: () => ({ id: VIEWER_ID, timeZone: "UTC" }), Node: () => ACME, Client: () => ({ ...ACME, amountOwed: [] }), ...EMPTY_BLOCKS,
    });
    await u.click(await screen.findByRole("button", { name: "New event" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New Event" });
    expect(dialog).toHaveTextContent("Schedule a meeting, a call, a deadline or a reminder for Acme Studio.");
    await u.type(within(dialog).getByLabelText(/^Title/), "Quarterly review");
    // the start as its picker sets it (a new event starts filled: the next half hour)
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: "2026-12-10T10:00" } });
    await u.click(within(dialog).getByRole("button", { name: "Create Event" }));
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input).toMatchObject({ title: "Quarterly review", clientId: CLIENT_ID });
    expect(op.request.variables.input).not.toHaveProperty("projectId");
  }, 60_000);
});
