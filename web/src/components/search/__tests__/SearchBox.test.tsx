import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Outlet, useLocation, useParams } from "react-router";
import { renderRoutes } from "../../../../test/render";
import type { QuickCreate, QuickCreateProps } from "../../../lib/webModule";
import { QuickCreateProvider } from "../../quickCreate";
import { jsonResponse, mockFetch } from "../../../../test/fetch";
import { user } from "../../../../test/relay";
import { SearchBox } from "../SearchBox";
import { useClaimSearchShortcut } from "../shortcut";
import { highlightParts } from "../highlight";

const fetchMock = mockFetch();
const USER = "ada@example.com";

/** A screen with a search of its own (the API reference): Ctrl+K is its own while it is shown. */
function OwnSearchPage() {
  useClaimSearchShortcut();
  return <p>reference</p>;
}

function ClientPage() {
  return <p>client page {useParams().id}</p>;
}

/** A module's quick-create dialog, as the palette opens it: no client chosen. */
function InvoiceDialog({ open, onOpenChange, clientId }: QuickCreateProps) {
  return open ? <div role="dialog" aria-label="New Invoice">client: {clientId || "none"} <button onClick={() => onOpenChange(false)}>Cancel</button></div> : null;
}
const QUICK_CREATES: QuickCreate[] = [
  { kind: "invoice", label: "New invoice", dialog: () => Promise.resolve(InvoiceDialog) },
  { kind: "event", label: "New event", dialog: () => Promise.resolve(InvoiceDialog) },
];

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname}{search}</p>;
}

// the modules' quick-create dialogs handed down from the top, as App does
const render = () => renderRoutes([{ element: <QuickCreateProvider value={QUICK_CREATES}><Outlet /></QuickCreateProvider>, children: [
  { path: "/", element: <SearchBox user={USER} /> },
  { path: "/calendar", element: <><SearchBox user={USER} /><Where /></> },
  { path: "/invoicing", element: <><SearchBox user={USER} /><Where /></> },
  { path: "/clients/:id", element: <><SearchBox user={USER} /><ClientPage /></> },
  { path: "/invoicing/:id", element: <><SearchBox user={USER} /><p>invoice page</p></> },
  { path: "/docs", element: <><SearchBox user={USER} /><OwnSearchPage /></> },
] }]);

const results = [
  { type: "client", id: "c1", title: "Acme Corp", subtitle: "acme@example.com", url: "/clients/c1" },
  { type: "project", id: "p1", title: "Acme <b>Website</b>", subtitle: "Acme Corp", url: "/projects/p1" },
  { type: "client", id: "c2", title: "Acme Two", subtitle: null, url: "/clients/c2" },
  { type: "invoice", id: "i1", title: "INV-0042", subtitle: "Acme Corp", url: "/invoicing/i1" },
];

beforeEach(() => localStorage.clear());

