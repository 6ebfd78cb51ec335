import { CalendarDays, Receipt, Settings } from "lucide-react";
import type { WebModule } from "../../../lib/webModule";
import { appQuickCreates, appRoutes } from "../../../routeTable";
import { COMMAND_FIRST, commandScore, createCommands, rankCommands, screenCommands } from "../commands";

const page = () => Promise.resolve({ Component: () => null });
const modules: WebModule[] = [
  { routes: [{ path: "/invoicing", page }, { path: "/invoicing/:id", page }], heading: { heading: "Invoicing", subtitle: "" }, nav: { path: "/invoicing", label: "Invoicing", icon: Receipt } },
  { routes: [{ path: "/invoicing/recurring", page }], heading: { heading: "Recurring Invoices", subtitle: "" } },
  { routes: [{ path: "/calendar", page }], heading: { heading: "Calendar", subtitle: "" }, nav: { path: "/calendar", label: "Calendar", icon: CalendarDays } },
  { routes: [{ path: "/brand-settings", page }], heading: { heading: "Brand Settings", subtitle: "" }, nav: { path: "/brand-settings", label: "Brand Settings", icon: Settings } },
  { routes: [{ path: "/settings", page }], heading: { heading: "Settings", subtitle: "" }, nav: { path: "/settings", label: "Settings", icon: Settings } },
  { routes: [{ path: "/reports", page }], heading: { heading: "Reports & Analytics", subtitle: "" }, nav: { path: "/reports", label: "Reports", icon: Settings } },
];
const dialog = () => Promise.resolve(() => null);
const commands = [
  ...screenCommands(modules),
  ...createCommands([{ kind: "invoice", label: "New invoice", dialog }, { kind: "event", label: "New event", dialog }, { kind: "task", label: "New task", dialog }]),
];
const top = (text: string) => rankCommands(commands, text).map((c) => c.command.label);

describe("the palette's commands", () => {
  it("go to every screen without a parameter, named as the navigation names it, and create every quick-created record", () => {
    expect(commands.map((c) => c.label)).toEqual([
      "Go to Invoicing", "Go to Recurring Invoices", "Go to Calendar", "Go to Brand Settings", "Go to Settings", "Go to Reports",
      "Create invoice", "Create event", "Create task",
    ]);
    expect(commands[1].action).toEqual({ goto: "/invoicing/recurring" });
    expect(commands[6].action).toEqual({ create: "invoice" });
  });

  it("cover every screen and record type of the app", () => {
    const labels = [...screenCommands([...new Set(appRoutes.map((r) => r.module))]), ...createCommands(appQuickCreates)].map((c) => c.label);
    for (const screen of ["Dashboard", "Clients", "Projects", "Tasks", "Invoicing", "Recurring Invoices", "Messages", "Calendar", "Files",
      "Team Members", "Contracts", "Proposals", "Automation", "Reports", "Settings", "API Documentation"]) {
      expect(labels).toContain(`Go to ${screen}`);
    }
    for (const kind of ["client", "invoice", "project", "task", "event", "message", "contract", "proposal"]) expect(labels).toContain(`Create ${kind}`);
    expect(labels).toContain("Upload file");
  });

  it("create every record type the search finds: a quick-create of each, the file's as 'Upload file'", () => {
    const created = createCommands(appQuickCreates).map((c) => ("create" in c.action ? c.action.create : null));
    for (const kind of ["client", "project", "task", "invoice", "message", "file", "event", "contract", "proposal"]) expect(created).toContain(kind);
  });

  it("keep a dialog's own verb, still found by the words of a creation", () => {
    const own = createCommands([{ kind: "file", label: "Upload file", dialog }, { kind: "client", label: "New client", dialog }]);
    expect(own.map((c) => c.label)).toEqual(["Upload file", "Create client"]);
    const top2 = (text: string) => rankCommands(own, text).map((c) => c.command.label);
    expect(top2("upload")).toEqual(["Upload file"]);
    expect(top2("new file")).toEqual(["Upload file"]);
    expect(top2("add client")).toEqual(["Create client"]);
    expect(top2("new cli")[0]).toBe("Create client");
    expect(rankCommands(own, "upload")[0].score).toBeGreaterThanOrEqual(COMMAND_FIRST);
  });

  it("rank the command the text names first: 'new inv' creates an invoice, 'calendar' goes to the calendar", () => {
    expect(top("new inv")[0]).toBe("Create invoice");
    expect(top("new inv")).not.toContain("Go to Invoicing");
    expect(top("create task")).toEqual(["Create task"]);
    expect(top("calendar")[0]).toBe("Go to Calendar");
    expect(top("inv")).toEqual(expect.arrayContaining(["Go to Invoicing", "Go to Recurring Invoices", "Create invoice"]));
    expect(top("settings")).toEqual(["Go to Settings", "Go to Brand Settings"]);
    // the screen's heading counts too
    expect(top("analytics")).toEqual(["Go to Reports"]);
    expect(top("go cal")).toEqual(["Go to Calendar"]);
    // accents and case folded
    expect(top("CALENDÁR")[0]).toBe("Go to Calendar");
  });

  it("match a typo, below the first rank, and nothing for words no command has", () => {
    expect(top("calender")).toEqual(["Go to Calendar"]);
    expect(rankCommands(commands, "calender")[0].score).toBeLessThan(COMMAND_FIRST);
    expect(top("invocie")[0]).toBe("Create invoice");
    expect(commandScore(commands[2], "calendar")).toBeGreaterThanOrEqual(COMMAND_FIRST);
    expect(top("zurich")).toEqual([]);
    expect(top("INV-2026-077")).toEqual([]);
    expect(top("")).toEqual([]);
  });
});
