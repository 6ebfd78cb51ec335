import { Settings } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { SETTINGS_HEADING } from "./heading";

export const settingsModule: WebModule = {
  routes: [{ path: paths.settings, page: () => import("./SettingsPage") }],
  heading: SETTINGS_HEADING,
  nav: { path: paths.settings, label: "Settings", icon: Settings, bottom: true },
  notificationKinds: () => import("./notificationKinds"),
};
