/**
 * The h1 and subtitle of every signed-in page. The route table (navigation, and the placeholder shown for a module
 * not built yet) and the pages read them from here, so the pages never import the route table that loads them.
 */
export interface PageHeading {
  heading: string;
  subtitle: string;
}

export const PAGE_HEADINGS = {
  dashboard: { heading: "Dashboard", subtitle: "An overview of your clients, projects and tasks" },
  clients: { heading: "Clients", subtitle: "Manage and organize all your client relationships" },
  projects: { heading: "Projects", subtitle: "Track and manage all your client projects" },
  tasks: { heading: "Tasks", subtitle: "Manage your tasks and stay organized" },
  invoicing: { heading: "Invoicing", subtitle: "Create and manage invoices for your clients" },
  contracts: { heading: "Contracts & Templates", subtitle: "Manage client contracts and reusable contract templates" },
  proposals: { heading: "Proposals", subtitle: "Create, send and track proposals for new business" },
  messages: { heading: "Messages", subtitle: "Communicate with your clients and team" },
  calendar: { heading: "Calendar", subtitle: "Manage your appointments and events" },
  files: { heading: "Files", subtitle: "Upload and manage your project files" },
  reports: { heading: "Reports & Analytics", subtitle: "Track how your business is performing" },
  automation: { heading: "Automation Workflows", subtitle: "Automate your business processes with workflows that run on their own" },
  teamMembers: { heading: "Team Members", subtitle: "Manage the people who work with you" },
  brandSettings: { heading: "Brand Settings", subtitle: "Customize your company name, brand color and logo" },
  settings: { heading: "Settings", subtitle: "Manage your account preferences" },
} as const satisfies Record<string, PageHeading>;
