import { Users } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { CLIENTS_HEADING } from "./heading";

const CLIENTS = "/clients";
/** One client's hub, opened wherever its name shows. */
const CLIENT = "/clients/:id";

export const clientModule: WebModule = {
  routes: [
    { path: CLIENTS, page: () => import("./ClientsPage") },
    { path: CLIENT, page: () => import("./ClientHubPage") },
  ],
  heading: CLIENTS_HEADING,
  nav: { path: CLIENTS, label: "Clients", icon: Users, badge: { key: "clients", tone: "neutral" } },
  records: { client: { list: CLIENTS, one: CLIENT } },
  quickCreate: [{ kind: "client", label: "New client", dialog: () => import("./QuickClientDialog").then((m) => m.QuickClientDialog) }],
};
