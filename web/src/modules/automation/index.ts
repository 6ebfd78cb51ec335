import { Zap } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";

/** Automation: not built yet; its route shows the placeholder with this heading. */
export const automationModule: WebModule = {
  routes: [{ path: paths.automation }],
  heading: { heading: "Automation Workflows", subtitle: "Automate your business processes with workflows that run on their own" },
  nav: { path: paths.automation, label: "Automation", icon: Zap },
};
