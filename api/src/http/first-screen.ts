import { decodeGlobalID } from "@pothos/plugin-relay";
import type { FirstScreenScript } from "@common/boot-data";
import { CALENDAR_PAGE_HEADING } from "@common/calendar-heading";
import { CALENDAR_PAGE_TEXTS } from "@common/calendar-page";
import { clientStatusLabel, displayUrl, owedText, safeHttpUrl, socialLinks } from "@common/client";
import { DASHBOARD_TITLE, welcomeText } from "@common/dashboard";
import { CLIENT_HUB_TEXTS, INVOICE_BACK_LABEL, invoicePageTitle } from "@common/record-pages";
import { initials, telHref } from "@common/user-display";
import type { ServiceContext } from "../context";
import type { Client } from "../generated/prisma/client";
import { amountOwedBy, getClient } from "../modules/client/client.service";
import { getInvoice } from "../modules/invoice/invoice.service";
import { CONTACT_ICONS, icon, PAGE_ICONS, SOCIAL_ICONS } from "./first-screen-icons";
import { escapeHtml } from "../rest/public";
import { isUuid } from "@common/validation";

/**
 * Where the build's index.html holds the loading screen (web/index.html): what lies between the two markers is
 * replaced by the first screen the server draws, when it draws one.
 */
const FIRST_SCREEN_START = "<!--first-screen-->";
const FIRST_SCREEN_END = "<!--/first-screen-->";

const INVOICE_PAGE = /^\/invoicing\/([^/]+)$/;
const CLIENT_PAGE = /^\/clients\/([^/]+)$/;
const CALENDAR_PAGE = "/calendar";

/** The signed-in pages whose first screen the server may draw (their requests read the session: request-context.ts). */
export function drawsFirstScreen(pathname: string): boolean {
  return pathname === "/" || pathname === CALENDAR_PAGE || INVOICE_PAGE.test(pathname) || CLIENT_PAGE.test(pathname);
}

/**
 * The first screen of a signed-in page, drawn by the server into the app's HTML so that it paints before the scripts
 * have loaded and run: the app's frame (the sidebar's and the top bar's places) with the page's heading, in the
 * classes of index.html's `<style>` (the sizes and places of AppShell, PageHeader, a record page's way back and
 * PanelCard). The app shows the same markup until its own first screen is ready (web/src/components/firstScreen.ts),
 * then replaces it.
 *
 * The dashboard greets the viewer by first name; an invoice's page has its way back and its number; a client's page
 * its way back, its name and company, and the hub's first two cards (contact, amount owed), its largest paint. Records
 * are read for the viewer's workspace (a foreign, missing or malformed id draws nothing: the app shows it as not
 * found). The calendar has its heading, its actions, the views' switch and the way through a view's days, whose
 * title (its largest paint) a script of the browser writes (`scriptOf`: the build's text of it, written inline, the
 * caller allowing it by its hash in the answer's CSP; without one, nothing is drawn). Null for any other page: the
 * loading screen stays.
 */
