import { builder } from "../../graphql/builder";
import { ownedNode, viewerConnection } from "../../graphql/records";
import { mutationResult } from "../../graphql/errors";
import { ownedWhere } from "../../tenancy";
import { sharedFeedOfEach } from "../../graphql/live";
import { notificationKinds } from "../../notification-kinds";
import { getViewer } from "../user";
import {
  countUnreadNotifications, markAllNotificationsRead, markNotificationRead, notificationsUpdates, type NotificationsUpdate,
} from "./notification.service";
import { definePageModel } from "../../db/pages";

/**
 * The GraphQL enum of the kinds the modules declared (notification-kinds.ts), made when the schema is built (the
 * Notification type's fields are read then), after every module has declared its kinds, whatever the modules' order.
 */
let notificationTypeEnum: ReturnType<typeof makeNotificationTypeEnum> | undefined;
function makeNotificationTypeEnum() {
  return builder.enumType("NotificationType", {
    description: "What a notification is about: each kind is declared by the module that creates it.",
    values: Object.fromEntries(notificationKinds().map(({ kind, description }) => [kind, { description }])),
  });
}

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Notification", { table: "notifications", computed: { isRead: ["readAt"] } });

const NotificationRef = builder.prismaNode("Notification", {
  ...ownedNode,
  description: "One entry of the bell's panel.",
  fields: (t) => ({
    type: t.field({ type: (notificationTypeEnum ??= makeNotificationTypeEnum()), resolve: (n) => n.type }),
    title: t.exposeString("title"),
    body: t.exposeString("body", { nullable: true }),
    link: t.exposeString("link", { nullable: true, description: "App path that opens the record, e.g. /messages?id=<Message id> or /tasks?id=<Task id>" }),
    isRead: t.boolean({ resolve: (n) => n.readAt !== null }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

viewerConnection("notifications", "Notification", "The viewer's notifications, newest first.");

builder.prismaObjectField("User", "unreadNotificationCount", (t) =>
  t.int({ description: "The bell's badge (shown only above 0).", resolve: (_user, _args, ctx) => countUnreadNotifications(ctx) }),
);

const MarkNotificationReadInput = builder.inputType("MarkNotificationReadInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: NotificationRef }) }),
});

const MarkNotificationReadPayload = builder.objectRef<{ notificationId: string }>("MarkNotificationReadPayload").implement({
  fields: (t) => ({
    notification: t.prismaField({
      type: "Notification",
      resolve: (query, p, _args, ctx) => ctx.prisma.notification.findUniqueOrThrow({ ...query, where: ownedWhere(ctx, p.notificationId) }),
    }),
    viewer: t.prismaField({ type: "User", description: "The viewer, for its fresh unreadNotificationCount.", resolve: (_q, _p, _a, ctx) => getViewer(ctx) }),
  }),
});

const MarkAllNotificationsReadPayload = builder.objectRef<{ markedCount: number }>("MarkAllNotificationsReadPayload").implement({
  fields: (t) => ({
    markedCount: t.exposeInt("markedCount", { description: "How many were unread." }),
    viewer: t.prismaField({ type: "User", description: "The viewer, for its fresh unreadNotificationCount and notifications.", resolve: (_q, _p, _a, ctx) => getViewer(ctx) }),
  }),
});

builder.mutationField("markNotificationRead", (t) =>
  t.field({
    type: MarkNotificationReadPayload,
    args: { input: t.arg({ type: MarkNotificationReadInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ notificationId: (await markNotificationRead(ctx, input.id.id)).id }),
  }),
);

builder.mutationField("markAllNotificationsRead", (t) =>
  t.field({
    type: MarkAllNotificationsReadPayload,
    errors: mutationResult,
    resolve: async (_root, _args, ctx) => ({ markedCount: await markAllNotificationsRead(ctx) }),
  }),
);

const NotificationsUpdateRef = builder.objectRef<NotificationsUpdate>("NotificationsUpdate").implement({
  description: "The bell after a change in the viewer's workspace.",
  fields: (t) => ({
    unreadCount: t.exposeInt("unreadCount", { description: "Unread notifications now." }),
    notification: t.prismaField({
      type: "Notification",
      nullable: true,
      description: "The new notification when this change created one (for adding it to the panel); null otherwise.",
      resolve: (_query, u) => u.notification,
    }),
  }),
});

builder.subscriptionField("notificationsUpdated", (t) =>
  t.field({
    type: NotificationsUpdateRef,
    description: "The unread count (and a new notification) after any change in the viewer's workspace.",
    // read once per burst of changes for every open tab of the workspace: one push per new notification, else one
    subscribe: (_root, _args, ctx) => sharedFeedOfEach("notificationsUpdates", ctx, notificationsUpdates),
    resolve: (update) => update as NotificationsUpdate,
  }),
);
