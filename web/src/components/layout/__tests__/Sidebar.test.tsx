import { act, fireEvent, screen, within } from "@testing-library/react";
import { SIDEBAR_NAV, navPaths, renderShell } from "../../../../test/shell";
import { paletteSolid } from "../../../../test/render";
import { expectEllipsis, longName } from "../../../../test/ellipsis";

const sidebar = () => screen.getByTestId("sidebar");

describe("Sidebar", () => {
  it("lists the navigation in order with Brand Settings and Settings at the bottom", async () => {
    await renderShell("/");
    expect(navPaths(sidebar())).toEqual(SIDEBAR_NAV);
    expect(within(sidebar()).getByRole("link", { name: "Proposals", hidden: true })).toBeInTheDocument();
  });

  it("shows count badges only when the count is above 0", async () => {
    await renderShell("/", { counts: { clients: 0, activeProjects: 2, overdueTasks: 0, unreadMessages: 0 } });
    const side = within(sidebar());
    expect(side.queryByTestId("badge-clients")).not.toBeInTheDocument();
    expect(side.queryByTestId("badge-overdueTasks")).not.toBeInTheDocument();
    expect(side.queryByTestId("badge-unreadMessages")).not.toBeInTheDocument();
    expect(side.getByTestId("badge-activeProjects")).toHaveTextContent("2");
  });

  it("shows total clients, active projects, overdue tasks in red and unread messages in green", async () => {
    await renderShell("/", { counts: { clients: 12, activeProjects: 4, overdueTasks: 3, unreadMessages: 7 } });
    const side = within(sidebar());
    expect(within(side.getByRole("link", { name: /^Clients/, hidden: true })).getByTestId("badge-clients")).toHaveTextContent("12");
    expect(within(side.getByRole("link", { name: /^Projects/, hidden: true })).getByTestId("badge-activeProjects")).toHaveTextContent("4");
    const tasks = side.getByTestId("badge-overdueTasks");
    expect(tasks).toHaveTextContent("3");
    expect(tasks).toHaveAttribute("data-tone", "red");
    expect(paletteSolid(tasks)).toBe("var(--chakra-colors-red-solid)");
    const messages = side.getByTestId("badge-unreadMessages");
    expect(messages).toHaveTextContent("7");
    expect(messages).toHaveAttribute("data-tone", "green");
    expect(paletteSolid(messages)).toBe("var(--chakra-colors-green-solid)");
    expect(paletteSolid(side.getByTestId("badge-clients"))).not.toMatch(/red|green/);
    expect(side.getByRole("link", { name: /^Tasks/, hidden: true })).toHaveAccessibleName("Tasks 3 overdue tasks");
  });

  it("highlights the current item (aria-current=page) and only that one", async () => {
    await renderShell("/clients");
    const side = within(sidebar());
    const current = side.getAllByRole("link", { hidden: true }).filter((a) => a.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("data-nav", "/clients");
    expect(side.getByRole("link", { name: "Dashboard", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks Dashboard current on / only", async () => {
    await renderShell("/");
    expect(within(sidebar()).getByRole("link", { name: "Dashboard", hidden: true })).toHaveAttribute("aria-current", "page");
  });

  it("cuts a long company name with an ellipsis, in full on hover and to screen readers", async () => {
    const companyName = longName(100, "Studio");
    await renderShell("/", { companyName });
    expectEllipsis(within(sidebar()).getByTestId("company-name"), companyName);
  });

  it("shows the company name, or the product name when none is set", async () => {
    await renderShell("/", { companyName: "Acme Studio" });
    expect(within(sidebar()).getByTestId("company-name")).toHaveTextContent("Acme Studio");
  });

  it("falls back to 'Clientfolio' without a company name", async () => {
    await renderShell("/", { companyName: null });
    expect(within(sidebar()).getByTestId("company-name")).toHaveTextContent(/^Clientfolio$/);
  });

  it("shows the logo and hides it silently when it fails to load", async () => {
    await renderShell("/", { brandLogo: "https://cdn.example.com/logo.png" });
    const logo = within(sidebar()).getByTestId("brand-logo");
    expect(logo).toHaveAttribute("src", "https://cdn.example.com/logo.png");
    fireEvent.error(logo);
    expect(within(sidebar()).queryByTestId("brand-logo")).not.toBeInTheDocument();
    expect(within(sidebar()).getByTestId("company-name")).toHaveTextContent("Acme Studio");
  });

  it("applies the viewer's brand colour to the page", async () => {
    await renderShell("/", { brandColor: "#e11d48" });
    expect(document.documentElement.style.getPropertyValue("--brand-color")).toBe("#e11d48");
    expect(document.documentElement.style.getPropertyValue("--brand-contrast")).toBe("white");
  });
});

describe("live badges", () => {
  it("updates the badges in place when the server pushes fresh counts", async () => {
    const { environment } = await renderShell("/", { counts: { clients: 1, activeProjects: 0, overdueTasks: 0, unreadMessages: 0 } });
    const side = within(sidebar());
    expect(side.getByTestId("badge-clients")).toHaveTextContent("1");
    const sub = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useLiveSidebarCountsSubscription");
    expect(sub).toBeDefined();
    act(() => {
      environment.mock.nextValue(sub!, { data: { sidebarCountsUpdated: { clients: 4, activeProjects: 0, overdueTasks: 2, unreadMessages: 0 } } });
    });
    expect(side.getByTestId("badge-clients")).toHaveTextContent("4");
    expect(side.getByTestId("badge-overdueTasks")).toHaveTextContent("2");
  });
});
