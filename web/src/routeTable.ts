import type { ModuleRoute, NavEntry, QuickCreate, WebModule } from "./lib/webModule";
import { webModules } from "./modules";

// The route table, built from the modules' faces (modules/index.ts, in navigation order). The router, boot.ts and the
// navigation read it, and App hands the hub pages the modules' quick-create dialogs from it; the modules never import
// it (their pages read their heading from the module, their links use lib/paths.ts, a hub's dialogs come through
// components/quickCreate.ts).

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

/** Every signed-in route of the app. */
export const appRoutes: readonly AppRoute[] = routesOf(webModules);

/** Every quick-create dialog of the app. */
export const appQuickCreates: readonly QuickCreate[] = quickCreatesOf(webModules);
