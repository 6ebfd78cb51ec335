/**
 * The data a signed-in page starts with, inlined by the server into the app's HTML (api/src/http/boot-data.ts) in a
 * `<script type="application/json">`, so that its first screen needs no round trip: the signed-in user (what GET
 * /api/auth/user answers) and the answers of the page's first GraphQL queries, by persisted document and variables.
 * The web app takes each answer once (web/src/lib/bootData.ts); any later read asks the server.
 */

/** The id of the `<script type="application/json">` element that holds a page's boot data. */
export const BOOT_DATA_ELEMENT_ID = "boot-data";

/** A query a page starts with: its name (relay-compiler's operation name) and its variables, as the web app sends them. */
export interface BootQuery {
  name: string;
  variables: Record<string, unknown>;
}

/** A query's answer in a page's boot data: its persisted document's id, its variables and the answer's `data`. */
export interface BootAnswer {
  id: string;
  variables: Record<string, unknown>;
  data: unknown;
}

export interface BootData {
  /** The signed-in user, as GET /api/auth/user answers it. */
  user: unknown;
  answers: BootAnswer[];
}

/** The frame's queries (AppShell's viewer, the bell's badge): on every page with boot data. */
const FRAME_QUERIES: readonly BootQuery[] = [
  { name: "AppShellQuery", variables: {} },
  { name: "NotificationsBellQuery", variables: {} },
];

/**
 * The pages with boot data and their own first queries (the route's `boot` or its loader's query, with the variables
 * the loader sends: web/src/__tests__/boot.test.ts keeps the two equal). An address parameter is decoded as the
 * router decodes it.
 */
const PAGES: readonly { pattern: RegExp; queries: (param: string) => BootQuery[] }[] = [
  { pattern: /^\/$/, queries: () => [{ name: "DashboardPageQuery", variables: {} }] },
  { pattern: /^\/clients\/([^/]+)$/, queries: (id) => [{ name: "ClientHubPageQuery", variables: { id } }] },
  // an invoice's page; /invoicing/recurring is the recurring invoices' list
  { pattern: /^\/invoicing\/(?!recurring$)([^/]+)$/, queries: (id) => [{ name: "InvoiceViewPageQuery", variables: { id, optionCount: 100 } }] },
  { pattern: /^\/calendar$/, queries: () => [{ name: "CalendarPageQuery", variables: { count: 50 } }] },
];

/** The queries the page at `pathname` starts with, the frame's first; none for a page without boot data. */
export function bootQueries(pathname: string): BootQuery[] {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    let param = "";
    try {
      param = match[1] === undefined ? "" : decodeURIComponent(match[1]);
    } catch {
      return [];
    }
    return [...FRAME_QUERIES, ...page.queries(param)];
  }
  return [];
}

/** The key of a query's answer: its document and its variables, whatever the order of their keys. */
export function bootAnswerKey(id: string, variables: Record<string, unknown>): string {
  return `${id} ${JSON.stringify(sortedKeys(variables))}`;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]));
}
