import { setHubBlocks } from "./lib/hubBlocks";
import { setRecordAddresses } from "./lib/recordAddresses";
import type { HubBlockDeclaration, ModuleRoute, NavEntry, QuickCreate, RecordAddress, TopBarItem, WebModule } from "./lib/webModule";
import { webModules } from "./modules";

// The route table, built from the modules' faces (modules/index.ts, in navigation order). The router, boot.ts and the
// navigation read it, and App hands down from it the hub pages' quick-create dialogs and the bell's icons; it fills the
// records' addresses (lib/recordAddresses.ts) and the hubs' blocks (lib/hubBlocks.ts) when first imported. The modules never import it (their pages read their
// heading from the module, a hub's dialogs come through components/quickCreate.ts, the bell's icons through
// components/notificationKinds.ts, the top bar's items through the shell's props, the links to another module's
// records through lib/recordPaths.ts).

/** A signed-in route: a module's route, with the module it belongs to (its heading and entry for the placeholder). */
export interface AppRoute extends ModuleRoute {
  module: WebModule;
}

/** Every route of `modules`, module by module in navigation order. */
export function routesOf(modules: readonly WebModule[]): AppRoute[] {
  return modules.flatMap((module) => module.routes.map((route) => ({ ...route, module })));
}

/** The navigation entries of `modules`, in order. */
export function navigationOf(modules: readonly WebModule[]): NavEntry[] {
  return modules.flatMap((module) => (module.nav ? [module.nav] : []));
}

/** The records `modules` let the hub pages create on the spot, module by module (App hands them down). */
function quickCreatesOf(modules: readonly WebModule[]): QuickCreate[] {
  return modules.flatMap((module) => module.quickCreate ?? []);
}

/** The loaders of the notification kinds `modules` declare (App hands them down to the bell). */
function notificationKindsOf(modules: readonly WebModule[]): NonNullable<WebModule["notificationKinds"]>[] {
  return modules.flatMap((module) => (module.notificationKinds ? [module.notificationKinds] : []));
}

/** Where the records of `modules` are, by kind (each kind declared by one module: routeTable.test.ts). */
export function recordsOf(modules: readonly WebModule[]): Map<string, RecordAddress> {
  return new Map(modules.flatMap((module) => Object.entries(module.records ?? {})));
}

/** What `modules` put in the top bar, in order (the router hands them to the shell). */
export function topBarOf(modules: readonly WebModule[]): TopBarItem[] {
  return modules.flatMap((module) => (module.topBar ? [module.topBar] : []));
}

/** The blocks `modules` put on the hub pages, module by module (each key declared once: routeTable.test.ts). */
export function hubBlocksOf(modules: readonly WebModule[]): HubBlockDeclaration[] {
  return modules.flatMap((module) => module.hubBlocks ?? []);
}

/** Every signed-in route of the app. */
export const appRoutes: readonly AppRoute[] = routesOf(webModules);

/** Every quick-create dialog of the app. */
export const appQuickCreates: readonly QuickCreate[] = quickCreatesOf(webModules);

/** Every notification kind's icon of the app (their loaders). */
export const appNotificationKinds: readonly NonNullable<WebModule["notificationKinds"]>[] = notificationKindsOf(webModules);

/** What the modules put in the top bar. */
export const appTopBar: readonly TopBarItem[] = topBarOf(webModules);

// the links to records and the hubs read the registries when they render, after this: every page and the shell are below the route
// table (App, the router, test/render.tsx import it)
setRecordAddresses(recordsOf(webModules));
setHubBlocks(hubBlocksOf(webModules));
