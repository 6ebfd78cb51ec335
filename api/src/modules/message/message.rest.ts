import { messageSchema } from "@common/message";
import { recordRoutes } from "../../rest/registry";
import { createMessage, deleteMessage, listMessages, toMessageJson, updateMessage } from "./message.service";

/**
 * POST takes subject, content, and contactEmail with contactName when the message is e-mailed to a contact; PUT also
 * takes { isRead } alone (opening a message, 'Mark as unread'). A PUT's `updatedAt` is the version the editor read.
 */
export const messageRoutes = recordRoutes("/api/messages", {
  list: listMessages, create: createMessage, update: updateMessage, remove: deleteMessage, toJson: toMessageJson, versioned: true,
  doc: { name: "message", schema: messageSchema },
});
