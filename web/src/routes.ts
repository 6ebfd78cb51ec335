import type { ComponentType } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { IEnvironment } from "relay-runtime";
import {
  CalendarDays,
  ChartColumn,
  FileSignature,
  FileText,
  FolderKanban,
  FolderOpen,
  LayoutDashboard,
  MessageSquare,
  Palette,
  Receipt,
  Settings,
  SquareCheckBig,
  Users,
  UsersRound,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { bootDashboardQuery } from "./modules/dashboard/dashboardQuery";
import { PAGE_HEADINGS } from "./pageHeadings";

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

export interface AppRouteDef {
  /** URL path, e.g. "/clients". */
  path: string;
  /** Label in the navigation. */
  label: string;
  icon: LucideIcon;
  /** The page's h1 and subtitle (from PAGE_HEADINGS). */
  heading: string;
  subtitle: string;
  /** Navigation group: main list, or the bottom group (Brand Settings, Settings). */
  group: "main" | "bottom";
  /** Shown in the desktop sidebar / the mobile menu. */
  desktop: boolean;
  mobile: boolean;
  badge?: { key: BadgeKey; tone: BadgeTone };
  /**
   * The module's page, loaded on demand. Without it the route shows ComingSoonPage with the heading and subtitle
   * above. A module replaces its entry's `page` with e.g. `() => import("./modules/client/ClientsPage")`.
   */
  page?: () => Promise<RoutePageModule>;
  /**
   * Starts the route's query without the page's code, so that data for a first visit of this address loads with the
   * page, in parallel with the authentication check (main.tsx); the page's `load` takes the request over.
   */
  boot?: (environment: IEnvironment) => void;
}

/** Every signed-in screen, in navigation order. */
export const appRoutes: readonly AppRouteDef[] = [
  {
    path: "/",
    label: "Dashboard",
    icon: LayoutDashboard,
    ...PAGE_HEADINGS.dashboard,
    group: "main",
    desktop: true,
    mobile: true,
    page: () => import("./modules/dashboard/DashboardPage"),
    boot: bootDashboardQuery,
  },
  {
    path: "/clients",
    label: "Clients",
    icon: Users,
    ...PAGE_HEADINGS.clients,
    group: "main",
    desktop: true,
    mobile: true,
    badge: { key: "clients", tone: "neutral" },
    page: () => import("./modules/client/ClientsPage"),
  },
  {
    path: "/projects",
    label: "Projects",
    icon: FolderKanban,
    ...PAGE_HEADINGS.projects,
    group: "main",
    desktop: true,
    mobile: true,
    badge: { key: "activeProjects", tone: "neutral" },
    page: () => import("./modules/project/ProjectsPage"),
  },
  {
    path: "/tasks",
    label: "Tasks",
    icon: SquareCheckBig,
    ...PAGE_HEADINGS.tasks,
    group: "main",
    desktop: true,
    mobile: true,
    badge: { key: "overdueTasks", tone: "red" },
    page: () => import("./modules/task/TasksPage"),
  },
  {
    path: "/invoicing",
    label: "Invoicing",
    icon: Receipt,
    ...PAGE_HEADINGS.invoicing,
    group: "main",
    desktop: true,
    mobile: true,
    page: () => import("./modules/invoice/InvoicesPage"),
  },
  {
    path: "/contracts",
    label: "Contracts",
    icon: FileSignature,
    ...PAGE_HEADINGS.contracts,
    group: "main",
    desktop: true,
    mobile: true,
  },
  {
    path: "/proposals",
    label: "Proposals",
    icon: FileText,
    ...PAGE_HEADINGS.proposals,
    group: "main",
    desktop: true,
    mobile: false,
  },
  {
    path: "/messages",
    label: "Messages",
    icon: MessageSquare,
    ...PAGE_HEADINGS.messages,
    group: "main",
    desktop: true,
    mobile: true,
    badge: { key: "unreadMessages", tone: "green" },
    page: () => import("./modules/message/MessagesPage"),
  },
  {
    path: "/calendar",
    label: "Calendar",
    icon: CalendarDays,
    ...PAGE_HEADINGS.calendar,
    group: "main",
    desktop: true,
    mobile: true,
  },
  {
    path: "/files",
    label: "Files",
    icon: FolderOpen,
    ...PAGE_HEADINGS.files,
    group: "main",
    desktop: true,
    mobile: true,
    page: () => import("./modules/file/FilesPage"),
  },
  {
    path: "/reports",
    label: "Reports",
    icon: ChartColumn,
    ...PAGE_HEADINGS.reports,
    group: "main",
    desktop: true,
    mobile: true,
    page: () => import("./modules/report/ReportsPage"),
  },
  {
    path: "/automation",
    label: "Automation",
    icon: Zap,
    ...PAGE_HEADINGS.automation,
    group: "main",
    desktop: true,
    mobile: true,
  },
  {
    path: "/team-members",
    label: "Team Members",
    icon: UsersRound,
    ...PAGE_HEADINGS.teamMembers,
    group: "main",
    desktop: true,
    mobile: true,
    page: () => import("./modules/team-member/TeamMembersPage"),
  },
  {
    path: "/brand-settings",
    label: "Brand Settings",
    icon: Palette,
    ...PAGE_HEADINGS.brandSettings,
    group: "bottom",
    desktop: true,
    mobile: true,
    page: () => import("./modules/brand/BrandSettingsPage"),
  },
  {
    path: "/settings",
    label: "Settings",
    icon: Settings,
    ...PAGE_HEADINGS.settings,
    group: "bottom",
    desktop: true,
    mobile: true,
    page: () => import("./modules/settings/SettingsPage"),
  },
];

export function navItems(where: "desktop" | "mobile", group: AppRouteDef["group"]): AppRouteDef[] {
  return appRoutes.filter((r) => r[where] && r.group === group);
}
