// Every module of the API, one line each. A module's face (its folder's index.ts) loads its GraphQL types and hands
// the app its REST and public routes, event handlers, scheduled jobs and attachment sources (module.ts).
import { routesOf, type ApiModule } from "../module";
import { userModule } from "./user";
import { clientModule } from "./client";
import { projectModule } from "./project";
import { taskModule } from "./task";
import { teamMemberModule } from "./team-member";
import { activityModule } from "./activity";
import { dashboardModule } from "./dashboard";
import { emailModule } from "./email";
import { messageModule } from "./message";
import { notificationModule } from "./notification";
import { invoiceModule } from "./invoice";
import { recurringInvoiceModule } from "./recurring-invoice";
import { fileModule } from "./file";
import { reportModule } from "./report";
import { integrationModule } from "./integration";
import { calendarModule } from "./calendar";
import { contractModule } from "./contract";
import { automationModule } from "./automation";
import { searchModule } from "./search";
import { apiTokenModule } from "./api-token";
import { webhookModule } from "./webhook";

export const modules: readonly ApiModule[] = [
  userModule,
  clientModule,
  projectModule,
  taskModule,
  teamMemberModule,
  activityModule,
  dashboardModule,
  emailModule,
  messageModule,
  notificationModule,
  invoiceModule,
  recurringInvoiceModule,
  fileModule,
  reportModule,
  integrationModule,
  calendarModule,
  contractModule,
  automationModule,
  searchModule,
  apiTokenModule,
  webhookModule,
];

/**
 * The REST facade (the settings sections' routes included) and the public routes of every module (what the app
 * registers; the isolation harness covers).
 */
export const moduleRoutes = routesOf(modules);
export const modulePublicRoutes = modules.flatMap((m) => m.publicRoutes ?? []);
