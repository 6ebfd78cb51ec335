import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SIDEBAR_NAV, navPaths, renderShell } from "../../../../test/shell";

async function openMenu() {
  fireEvent.click(screen.getByRole("button", { name: "Open menu", hidden: true }));
  return await screen.findByTestId("mobile-menu");
}

describe("MobileMenu", () => {
  it("opens from the top bar and lists every module the sidebar lists, Proposals included, in the same order", async () => {
    await renderShell("/", { counts: { overdueTasks: 2 } });
    expect(screen.queryByTestId("mobile-menu")).not.toBeInTheDocument();
    const menu = await openMenu();
    expect(navPaths(menu)).toEqual(SIDEBAR_NAV);
    expect(navPaths(screen.getByTestId("sidebar"))).toEqual(SIDEBAR_NAV);
    expect(within(menu).getByRole("link", { name: "Proposals", hidden: true })).toHaveAttribute("href", "/proposals");
    expect(within(menu).getByTestId("badge-overdueTasks")).toHaveTextContent("2");
  });

  it("closes when a link is chosen, and navigates", async () => {
    const { router } = await renderShell("/");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("link", { name: /^Clients/, hidden: true }));
    await waitFor(() => expect(screen.queryByTestId("mobile-menu")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/clients");
  });

  it("closes on the close button", async () => {
    await renderShell("/");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "Close menu", hidden: true }));
    await waitFor(() => expect(screen.queryByTestId("mobile-menu")).not.toBeInTheDocument());
  });

  it("closes on a click outside the menu", async () => {
    await renderShell("/");
    await openMenu();
    // the open dialog makes the rest of the page inert (pointer-events: none); a real pointer still lands there
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    // the dismissable layer starts listening for outside pointers a moment after opening
    await new Promise((r) => setTimeout(r, 100));
    await user.click(screen.getByTestId("mobile-menu-backdrop"));
    await waitFor(() => expect(screen.queryByTestId("mobile-menu")).not.toBeInTheDocument());
  });

  it("closes on Escape", async () => {
    await renderShell("/");
    await openMenu();
    const user = userEvent.setup();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("mobile-menu")).not.toBeInTheDocument());
  });
});
