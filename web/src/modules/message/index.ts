import { MessageSquare } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { MESSAGES_HEADING } from "./heading";

export const messageModule: WebModule = {
  routes: [{ path: paths.messages, page: () => import("./MessagesPage") }],
  heading: MESSAGES_HEADING,
  nav: { path: paths.messages, label: "Messages", icon: MessageSquare, badge: { key: "unreadMessages", tone: "green" } },
  quickCreate: [{ kind: "message", label: "New message", dialog: () => import("./QuickMessageDialog").then((m) => m.QuickMessageDialog) }],
  notificationKinds: () => import("./notificationKinds"),
};
