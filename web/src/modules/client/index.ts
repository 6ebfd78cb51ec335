import { Users } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { CLIENTS_HEADING } from "./heading";

export const clientModule: WebModule = {
  routes: [
    { path: paths.clients, page: () => import("./ClientsPage") },
    { path: paths.client, page: () => import("./ClientHubPage") },
  ],
  heading: CLIENTS_HEADING,
  nav: { path: paths.clients, label: "Clients", icon: Users, badge: { key: "clients", tone: "neutral" } },
};
