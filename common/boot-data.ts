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
  /**
   * The page's code beyond what index.html loads (`assets/<name>.js`, as the build listed it: BOOT_PAGE_CODE): the app
   * preloads it all as it starts, rather than finding it import by import.
   */
  code?: string[];
}

/** A chunk of the build as the boot data names it: a script of `assets/`, nothing path-like or markup-bearing. */
export const BUILT_CHUNK = /^assets\/[\w.-]+\.js$/;

/** The frame's queries (AppShell's viewer, the bell's badge): on every page with boot data. */
const FRAME_QUERIES: readonly BootQuery[] = [
  { name: "AppShellQuery", variables: {} },
  { name: "NotificationsBellQuery", variables: {} },
];

/** The queries of a client's hub blocks, in their places' order. */
const CLIENT_HUB_BLOCK_QUERIES = [
  "InvoicesHubBlockQuery",
  "ProjectsHubBlockQuery",
  "TasksHubBlockQuery",
  "MessagesHubBlockQuery",
  "EventsHubBlockQuery",
  "FilesHubBlockQuery",
  "ContractsHubBlockQuery",
  "ContractsHubBlockProposalsQuery",
];

/** A page with boot data. */
export type BootPage = "dashboard" | "client" | "invoice" | "calendar";

/**
 * The pages with boot data and their own first queries (the route's `boot` or its loader's query, with the variables
 * the loader sends: web/src/__tests__/boot.test.ts keeps the two equal). An address parameter is decoded as the
 * router decodes it.
 */
const PAGES: readonly { page: BootPage; pattern: RegExp; queries: (param: string) => BootQuery[] }[] = [
  { page: "dashboard", pattern: /^\/$/, queries: () => [{ name: "DashboardPageQuery", variables: {} }] },
  // a client's hub: its own query, then its blocks' (components/HubBlocks.tsx), one each
  { page: "client", pattern: /^\/clients\/([^/]+)$/, queries: (id) => ["ClientHubPageQuery", ...CLIENT_HUB_BLOCK_QUERIES].map((name) => ({ name, variables: { id } })) },
  // an invoice's page; /invoicing/recurring is the recurring invoices' list
  { page: "invoice", pattern: /^\/invoicing\/(?!recurring$)([^/]+)$/, queries: (id) => [{ name: "InvoiceViewPageQuery", variables: { id, optionCount: 100 } }] },
  { page: "calendar", pattern: /^\/calendar$/, queries: () => [{ name: "CalendarPageQuery", variables: { count: 50 } }] },
];

/** Where the build writes each boot page's chunks (web/build/page-preloads.ts), beside Vite's manifest: not served. */
export const BOOT_PAGE_CHUNKS_FILE = ".vite/page-preloads.json";

/**
 * The code each page with boot data starts with, as modules of web/src: the route's page and what its first screen
 * loads (a hub's blocks). The build lists their chunks with their imports (web/build/page-preloads.ts) and the server
 * names them (api/src/http/web-app.ts), so that the app does not find them import by import: after a first screen it
 * drew, in the page's boot data (`code`), preloaded by the app as it starts (lib/bootData.ts), since Lighthouse's
 * simulation counts every download that ends before the largest paint (named in the HTML, the dashboard's code moved
 * its LCP from 2.4 s to 2.7-3.1 s); otherwise (a page drawn for no one) as links of the HTML, fetched with the app's
 * scripts. web/src/__tests__/boot.test.ts keeps this list equal to what the routes load.
 */
export const BOOT_PAGE_CODE: Readonly<Record<BootPage, readonly string[]>> = {
  dashboard: [],
  invoice: [],
  client: [
    "modules/client/ClientHubPage.tsx",
    "modules/invoice/InvoicesHubBlock.tsx",
    "modules/project/ProjectsHubBlock.tsx",
    "modules/task/TasksHubBlock.tsx",
    "modules/message/MessagesHubBlock.tsx",
    "modules/calendar/EventsHubBlock.tsx",
    "modules/file/FilesHubBlock.tsx",
    "modules/contract/ContractsHubBlock.tsx",
  ],
  calendar: ["modules/calendar/CalendarPage.tsx"],
};

/**
 * The pages whose drawn first screen a script of the browser finishes before the app runs, as modules of web/src: the
 * calendar's view title (today, in the browser's zone and locale, in the view last used there). The build bundles each
 * alone (web/build/first-screen-scripts.ts) and lists their texts; the server writes it inline after the screen it drew.
 */
export const FIRST_SCREEN_SCRIPTS = { calendar: "modules/calendar/firstScreen.ts" } as const;
export type FirstScreenScript = keyof typeof FIRST_SCREEN_SCRIPTS;

/** Where the build writes the first screens' scripts' texts (web/build/first-screen-scripts.ts), beside Vite's manifest. */
export const FIRST_SCREEN_SCRIPTS_FILE = ".vite/first-screen-scripts.json";

/** The page with boot data at `pathname` and its queries, the frame's first; null for any other address. */
export function bootPageOf(pathname: string): { page: BootPage; queries: BootQuery[] } | null {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    let param = "";
    try {
      param = match[1] === undefined ? "" : decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    return { page: page.page, queries: [...FRAME_QUERIES, ...page.queries(param)] };
  }
  return null;
}

/** The queries the page at `pathname` starts with, the frame's first; none for a page without boot data. */
export function bootQueries(pathname: string): BootQuery[] {
  return bootPageOf(pathname)?.queries ?? [];
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
