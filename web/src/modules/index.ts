import type { WebModule } from "../lib/webModule";
import { dashboardModule } from "./dashboard";
import { clientModule } from "./client";
import { projectModule } from "./project";
import { taskModule } from "./task";
import { invoiceModule } from "./invoice";
import { recurringInvoiceModule } from "./recurring-invoice";
import { contractModule, proposalModule } from "./contract";
import { messageModule } from "./message";
import { calendarModule } from "./calendar";
import { fileModule } from "./file";
import { reportModule } from "./report";
import { automationModule } from "./automation";
import { teamMemberModule } from "./team-member";
import { brandModule } from "./brand";
import { settingsModule } from "./settings";
import { docsModule } from "./docs";
import { notificationModule } from "./notification";

/**
 * Every web module, in navigation order (then those without a navigation entry): adding one is its folder (with its
 * face, index.ts) and its line here (the contract folder has two faces: contracts and proposals).
 */
export const webModules: readonly WebModule[] = [
  dashboardModule,
  clientModule,
  projectModule,
  taskModule,
  invoiceModule,
  contractModule,
  proposalModule,
  messageModule,
  calendarModule,
  fileModule,
  reportModule,
  automationModule,
  teamMemberModule,
  brandModule,
  settingsModule,
  docsModule,
  notificationModule,
  recurringInvoiceModule,
];
