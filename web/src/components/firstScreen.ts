/**
 * The first screen the server draws into the app's HTML for some signed-in pages (api/src/http/first-screen.ts: the
 * app's frame and the page's heading). The app shows the same markup while its own screens load (LoadingScreen, then
 * PageLoading inside the shell, then the heading in the page's skeleton where it has one), so nothing blinks between
 * the drawn screen and the page; the page's own heading (PageHeader) ends it.
 */
let drawn: { path: string; screen: string; main: string; heading: string } | null = null;

/** Keeps the drawn first screen of index.html's #root, before React replaces it (main.tsx). */
export function takeFirstScreen(container: HTMLElement): void {
  const screen = container.querySelector("[data-first-screen]");
  const main = screen?.querySelector(".fs-main");
  const heading = main ? Array.from(main.querySelectorAll(":scope > h1, :scope > p"), (el) => el.outerHTML).join("") : "";
  drawn = screen && main ? { path: window.location.pathname, screen: screen.outerHTML, main: main.innerHTML, heading } : null;
}

/**
 * The drawn screen while the app is still on its page: all of it, what goes in the shell's main (a record page's way
 * back and the heading), or the heading alone (the h1 and its subtitle: for a page's own skeleton under its way back).
 */
export function drawnFirstScreen(part: "screen" | "main" | "heading"): string | null {
  if (!drawn || drawn.path !== window.location.pathname) return null;
  return drawn[part] || null;
}

/** The page has drawn its own heading: the first screen is not shown again. */
export function releaseFirstScreen(): void {
  drawn = null;
}
