import type { WebModule } from "../../lib/webModule";
import { bootBellQuery } from "./bellQuery";
import { NOTIFICATION_TEXTS } from "./texts";

/** The notifications: no screen of their own, the bell in the top bar (its code loads after the first screen's). */
export const notificationModule: WebModule = {
  routes: [],
  heading: { heading: NOTIFICATION_TEXTS.title, subtitle: "What needs you in your workspace" },
  topBar: {
    key: "notifications",
    component: () => import("./NotificationsBell").then((m) => m.NotificationsBell),
    boot: bootBellQuery,
  },
};