export async function drawFirstScreen(pathname: string, ctx: ServiceContext, scriptOf: (page: FirstScreenScript) => string | null): Promise<string | null> {
  if (pathname === "/") return frame(heading(DASHBOARD_TITLE, welcomeText(ctx.viewer.user.firstName)));
  if (pathname === CALENDAR_PAGE) {
    const script = scriptOf("calendar");
    return script ? calendarScreen(ctx, script) : null;
  }
  const invoiceId = recordId(INVOICE_PAGE.exec(pathname)?.[1], "Invoice");
  if (invoiceId) {
    const invoice = await getInvoice(ctx, invoiceId).catch(() => null);
    if (!invoice) return null;
    return frame(backLink("/invoicing", INVOICE_BACK_LABEL) + heading(invoicePageTitle(invoice.invoiceNumber)));
  }
  const clientId = recordId(CLIENT_PAGE.exec(pathname)?.[1], "Client");
  if (clientId) {
    const [client, owed] = await Promise.all([getClient(ctx, clientId).catch(() => null), amountOwedBy(ctx, clientId)]);
    if (!client) return null;
    return frame(
      backLink("/clients", CLIENT_HUB_TEXTS.back) + heading(client.name, client.company ?? CLIENT_HUB_TEXTS.subtitle) +
      `<div class="fs-grid">${contactCard(client)}${card("owed", CLIENT_HUB_TEXTS.owed, CLIENT_HUB_TEXTS.owedDescription, `<p class="fs-owed">${escapeHtml(owedText(owed))}</p>`)}</div>`,
    );
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

/** The app's frame around a page's main column; `data` becomes the frame's data attributes (escaped). */
function frame(main: string, data: Record<string, string> = {}): string {
  const attributes = Object.entries(data).map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`).join("");
  return (
    `<div class="fs-frame" data-first-screen=""${attributes} aria-busy="true">` +
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
  return `<a class="fs-back" href="${escapeHtml(href)}">${icon(PAGE_ICONS.arrowLeft, 16)}${escapeHtml(label)}</a>`;
}

/** The calendar's views in the switch's order, with their icons (CalendarPage's VIEWS). */
const CALENDAR_VIEWS = [
  ["upcoming", CALENDAR_PAGE_TEXTS.upcomingTab, PAGE_ICONS.listTodo],
  ["day", CALENDAR_PAGE_TEXTS.dayTab, PAGE_ICONS.square],
  ["week", CALENDAR_PAGE_TEXTS.weekTab, PAGE_ICONS.columns3],
  ["month", CALENDAR_PAGE_TEXTS.monthTab, PAGE_ICONS.calendarDays],
  ["list", CALENDAR_PAGE_TEXTS.listTab, PAGE_ICONS.list],
] as const;

/**
 * The calendar as its page starts (CalendarPage: PageHeader with 'Integration' and 'Create Event', ViewSwitch,
 * ViewNavigation, the view's loading block), the buttons drawn as their look only (they do nothing before the app
 * runs). The view's title is left empty and the week's view pressed: the script written after the frame
 * (modules/calendar/firstScreen.ts, the build's text; it holds no "</script") writes the title and presses the view the browser last used, with the viewer's
 * week start (`data-week-start`) as the page reads it.
 */
function calendarScreen(ctx: ServiceContext, script: string): string {
  const t = CALENDAR_PAGE_TEXTS;
  const button = (kind: string, content: string) => `<span class="fs-button fs-button-${kind}">${content}</span>`;
  const views = CALENDAR_VIEWS.map(([view, label, shapes]) =>
    `<span class="fs-button fs-view" data-view-button="${view}"${view === "week" ? " data-pressed=\"\"" : ""}>${icon(shapes, 16)}${escapeHtml(label)}</span>`).join("");
  const main =
    `<div class="fs-header"><div class="fs-header-text">${heading(CALENDAR_PAGE_HEADING.heading, CALENDAR_PAGE_HEADING.subtitle)}</div><div class="fs-actions" aria-hidden="true">` +
    button("outline", `${icon(CONTACT_ICONS.globe, 16)}${escapeHtml(t.integration)}`) + button("solid", `${icon(PAGE_ICONS.plus, 16)}${escapeHtml(t.add)}`) +
    `</div></div><div class="fs-views" aria-hidden="true">${views}</div>` +
    `<div class="fs-view-nav"><h2 class="fs-view-title" data-view-title=""></h2><div class="fs-view-steps" aria-hidden="true">` +
    `<span class="fs-hint">${escapeHtml(t.keyboardHint)}</span>${button("outline fs-button-sm", escapeHtml(t.today))}` +
    button("outline fs-button-sm fs-button-icon", icon(PAGE_ICONS.arrowLeft, 16)) + button("outline fs-button-sm fs-button-icon", icon(PAGE_ICONS.arrowRight, 16)) +
    '</div></div><div class="fs-skeleton fs-view-loading"></div>';
  return frame(main, { calendar: "", "week-start": ctx.viewer.user.calendarWeekStart ?? "" }) + `<script>${script}</script>`;
}

/** A panel card (PanelCard, PanelTitle): its h2 title, an optional description under it, and its body. */
function card(name: string, title: string, description: string | null, body: string): string {
  return (
    `<section class="fs-card" aria-labelledby="fs-${name}"><div class="fs-card-header"><h2 class="fs-card-title" id="fs-${name}">${escapeHtml(title)}</h2>` +
    (description ? `<p class="fs-card-description">${escapeHtml(description)}</p>` : "") +
    `</div><div class="fs-card-body">${body}</div></section>`
  );
}

/**
 * A client's contact card, as the hub's ContactBlock draws it: the avatar, the name, the company and the status; the
 * e-mail, phone, website and address, each on a line cut with an ellipsis; the social profiles' links.
 */
function contactCard(c: Client): string {
  const website = safeHttpUrl(c.website);
  const phoneHref = c.phone ? telHref(c.phone) : null;
  const line = (shape: string, title: string, content: string) =>
    `<li class="fs-line">${icon(shape, 14)}<span class="fs-line-text" title="${escapeHtml(title)}">${content}</span></li>`;
  const link = (href: string, text: string, external = false) =>
    `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ""}>${escapeHtml(text)}</a>`;
  const lines = [
    c.email ? line(CONTACT_ICONS.mail, c.email, link(`mailto:${c.email}`, c.email)) : "",
    c.phone ? line(CONTACT_ICONS.phone, c.phone, phoneHref ? link(phoneHref, c.phone) : escapeHtml(c.phone)) : "",
    website ? line(CONTACT_ICONS.globe, website, link(website, displayUrl(website), true)) : "",
    c.address ? line(CONTACT_ICONS.mapPin, c.address, escapeHtml(c.address)) : "",
  ].join("");
  const socials = socialLinks(c).map((s) =>
    `<li><a class="fs-social" href="${escapeHtml(s.url)}" target="_blank" rel="noopener noreferrer" aria-label="${s.label}" title="${s.label}">${icon(SOCIAL_ICONS[s.network], 18)}</a></li>`).join("");
  const who =
    `<div class="fs-who"><span class="fs-avatar" aria-hidden="true">${escapeHtml(initials(c.name))}</span>` +
    `<div class="fs-who-text"><h3 class="fs-name" title="${escapeHtml(c.name)}">${escapeHtml(c.name)}</h3>` +
    (c.company ? `<div class="fs-company">${icon(CONTACT_ICONS.building2, 14)}<p title="${escapeHtml(c.company)}">${escapeHtml(c.company)}</p></div>` : "") +
    `</div><span class="fs-badge${c.status === "active" ? " fs-badge-active" : ""}">${escapeHtml(clientStatusLabel(c.status))}</span></div>`;
  return card("contact", CLIENT_HUB_TEXTS.contact, null,
    `<div class="fs-stack">${who}` +
    (lines ? `<ul class="fs-lines">${lines}</ul>` : `<p class="fs-empty">${escapeHtml(CLIENT_HUB_TEXTS.noContact)}</p>`) +
    (socials ? `<ul class="fs-socials" aria-label="Social profiles">${socials}</ul>` : "") +
    "</div>");
}

/** The app's HTML with the first screen in place of the loading screen; null for a build without the markers. */
export function withFirstScreen(indexHtml: string, screen: string): string | null {
  const start = indexHtml.indexOf(FIRST_SCREEN_START);
  const end = indexHtml.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return null;
  return indexHtml.slice(0, start + FIRST_SCREEN_START.length) + screen + indexHtml.slice(end);
}
