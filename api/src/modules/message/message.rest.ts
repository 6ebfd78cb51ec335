import { messageSchema } from "@common/message";
import { recordRoutes } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createMessage, deleteMessage, listMessages, toMessageJson, updateMessage } from "./message.service";

const text = () => j.nullable(j.string());

/** A message as REST answers it (toMessageJson). */
const messageJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), clientId: j.nullable(j.uuid()), projectId: j.nullable(j.uuid()), subject: text(), content: j.string(),
  type: j.string(), isRead: j.boolean(), attachments: j.array(j.string()), contactEmail: text(), contactName: text(),
  emailSent: j.boolean(), emailSentAt: j.nullable(j.dateTime()), notificationError: text(), emailAttempts: j.integer(),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Message"), toMessageJson);

/**
 * POST takes subject, content, and contactEmail with contactName when the message is e-mailed to a contact; PUT also
 * takes { isRead } alone (opening a message, 'Mark as unread'). A PUT's `updatedAt` is the version the editor read.
 */
export const messageRoutes = recordRoutes("/api/messages", {
  list: listMessages, create: createMessage, update: updateMessage, remove: deleteMessage, toJson: toMessageJson, json: messageJson, versioned: true,
  doc: { name: "message", schema: messageSchema, errors: { create: [404], update: [404] } },
});
