import { Zap } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { AUTOMATION_HEADING } from "./heading";

export const automationModule: WebModule = {
  routes: [{ path: paths.automation, page: () => import("./AutomationPage") }],
  heading: AUTOMATION_HEADING,
  nav: { path: paths.automation, label: "Automation", icon: Zap },
};
