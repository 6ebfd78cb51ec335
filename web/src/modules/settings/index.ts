import { Settings } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { SETTINGS_HEADING } from "./heading";

const SETTINGS = "/settings";

export const settingsModule: WebModule = {
  routes: [{ path: SETTINGS, page: () => import("./SettingsPage") }],
  heading: SETTINGS_HEADING,
  nav: { path: SETTINGS, label: "Settings", icon: Settings, bottom: true },
  /** Its API tokens (the API documentation links to them). */
  records: { apiToken: { list: SETTINGS } },
  notificationKinds: () => import("./notificationKinds"),
};
