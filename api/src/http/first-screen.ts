import { decodeGlobalID } from "@pothos/plugin-relay";
import { DASHBOARD_TITLE, welcomeText } from "@common/dashboard";
import { INVOICE_BACK_LABEL, invoicePageTitle } from "@common/record-pages";
import type { ServiceContext } from "../context";
import { getInvoice } from "../modules/invoice/invoice.service";
import { escapeHtml } from "../rest/public";
import { isUuid } from "@common/validation";

/**
 * Where the build's index.html holds the loading screen (web/index.html): what lies between the two markers is
 * replaced by the first screen the server draws, when it draws one.
 */
const FIRST_SCREEN_START = "<!--first-screen-->";
const FIRST_SCREEN_END = "<!--/first-screen-->";

const INVOICE_PAGE = /^\/invoicing\/([^/]+)$/;

/** The signed-in pages whose first screen the server may draw (their requests read the session: request-context.ts). */
export function drawsFirstScreen(pathname: string): boolean {
  return pathname === "/" || INVOICE_PAGE.test(pathname);
}

/**
 * The first screen of a signed-in page, drawn by the server into the app's HTML so that it paints before the scripts
 * have loaded and run: the app's frame (the sidebar's and the top bar's places) with the page's heading, in the
 * classes of index.html's `<style>` (the sizes and places of AppShell, PageHeader and a record page's way back). The
 * app shows the same markup until its own first screen is ready (web/src/components/firstScreen.ts), then replaces it.
 *
 * The dashboard greets the viewer by first name; an invoice's page has its way back and its number, read for the
 * viewer's workspace (a foreign, missing or malformed id draws nothing: the app shows it as not found). Null for any
 * other page: the loading screen stays.
 */
export async function drawFirstScreen(pathname: string, ctx: ServiceContext): Promise<string | null> {
  if (pathname === "/") return frame(heading(DASHBOARD_TITLE, welcomeText(ctx.viewer.user.firstName)));
  const invoiceId = recordId(INVOICE_PAGE.exec(pathname)?.[1], "Invoice");
  if (invoiceId) {
    const invoice = await getInvoice(ctx, invoiceId).catch(() => null);
    if (!invoice) return null;
    return frame(backLink("/invoicing", INVOICE_BACK_LABEL) + heading(invoicePageTitle(invoice.invoiceNumber)));
  }
  return null;
}

/** The UUID of a page address's Relay global id of the given type, else null. */
function recordId(id: string | undefined, typename: string): string | null {
  if (!id) return null;
  try {
    const decoded = decodeGlobalID(decodeURIComponent(id));
    return decoded.typename === typename && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

function frame(main: string): string {
  return (
    '<div class="fs-frame" data-first-screen="" aria-busy="true">' +
    '<div class="fs-sidebar"></div>' +
    '<div class="fs-column"><div class="fs-topbar"></div>' +
    `<div class="fs-main">${main}<span class="fs-status" role="status">Loading...</span></div>` +
    "</div></div>"
  );
}

function heading(title: string, subtitle?: string): string {
  return `<h1 class="fs-title">${escapeHtml(title)}</h1>` + (subtitle ? `<p class="fs-subtitle">${escapeHtml(subtitle)}</p>` : "");
}

/** A record page's way back to its list (RecordPage's and the invoice page's ghost button), lucide's arrow-left. */
function backLink(href: string, label: string): string {
  return (
    `<a class="fs-back" href="${escapeHtml(href)}">` +
    '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/></svg>' +
    `${escapeHtml(label)}</a>`
  );
}

/** The app's HTML with the first screen in place of the loading screen; null for a build without the markers. */
export function withFirstScreen(indexHtml: string, screen: string): string | null {
  const start = indexHtml.indexOf(FIRST_SCREEN_START);
  const end = indexHtml.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return null;
  return indexHtml.slice(0, start + FIRST_SCREEN_START.length) + screen + indexHtml.slice(end);
}
