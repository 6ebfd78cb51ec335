import type { ComponentType } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { GraphQLTaggedNode, IEnvironment, OperationType } from "relay-runtime";
import type { LucideIcon } from "lucide-react";

// What a web module shows the rest of the app: its face (`modules/<module>/index.ts`) is a `WebModule`, listed in
// `modules/index.ts`; the route table, the router, the navigation, the top bar, the hubs' quick-create dialogs, the
// bell's icons and the links to records (lib/recordPaths.ts) are built from that list. Types only.

/** A page's h1 and subtitle (also the browser tab's title). */
export interface PageHeading {
  heading: string;
  subtitle: string;
}

/** Keys of `User.sidebarCounts` shown as navigation badges (only when above 0). */
type BadgeKey = "clients" | "activeProjects" | "overdueTasks" | "unreadMessages";

/** Colour of a navigation badge: neutral, red (overdue tasks) or green (unread messages). */
export type BadgeTone = "neutral" | "red" | "green";

/** What a module page exports: its component and, usually, a loader that starts its Relay query. */
interface RoutePageModule {
  Component: ComponentType;
  /** Called by the route loader with the app's Relay environment; returns the PreloadedQuery the page reads. */
  load?: (environment: IEnvironment, args: LoaderFunctionArgs) => unknown;
}

/** One address of a module. */
export interface ModuleRoute {
  /** URL path, declared by the module, e.g. "/clients" or "/invoicing/:id". */
  path: string;
  /**
   * The page, loaded on demand: `() => import("./ClientsPage")`, never a static import (the faces are part of the
   * initial JS). Without it the route shows ComingSoonPage with the module's heading.
   */
  page?: () => Promise<RoutePageModule>;
  /**
   * Starts the route's query without the page's code, so that data for a first visit of this address loads with the
   * page, in parallel with the authentication check (boot.ts); the page's `load` takes the request over.
   */
  boot?: (environment: IEnvironment) => void;
}

/** A module's entry in the navigation: the desktop sidebar and the mobile menu list the same entries. */
export interface NavEntry {
  /** Where the entry leads: the module's first route. */
  path: string;
  label: string;
  icon: LucideIcon;
  /** In the bottom group (Brand Settings, Settings) rather than the main list. */
  bottom?: boolean;
  badge?: { key: BadgeKey; tone: BadgeTone };
}

/** What a hub page (a client's, a project's) hands a quick-create dialog: the record it stands on. */
export interface QuickCreateProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  /** On a project's page: the project (its client is `clientId`). */
  projectId?: string;
  /** The client's or the project's name ('… for Acme Studio'). */
  name: string;
}

/**
 * A record a module lets the hub pages create on the spot: the button of the hub's block of that kind ('New invoice')
 * opens the module's dialog with the client (and the project) chosen. The hubs read these from the module list
 * (`quickCreatesOf` in routeTable.ts, handed down by `QuickCreateProvider`), never from the module itself.
 */
export interface QuickCreate {
  /** The kind of record, as a hub's block names it: "invoice", "task", "event", "contract"... */
  kind: string;
  /** The block's button. */
  label: string;
  /** The dialog, loaded when first opened: `() => import("./QuickInvoiceDialog").then((m) => m.QuickInvoiceDialog)`. */
  dialog: () => Promise<ComponentType<QuickCreateProps>>;
}

/** The pages that show a record's related records block by block: a client's hub, a project's page. */
export type HubKind = "client" | "project";

/** What a hub block's component gets: its query's answer, the hub it stands on and the viewer's zone. */
export interface HubBlockProps<Q extends OperationType = OperationType> {
  data: Q["response"];
  hub: HubKind;
  timeZone: string | null | undefined;
}

/**
 * A hub block's code (`<Entities>HubBlock.tsx`, loaded with the hub): its own query of the hub's record by id
 * (`query …($id: ID!) { node(id: $id) { ... on Client { invoices(first: 5) … } ... on Project { … } } }`), the kind
 * of record whose live changes it reads again on, and the block that shows the answer (a `HubBlock` of
 * components/HubBlock.tsx).
 */
