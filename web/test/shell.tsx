import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { screen, within } from "@testing-library/react";
import { signedInRoutes } from "../src/router";
import type { WebModule } from "../src/lib/webModule";
import { webModules } from "../src/modules";
import { resolveOperation, VIEWER_ID } from "./relay";
import { renderRoutes } from "./render";

/** The modules with every page replaced by ComingSoonPage: the shell alone, without module queries. */
export const shellOnlyModules: readonly WebModule[] = webModules.map((m) => ({ ...m, routes: m.routes.map((r) => ({ ...r, page: undefined })) }));

/** The sidebar's navigation in order, by path (the mobile menu lists the same). */
export const SIDEBAR_NAV = [
  "/",
  "/clients",
  "/projects",
  "/tasks",
  "/invoicing",
  "/contracts",
  "/proposals",
  "/messages",
  "/calendar",
  "/files",
  "/reports",
  "/automation",
  "/team-members",
  "/brand-settings",
  "/settings",
];

/** The paths of the navigation links in `root`; hidden ones too (jsdom applies no media queries: the sidebar is display:none below md). */
export const navPaths = (root: HTMLElement) => within(root).getAllByRole("link", { hidden: true }).map((a) => a.getAttribute("data-nav"));

export interface ViewerFixture {
  companyName?: string | null;
  brandLogo?: string | null;
  brandColor?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  profileImageUrl?: string | null;
  counts?: Partial<{ clients: number; activeProjects: number; overdueTasks: number; unreadMessages: number }>;
}

/** AppShellQuery's resolvers for this viewer: Ada Lovelace of Acme Studio, the default blue, no counts, unless told. */
function shellResolvers(viewer: ViewerFixture = {}): MockResolvers {
  return {
    User: () => ({
      id: VIEWER_ID,
      companyName: "companyName" in viewer ? viewer.companyName : "Acme Studio",
      brandLogo: "brandLogo" in viewer ? viewer.brandLogo : null,
      brandColor: viewer.brandColor ?? "#3b82f6",
      firstName: "firstName" in viewer ? viewer.firstName : "Ada",
      lastName: "lastName" in viewer ? viewer.lastName : "Lovelace",
      email: viewer.email ?? "ada@example.com",
      profileImageUrl: "profileImageUrl" in viewer ? viewer.profileImageUrl : null,
    }),
    SidebarCounts: () => ({ clients: 0, activeProjects: 0, overdueTasks: 0, unreadMessages: 0, ...viewer.counts }),
  };
}

/**
 * Renders the signed-in router at `path` with `modules` (every module's pages unless told), answers
 * AppShellQuery with the viewer and waits for the sidebar; the page's own query is left to the test.
 */
export async function renderSignedIn(path: string, viewer: ViewerFixture = {}, modules: readonly WebModule[] = webModules) {
  const environment = createMockEnvironment();
  const result = renderRoutes(signedInRoutes(environment, modules), { environment, path });
  await resolveOperation(environment, "AppShellQuery", shellResolvers(viewer));
  await screen.findByTestId("sidebar");
  return result;
}

/** Renders the shell alone (module pages replaced by their placeholder) at `path` for the viewer. */
export function renderShell(path: string, viewer: ViewerFixture = {}) {
  return renderSignedIn(path, viewer, shellOnlyModules);
}
