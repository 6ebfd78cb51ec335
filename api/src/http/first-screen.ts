import { DASHBOARD_TITLE, welcomeText } from "@common/dashboard";
import type { Viewer } from "../context";
import { escapeHtml } from "../rest/public";

/**
 * Where the build's index.html holds the loading screen (web/index.html): what lies between the two markers is
 * replaced by the first screen the server draws, when it draws one.
 */
const FIRST_SCREEN_START = "<!--first-screen-->";
const FIRST_SCREEN_END = "<!--/first-screen-->";

/**
 * The first screen of a signed-in page, drawn by the server into the app's HTML so that it paints before the scripts
 * have loaded and run: the app's frame (the sidebar's and the top bar's places) with the page's heading, in the
 * classes of index.html's `<style>` (the sizes and places of AppShell and PageHeader). The app shows the same markup
 * until its own first screen is ready (web/src/components/firstScreen.ts), then replaces it.
 *
 * Drawn for the dashboard, whose heading greets the viewer by first name; null for any other page (the loading
 * screen stays).
 */
export function drawFirstScreen(pathname: string, viewer: Viewer): string | null {
  if (pathname !== "/") return null;
  return frame(DASHBOARD_TITLE, welcomeText(viewer.user.firstName));
}

function frame(title: string, subtitle: string): string {
  return (
    '<div class="fs-frame" data-first-screen="" aria-busy="true">' +
    '<div class="fs-sidebar"></div>' +
    '<div class="fs-column"><div class="fs-topbar"></div>' +
    '<div class="fs-main">' +
    `<h1 class="fs-title">${escapeHtml(title)}</h1>` +
    `<p class="fs-subtitle">${escapeHtml(subtitle)}</p>` +
    '<span class="fs-status" role="status">Loading...</span>' +
    "</div></div></div>"
  );
}

/** The app's HTML with the first screen in place of the loading screen; null for a build without the markers. */
export function withFirstScreen(indexHtml: string, screen: string): string | null {
  const start = indexHtml.indexOf(FIRST_SCREEN_START);
  const end = indexHtml.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return null;
  return indexHtml.slice(0, start + FIRST_SCREEN_START.length) + screen + indexHtml.slice(end);
}
