import { FileSignature } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";

/** Contracts: not built yet; its route shows the placeholder with this heading. */
export const contractModule: WebModule = {
  routes: [{ path: paths.contracts }],
  heading: { heading: "Contracts & Templates", subtitle: "Manage client contracts and reusable contract templates" },
  nav: { path: paths.contracts, label: "Contracts", icon: FileSignature },
};
