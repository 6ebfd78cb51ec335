import { MessageSquare } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { MESSAGES_HEADING } from "./heading";

const MESSAGES = "/messages";

export const messageModule: WebModule = {
  routes: [{ path: MESSAGES, page: () => import("./MessagesPage") }],
  heading: MESSAGES_HEADING,
  nav: { path: MESSAGES, label: "Messages", icon: MessageSquare, badge: { key: "unreadMessages", tone: "green" } },
  records: { message: { list: MESSAGES, one: "/messages?id=:id" } },
  quickCreate: [{ kind: "message", label: "New message", dialog: () => import("./QuickMessageDialog").then((m) => m.QuickMessageDialog) }],
  notificationKinds: () => import("./notificationKinds"),
  hubBlocks: [{ key: "messages", on: { client: 40, project: 40 }, block: () => import("./MessagesHubBlock").then((m) => m.messagesHubBlock) }],
};
