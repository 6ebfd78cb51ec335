/**
 * The signed-in app's addresses. Module faces declare their routes with them and screens link with them; this file
 * imports nothing, so any file may use it.
 */
export const paths = {
  dashboard: "/",
  clients: "/clients",
  projects: "/projects",
  tasks: "/tasks",
  invoicing: "/invoicing",
  /** One invoice, opened from the invoices list. */
  invoice: "/invoicing/:id",
  contracts: "/contracts",
  proposals: "/proposals",
  messages: "/messages",
  calendar: "/calendar",
  files: "/files",
  reports: "/reports",
  automation: "/automation",
  teamMembers: "/team-members",
  brandSettings: "/brand-settings",
  settings: "/settings",
} as const;