describe("SearchBox", () => {
  it("searches as the user types (debounced), groups the results by type in the server's order, and opens one with the keyboard", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results }));
    const { router } = render();
    const u = user();
    await u.click(screen.getByPlaceholderText("Search clients, projects, tasks..."));
    const box = await screen.findByRole("combobox", { name: "Search" });
    await u.type(box, "acme");
    await waitFor(() => expect(screen.getAllByTestId("search-result")).toHaveLength(4));
    // one request for the text as typed (debounced), encoded
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/search?q=acme");
    const listbox = screen.getByRole("listbox");
    const groups = ["Clients", "Projects", "Invoices"].map((name) => within(listbox).getByRole("group", { name }));
    // the groups in the order of their best result
    expect(groups[0].compareDocumentPosition(groups[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(groups[1].compareDocumentPosition(groups[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(groups[0]).getAllByRole("option").map((o) => o.textContent)).toEqual(["Acme Corpacme@example.com", "Acme Two"]);
    // matches highlighted as text: the title's markup is shown, never rendered
    const project = within(groups[1]).getByRole("option");
    expect(project.querySelector("b")).toBeNull();
    expect(project).toHaveTextContent("Acme <b>Website</b>");
    expect([...project.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Acme", "Acme"]);
    // the first result is selected; arrows move, Enter opens
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await u.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getAllByRole("option")[3]).toHaveAttribute("aria-selected", "true");
    await u.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/clients/c1"));
    expect(screen.getByText("client page c1")).toBeInTheDocument();
  });

  it("says 'No results for' the text when nothing matches", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    render();
    const u = user();
    fireEvent.focus(screen.getByPlaceholderText("Search clients, projects, tasks..."));
    await u.type(await screen.findByRole("combobox", { name: "Search" }), "zzz");
    expect(await screen.findByText('No results for "zzz"')).toBeInTheDocument();
  });

  it("opens with Ctrl+K and, empty, lists the records opened most recently (kept per user)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results }));
    const { router } = render();
    const u = user();
    await u.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search" });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText(/Type to search/)).toBeInTheDocument();
    await u.type(box, "inv");
    await waitFor(() => expect(screen.getAllByTestId("search-result")).toHaveLength(4));
    await u.click(screen.getAllByTestId("search-result")[3]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/invoicing/i1"));
    // empty again: the recent record, stored for this user only
    await act(async () => { screen.getByRole("combobox", { name: "Search" }).focus(); });
    const recent = await screen.findAllByTestId("search-recent");
    expect(recent.map((r) => r.textContent)).toEqual(["INV-0042Invoices"]);
    expect(JSON.parse(localStorage.getItem(`clientfolio.search.recent.${USER}`)!)).toEqual([results[3]]);
    await u.keyboard("{Escape}");
    expect(screen.queryByTestId("search-popover")).not.toBeInTheDocument();
  });
});

describe("the command palette", () => {
  const open = async () => {
    const u = user();
    await u.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search" });
    await waitFor(() => expect(box).toHaveFocus());
    return { u, box };
  };
  const optionTexts = () => screen.getAllByRole("option").map((o) => o.textContent);

  it("shows the shortcut in the box, and, empty, the recent records then every creation and screen", async () => {
    localStorage.setItem(`clientfolio.search.recent.${USER}`, JSON.stringify([results[0]]));
    render();
    expect(screen.getByTestId("search-shortcut")).toHaveTextContent(/^(Ctrl K|⌘K)$/);
    expect(screen.getByPlaceholderText("Search clients, projects, tasks...")).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
    await open();
    const listbox = screen.getByRole("listbox");
    const groups = within(listbox).getAllByRole("group").map((g) => document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent);
    expect(groups).toEqual(["Recent", "Create", "Go to"]);
    expect(within(within(listbox).getByRole("group", { name: "Create" })).getAllByRole("option").map((o) => o.textContent)).toEqual(["Create invoice", "Create event"]);
    const screens = within(within(listbox).getByRole("group", { name: "Go to" })).getAllByRole("option").map((o) => o.textContent);
    for (const name of ["Dashboard", "Clients", "Projects", "Tasks", "Invoicing", "Recurring Invoices", "Calendar", "Files", "Settings", "API Documentation"]) {
      expect(screens).toContain(`Go to ${name}`);
    }
    // the recent record first, selected
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Acme Corp");
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ranks 'new inv' → Create invoice above the records, and opens the module's dialog with no client chosen", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [results[3]] }));
    render();
    const { u, box } = await open();
    await u.type(box, "new inv");
    await waitFor(() => expect(screen.getAllByTestId("search-result")).toHaveLength(1));
    expect(optionTexts()).toEqual(["Create invoice", "INV-0042Acme Corp"]);
    expect(within(screen.getByRole("listbox")).getByRole("group", { name: "Actions" })).toBeInTheDocument();
    await u.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "New Invoice" });
    expect(dialog).toHaveTextContent("client: none");
    expect(screen.queryByTestId("search-popover")).not.toBeInTheDocument();
    // the dialog's keys are its own: Enter there runs nothing of the palette
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("goes to a screen: 'calendar' → Go to Calendar first, with the arrows and Enter; Escape closes", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{ type: "event", id: "e1", title: "Calendar review", subtitle: null, url: "/calendar?event=e1" }] }));
    const { router } = render();
    const { u, box } = await open();
    await u.type(box, "calendar");
    await waitFor(() => expect(screen.getAllByTestId("search-result")).toHaveLength(1));
    expect(optionTexts()).toEqual(["Go to Calendar", "Calendar review"]);
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await u.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await u.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/calendar"));
    expect(screen.getByText("at /calendar")).toBeInTheDocument();
    // Create event opens the calendar's own dialog by its link
    const again = await open();
    await again.u.type(again.box, "new event");
    await waitFor(() => expect(optionTexts()[0]).toBe("Create event"));
    await again.u.keyboard("{Escape}");
    expect(screen.queryByTestId("search-popover")).not.toBeInTheDocument();
    // opened again, the text typed is still there
    const third = await open();
    expect(third.box).toHaveValue("new event");
    await third.u.clear(third.box);
    await third.u.type(third.box, "new event");
    await waitFor(() => expect(optionTexts()[0]).toBe("Create event"));
    await third.u.keyboard("{Enter}");
    expect(await screen.findByText("at /calendar?new=meeting")).toBeInTheDocument();
  });

  it("puts a command matched by a typo after the records, and says 'No results' only when neither matches", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [results[0]] }));
    render();
    const { u, box } = await open();
    await u.type(box, "calender");
    await waitFor(() => expect(screen.getAllByTestId("search-result")).toHaveLength(1));
    expect(optionTexts()).toEqual(["Acme Corpacme@example.com", "Go to Calendar"]);
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await u.clear(box);
    await u.type(box, "qqqxyz");
    expect(await screen.findByText('No results for "qqqxyz"')).toBeInTheDocument();
    expect(screen.queryAllByTestId("search-command")).toHaveLength(0);
  });
});

