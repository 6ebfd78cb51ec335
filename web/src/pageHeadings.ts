import type { PageHeading } from "./lib/webModule";
import { DASHBOARD_HEADING } from "./modules/dashboard/heading";
import { CLIENTS_HEADING } from "./modules/client/heading";
import { PROJECTS_HEADING } from "./modules/project/heading";
import { TASKS_HEADING } from "./modules/task/heading";
import { INVOICES_HEADING } from "./modules/invoice/heading";
import { MESSAGES_HEADING } from "./modules/message/heading";
import { FILES_HEADING } from "./modules/file/heading";
import { REPORTS_HEADING } from "./modules/report/heading";
import { TEAM_MEMBERS_HEADING } from "./modules/team-member/heading";
import { BRAND_SETTINGS_HEADING } from "./modules/brand/heading";
import { SETTINGS_HEADING } from "./modules/settings/heading";

/**
 * The h1 and subtitle of every signed-in page, for the route table (navigation, and the placeholder shown for a module
 * not built yet). A module's pages read theirs from the module (`modules/<module>/heading.ts`).
 */
export const PAGE_HEADINGS = {
  dashboard: DASHBOARD_HEADING,
  clients: CLIENTS_HEADING,
  projects: PROJECTS_HEADING,
  tasks: TASKS_HEADING,
  invoicing: INVOICES_HEADING,
  contracts: { heading: "Contracts & Templates", subtitle: "Manage client contracts and reusable contract templates" },
  proposals: { heading: "Proposals", subtitle: "Create, send and track proposals for new business" },
  messages: MESSAGES_HEADING,
  calendar: { heading: "Calendar", subtitle: "Manage your appointments and events" },
  files: FILES_HEADING,
  reports: REPORTS_HEADING,
  automation: { heading: "Automation Workflows", subtitle: "Automate your business processes with workflows that run on their own" },
  teamMembers: TEAM_MEMBERS_HEADING,
  brandSettings: BRAND_SETTINGS_HEADING,
  settings: SETTINGS_HEADING,
} as const satisfies Record<string, PageHeading>;
