/**
 * The signed-in app's addresses. Module faces declare their routes with them and screens link with them; this file
 * imports nothing, so any file may use it.
 */
export const paths = {
  dashboard: "/",
  clients: "/clients",
  /** One client's hub, opened wherever its name shows. */
  client: "/clients/:id",
  projects: "/projects",
  /** One project's page, opened wherever its name shows. */
  project: "/projects/:id",
  tasks: "/tasks",
  invoicing: "/invoicing",
  /** One invoice, opened from the invoices list. */
  invoice: "/invoicing/:id",
  contracts: "/contracts",
  /** One contract: its document, status, versions, audit trail and actions, opened from its card. */
  contract: "/contracts/:id",
  proposals: "/proposals",
  /** One proposal: the same page as a contract's, under the proposals' address. */
  proposal: "/proposals/:id",
  messages: "/messages",
  calendar: "/calendar",
  files: "/files",
  reports: "/reports",
  automation: "/automation",
  teamMembers: "/team-members",
  brandSettings: "/brand-settings",
  settings: "/settings",
  /** The API documentation (REST and GraphQL), linked from Settings. */
  docs: "/docs",
} as const;

/** A client's hub (`id`: its Relay global id, as /invoicing/:id takes the invoice's). */
export const clientPath = (id: string) => `${paths.clients}/${encodeURIComponent(id)}`;

/** A project's page (`id`: its Relay global id). */
export const projectPath = (id: string) => `${paths.projects}/${encodeURIComponent(id)}`;
