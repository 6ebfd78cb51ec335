import { FileText } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";

/** Proposals: not built yet; its route shows the placeholder with this heading. */
export const proposalModule: WebModule = {
  routes: [{ path: paths.proposals }],
  heading: { heading: "Proposals", subtitle: "Create, send and track proposals for new business" },
  nav: { path: paths.proposals, label: "Proposals", icon: FileText, mobile: false },
};
