import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { globalId } from "../../graphql/util";
import { ownedWhere } from "../../tenancy";
import type { LiveChange } from "../../pubsub";
import { oncePerChange } from "../../graphql/live";
import { WorkspaceChangeRef } from "../../graphql/workspace";
import type { ServiceContext } from "../../context";
import { messageEmailState } from "@common/message";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { createMessage, deleteMessage, setMessageRead, updateMessage } from "./message.service";
import { definePageModel } from "../../db/pages";

const MessageEmailState = builder.enumType("MessageEmailState", {
  description: "Delivery of a message's e-mail: sent (the relay accepted it), failed (notificationError says why), sending.",
  values: ["sent", "failed", "sending"] as const,
});

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Message", { table: "messages", computed: { emailState: ["contactEmail", "emailSent", "notificationError"] } });

export const MessageRef = builder.prismaNode("Message", {
  ...ownedNode,
  fields: (t) => ({
    subject: t.exposeString("subject", { nullable: true, description: "null when there is none (the card shows 'No Subject')" }),
    content: t.exposeString("content"),
    type: t.exposeString("type", { description: "message (written by the provider), or what the product sent it for (invoice, contract, automation, ...)" }),
    isRead: t.exposeBoolean("isRead"),
    attachments: t.exposeStringList("attachments"),
    contactEmail: t.exposeString("contactEmail", { nullable: true }),
    contactName: t.exposeString("contactName", { nullable: true }),
    emailSent: t.exposeBoolean("emailSent"),
    emailSentAt: t.expose("emailSentAt", { type: "DateTime", nullable: true, description: "when the relay accepted the e-mail" }),
    notificationError: t.exposeString("notificationError", { nullable: true, description: "why the e-mail failed (the relay's answer), after its last attempt" }),
    emailAttempts: t.exposeInt("emailAttempts", { description: "delivery attempts made so far" }),
    emailState: t.field({
      type: MessageEmailState,
      nullable: true,
      description: "null without a contact e-mail; otherwise sent (emailSent), failed (a notificationError) or sending.",
      resolve: (m) => messageEmailState(m),
    }),
    client: t.relation("client", { nullable: true }),
    project: t.relation("project", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

viewerConnection("messages", "Message", "The viewer's messages, newest first.");

/**
 * Message fields as optional input: the service validates and answers with the form's messages. clientId and
 * projectId are global ids; null means none. The contact is set when the message is created and cannot change.
 */
const messageFields = (t: any) => ({
  subject: t.string(), content: t.string(), contactEmail: t.string(), contactName: t.string(),
  clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }),
});

/** Inputs that name other records by global id. */
const LINKS = ["clientId", "projectId"];

const SetMessageReadInput = builder.inputType("SetMessageReadInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: MessageRef }), read: t.boolean({ required: true }) }),
});


/**
 * The payload's field is `record`, not `message`: a result union also holds the errors, whose `message: String!`
 * would clash with a `message: Message!` in the same selection.
 */
const { Payload: MessagePayload } = recordMutations("Message", MessageRef, {
  field: "record", fields: messageFields, links: LINKS, versioned: true, create: createMessage, update: updateMessage, remove: deleteMessage,
  payloadDescription: "The message. Named `record`: in the mutation's result union an error's `message: String!` would clash with a `message` field.",
  createDescription: "A new message, unread; with a contact e-mail it is e-mailed to the contact (emailState sending, then sent or failed).",
});

builder.mutationField("setMessageRead", (t) =>
  t.field({
    type: MessagePayload("SetMessageReadPayload"),
    description: "Opening a message marks it read (read: true); 'Mark as unread' puts it back (read: false).",
    args: { input: t.arg({ type: SetMessageReadInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ record: await setMessageRead(ctx, input.id.id, input.read) }),
  }),
);

/** The tenant-topic events about a message that still exists, and the one about a new message. */
const MESSAGE_CHANGES = new Set<LiveChange["type"]>(["message.created", "message.updated", "message.read", "message.email_sent", "message.email_failed"]);

/**
 * The message a change is about, read once per change and selection however many tabs subscribe (the tabs of one
 * screen select alike), and once for `message` and `createdMessage` of the same change.
 */
function changedMessage(query: object, e: LiveChange, ctx: ServiceContext) {
  const id = e.entityId;
  if (!id) return null;
  return oncePerChange(e, `message:${ctx.viewer.id}:${JSON.stringify(query)}`, () =>
    ctx.prisma.message.findFirst({ ...query, where: ownedWhere(ctx, id) }));
}

// the message fields of a workspace change (graphql/workspace.ts)
builder.objectFields(WorkspaceChangeRef, (t) => ({
    message: t.prismaField({
      type: "Message",
      nullable: true,
      description: "The message the change is about, as it is now (created, edited, read state, e-mail delivery); null for other changes.",
      resolve: (query, e, _args, ctx) => (MESSAGE_CHANGES.has(e.type) ? changedMessage(query, e, ctx) : null),
    }),
    createdMessage: t.prismaField({
      type: "Message",
      nullable: true,
      description: "The new message when the change is message.created (for adding it to lists); null otherwise.",
      resolve: (query, e, _args, ctx) => (e.type === "message.created" ? changedMessage(query, e, ctx) : null),
    }),
    deletedMessageId: t.id({
      nullable: true,
      description: "Global id of the message deleted when the change is message.deleted (for removing it from lists); null otherwise.",
      resolve: (e) => (e.type === "message.deleted" && e.entityId ? globalId("Message", e.entityId) : null),
    }),
}));