export interface HubBlockModule<Q extends OperationType = OperationType> {
  query: GraphQLTaggedNode;
  /** The record types whose changes it follows, as domain events name them ("invoice", "calendar_event"). */
  follows: string | readonly string[];
  Component: ComponentType<HubBlockProps<Q>>;
}

/**
 * A block a module puts on the hub pages (a client's invoices, a project's tasks): on which hubs and where, and its
 * code, loaded with the hub. The hubs read these from the module list (lib/hubBlocks.ts), never from the module.
 */
export interface HubBlockDeclaration {
  /** Names it among a hub's blocks ("invoices"). */
  key: string;
  /** The hubs it shows on, with its place there (lower first). */
  on: Readonly<Partial<Record<HubKind, number>>>;
  /** `() => import("./InvoicesHubBlock").then((m) => m.invoicesHubBlock)`. */
  block: () => Promise<HubBlockModule>;
}

/** Colours of a notification kind's icon (its circle is `<palette>.subtle`, the icon `<palette>.fg`). */
type NotificationPalette = "red" | "orange" | "blue" | "green" | "purple" | "gray";

/**
 * How the bell shows a kind of notification (`Notification.type`, declared on the API by the module that creates it):
 * its icon and colour. The bell reads them from the module list (`notificationKindsOf` in routeTable.ts, handed down by
 * `NotificationKindsProvider`); a kind no face declares shows a plain bell.
 */
export interface NotificationKindLook {
  icon: LucideIcon;
  palette: NotificationPalette;
}

/** A module's notification kinds, by kind: the default export of its `notificationKinds.ts`. */
export type NotificationKindLooks = Readonly<Record<string, NotificationKindLook>>;

/**
 * Something a module puts in the top bar (the notifications bell), loaded on demand like a page. It reads its own data
 * (the top bar knows nothing of it); `boot` starts its query with the page, like a route's (boot.ts).
 */
export interface TopBarItem {
  /** Names it among the top bar's items (a React key). */
  key: string;
  /** The item: `() => import("./NotificationsBell").then((m) => m.NotificationsBell)`. */
  component: () => Promise<ComponentType>;
  boot?: (environment: IEnvironment) => void;
}

/**
 * Where a module's records are: other modules link to them by kind through lib/recordPaths.ts (`recordPath("client",
 * id)`, `recordListPath("invoice")`), filled from the module list at start, never by naming the module or its address.
 */
export interface RecordAddress {
  /** The list of such records (a hub block's 'View all', the dashboard's shortcuts). */
  list: string;
  /**
   * The address that opens one, `:id` standing for its Relay global id: its page's route (`/clients/:id`) or its list
   * with a parameter (`/tasks?id=:id`); none when the module opens none by address (team members: their list only).
   */
  one?: string;
}

/** A module's face: everything the route table and the navigation need, without the module's code. */
export interface WebModule {
  /** Its addresses: the screen the navigation opens first, then pages opened from it (an invoice at /invoicing/:id). */
  routes: readonly ModuleRoute[];
  /** The h1 and subtitle of its screen (the placeholder shows them while the module has no page). */
  heading: PageHeading;
  /** Its entry in the navigation; none for a page reached by links only (the API documentation, linked from Settings). */
  nav?: NavEntry;
  /** The records of this module a hub page may create on the spot. */
  quickCreate?: readonly QuickCreate[];
  /** Where its records are, by kind ("client", "invoice"...), for the other modules' links. */
  records?: Readonly<Record<string, RecordAddress>>;
  /**
   * The notification kinds about its records, with their icons in the bell, loaded with the bell's panel (the icons
   * are not part of the initial JS): `() => import("./notificationKinds")`.
   */
  notificationKinds?: () => Promise<{ default: NotificationKindLooks }>;
  /** What it puts in the top bar. */
  topBar?: TopBarItem;
  /** The blocks of its records on the hub pages. */
  hubBlocks?: readonly HubBlockDeclaration[];
}
