import type { RestRoute } from "../../rest/registry";
import { createMessage, deleteMessage, listMessages, toMessageJson, updateMessage } from "./message.service";

export const messageRoutes: RestRoute[] = [
  { method: "GET", url: "/api/messages", handler: async (ctx) => (await listMessages(ctx)).map(toMessageJson) },
  // subject, content, and contactEmail with contactName when the message is e-mailed to a contact
  { method: "POST", url: "/api/messages", handler: async (ctx, req) => ({ status: 201, body: toMessageJson(await createMessage(ctx, req.body)) }) },
  // also { isRead } alone: opening a message, 'Mark as unread'
  { method: "PUT", url: "/api/messages/:id", handler: async (ctx, req) => toMessageJson(await updateMessage(ctx, req.params.id, req.body)) },
  { method: "DELETE", url: "/api/messages/:id", handler: async (ctx, req) => { await deleteMessage(ctx, req.params.id); return { status: 204 }; } },
];
