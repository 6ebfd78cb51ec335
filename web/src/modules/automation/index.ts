import { Zap } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { AUTOMATION_HEADING } from "./heading";

const AUTOMATION = "/automation";

export const automationModule: WebModule = {
  routes: [{ path: AUTOMATION, page: () => import("./AutomationPage") }],
  heading: AUTOMATION_HEADING,
  nav: { path: AUTOMATION, label: "Automation", icon: Zap },
};