describe("one owner of Ctrl+K", () => {
  it("leaves Ctrl+K to a screen with its own search while it is shown, and takes it back once it is left", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results }));
    const { router } = render();
    const u = user();
    await act(async () => { await router.navigate("/docs"); });
    expect(screen.getByText("reference")).toBeInTheDocument();
    await u.keyboard("{Control>}k{/Control}");
    expect(screen.queryByTestId("search-popover")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox")).not.toHaveFocus();
    await act(async () => { await router.navigate("/"); });
    await u.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search" });
    await waitFor(() => expect(box).toHaveFocus());
  });
});

describe("highlightParts", () => {
  it("marks the words, accents and case folded, and keeps the text as it is", () => {
    expect(highlightParts("Zürich Insurance", "zurich ins")).toEqual([
      { text: "Zürich", match: true }, { text: " ", match: false }, { text: "Ins", match: true }, { text: "urance", match: false }]);
    expect(highlightParts("<img src=x>", "img")).toEqual([{ text: "<", match: false }, { text: "img", match: true }, { text: " src=x>", match: false }]);
    expect(highlightParts("Nothing", "")).toEqual([{ text: "Nothing", match: false }]);
  });

  it("marks Greek and Cyrillic words as the search folds them (tonos, final sigma, capitals, ё), й staying й", () => {
    expect(highlightParts("ΝΊΚΟΣ ΠΑΠΑΔΌΠΟΥΛΟΣ", "παπαδοπουλος")).toEqual([
      { text: "ΝΊΚΟΣ ", match: false }, { text: "ΠΑΠΑΔΌΠΟΥΛΟΣ", match: true }]);
    expect(highlightParts("Фёдор Ølsen", "федор olsen")).toEqual([
      { text: "Фёдор", match: true }, { text: " ", match: false }, { text: "Ølsen", match: true }]);
    expect(highlightParts("Йорданов", "иорданов")).toEqual([{ text: "Йорданов", match: false }]);
  });
});
