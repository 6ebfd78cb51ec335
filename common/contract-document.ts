import MarkdownIt from "markdown-it";
import { fillVariables } from "./contract";
import { formatMoney } from "./money";
import { dateTimeFormat, safeTimeZone } from "./timezone";
import { dayLabel, dayText, endOfDay } from "./day";

/*
 * One rendering of a contract or proposal: the text the editor previews, the client reads on their page, the e-mail
 * and the PDF show and the SHA-256 covers. `fillDocument` fills the content's variables from the template's defaults,
 * the document's own fields, the client, the project and the provider (both the contract and the proposal names);
 * `renderDocumentHtml` renders that text (markdown-it: raw HTML escaped, links only http(s) and mailto, every line
 * break kept). The server freezes the filled text when it sends the document; from then on it reads the frozen text.
 */

/** What a document is filled from (dates as Date or ISO text; money as decimal text). */
export interface DocumentSource {
  content: string;
  type: string;
  value?: string | number | { toFixed(n: number): string } | null;
  currency?: string | null;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
  expiryDate?: Date | string | null;
  /** the document's date (a proposal's date): its creation, or now for a preview */
  createdAt?: Date | string | null;
  client?: { name: string; company?: string | null; email?: string | null } | null;
  project?: { name: string; description?: string | null } | null;
  provider: { firstName?: string | null; lastName?: string | null; email: string; companyName?: string | null; phone?: string | null; timeZone?: string | null };
  template?: {
    paymentTerms?: string | null; scope?: string | null; timeline?: string | null; deliverables?: string | null;
    cancellationPolicy?: string | null; revisionPolicy?: string | null; intellectualProperty?: string | null;
    confidentiality?: string | null; liability?: string | null;
  } | null;
}

export interface FilledDocument {
  /** the content with every variable that has a value filled in */
  text: string;
  /** the variables with no value, in order of appearance (sending is refused while any is left) */
  unfilledVariables: string[];
}

const asDate = (d: Date | string | null | undefined) => (d == null || d === "" ? null : d instanceof Date ? d : new Date(d));

/** A date the user picked (a day: common/day.ts) as written out: "December 15, 2026". */
export function calendarDayText(d: Date | string | null | undefined): string | null {
  return dayLabel(d, "long");
}

/** An instant's day in a zone, written out. */
function dayIn(d: Date | string | null | undefined, timeZone: string | null | undefined): string | null {
  const date = asDate(d);
  if (!date || Number.isNaN(date.getTime())) return null;
  return dateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: safeTimeZone(timeZone) ?? "UTC" }).format(date);
}

/** The zone's offset at an instant as "UTC+02:00". */
function offsetText(at: Date, timeZone: string): string {
  const part = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-]\d{2}:\d{2})?/.exec(part);
  return `UTC${m?.[1] ?? "+00:00"}`;
}

/**
 * An instant as people read it, in the workspace's zone with its UTC offset and in UTC:
 * "December 15, 2026, 9:30 AM (Europe/Berlin, UTC+01:00) · 08:30 UTC, December 15, 2026".
 */
export function zonedTimeText(at: Date | string, timeZone: string | null | undefined): string {
  const date = asDate(at)!;
  const tz = safeTimeZone(timeZone) ?? "UTC";
  const local = dateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: tz }).format(date);
  const utc = `${dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(date)} UTC, ${dayIn(date, "UTC")}`;
  return tz === "UTC" ? `${local} (UTC)` : `${local} (${tz}, ${offsetText(date, tz)}) · ${utc}`;
}

/** The instant a document's expiry ends: its expiry day lasts until the end of that day in the workspace's zone. */
export function expiryDeadline(expiry: Date | string | null | undefined, timeZone: string | null | undefined): Date | null {
  const day = dayText(expiry);
  return day ? endOfDay(day, timeZone) : null;
}

const personName = (p: DocumentSource["provider"]) => [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email;

/** The values of a document's variables (contract and proposal names alike); null where there is none. */
function documentVariables(src: DocumentSource): Record<string, string | null> {
  const v = src.value;
  const amount = v !== null && v !== undefined && v !== "" ? formatMoney(typeof v === "object" ? v.toFixed(2) : String(v), { cents: true, currency: src.currency ?? "USD" }) || null : null;
  const t = src.template ?? {};
  const provider = src.provider;
  return {
    client_name: src.client?.name ?? null, client_company: src.client?.company ?? null, client_email: src.client?.email ?? null,
    project_name: src.project?.name ?? null, project_description: src.project?.description ?? null,
    start_date: calendarDayText(src.startDate), end_date: calendarDayText(src.endDate), expiry_date: calendarDayText(src.expiryDate),
    contract_value: amount, total_amount: amount, currency: src.currency ?? null,
    provider_name: personName(provider), your_name: personName(provider), provider_company: provider.companyName ?? null,
    your_company: provider.companyName ?? null, your_email: provider.email, your_phone: provider.phone ?? null,
    proposal_date: dayIn(src.createdAt ?? new Date(), provider.timeZone),
    payment_terms: t.paymentTerms ?? null, payment_schedule: t.paymentTerms ?? null, scope_of_work: t.scope ?? null, scope: t.scope ?? null,
    timeline: t.timeline ?? null, deliverables: t.deliverables ?? null, cancellation_policy: t.cancellationPolicy ?? null,
    revision_policy: t.revisionPolicy ?? null, intellectual_property: t.intellectualProperty ?? null,
    confidentiality: t.confidentiality ?? null, liability: t.liability ?? null,
  };
}

/** Line endings as one: the text the hash covers is the same whoever typed it on whichever system. */
const normalized = (text: string) => text.replace(/\r\n?/g, "\n");

/** The document's filled text and the variables it still lacks: the one text every view of it shows. */
export function fillDocument(src: DocumentSource): FilledDocument {
  const { text, unknown } = fillVariables(normalized(src.content), documentVariables(src));
  return { text, unfilledVariables: unknown };
}

const SAFE_LINK = /^(https?:|mailto:)/i;
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });
md.validateLink = (url: string) => SAFE_LINK.test(url.trim());
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet("target", "_blank");
  tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** The filled text as HTML: raw HTML escaped, links only http(s) and mailto, every line break kept. */
export function renderDocumentHtml(text: string): string {
  return md.render(text);
}
