import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render";
import { LoadingScreen, PageLoading } from "../LoadingScreen";
import { PageHeader } from "../PageHeader";
import { drawnFirstScreen, releaseFirstScreen, takeFirstScreen } from "../firstScreen";

// what the server draws into #root for the dashboard (api/src/http/first-screen.ts), the name escaped there
const DRAWN =
  '<div class="fs-frame" data-first-screen="" aria-busy="true"><div class="fs-sidebar"></div><div class="fs-column">' +
  '<div class="fs-topbar"></div><div class="fs-main"><h1 class="fs-title">Dashboard</h1>' +
  '<p class="fs-subtitle">Welcome back, &#60;b&#62;Ann! Here&#39;s what&#39;s happening with your business today.</p>' +
  '<span class="fs-status" role="status">Loading...</span></div></div></div>';

function drawnRoot(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("the first screen the server drew", () => {
  afterEach(() => {
    releaseFirstScreen();
    window.history.replaceState(null, "", "/");
  });

  it("is shown by the loading screen, then inside the shell while the page loads, until the page's heading", () => {
    takeFirstScreen(drawnRoot(DRAWN));
    const loading = renderWithProviders(<LoadingScreen />);
    expect(loading.container.querySelector("[data-first-screen] .fs-sidebar")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dashboard");
    // the escaped name stays text
    expect(screen.getByText(/^Welcome back, <b>Ann!/)).toBeInTheDocument();
    expect(loading.container.querySelector("b")).toBeNull();
    loading.unmount();

    // inside the shell: the heading only (the shell draws its own sidebar and top bar)
    const inShell = renderWithProviders(<PageLoading />);
    expect(inShell.container.querySelector(".fs-sidebar")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dashboard");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    inShell.unmount();

    // the page's own heading ends it: the usual loading states from then on
    renderWithProviders(<PageHeader title="Dashboard" />).unmount();
    expect(drawnFirstScreen("screen")).toBeNull();
    renderWithProviders(<PageLoading />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("is not shown for another address than the one it was drawn for", () => {
    takeFirstScreen(drawnRoot(DRAWN));
    window.history.replaceState(null, "", "/clients");
    renderWithProviders(<LoadingScreen />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("is nothing when the server drew none (the loading screen of index.html)", () => {
    takeFirstScreen(drawnRoot('<div class="boot-loading" role="status"><p>Loading...</p></div>'));
    expect(drawnFirstScreen("screen")).toBeNull();
    expect(drawnFirstScreen("main")).toBeNull();
  });
});
