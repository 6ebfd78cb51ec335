import { Prisma, type DomainEvent, type Message } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { validateInput } from "../../validation";
import { publishSignal, publishRecorded } from "../../pubsub";
import { MailNotConfiguredError } from "../../infra/mail";
import { assertOwnLinks } from "../../tenancy";
import { messageSchema, messageSubject, sentMessageSchema, withContactRules, MESSAGE_FIELDS } from "@common/message";
import { deleteRecorded, eventRow, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded, writtenEvent, type Writer } from "../../db/recorded";
import { NO_SUBJECT } from "@common/message";
import { dispatchInBackground } from "../../jobs/outbox";
import { updateUnchanged } from "../../versions";
import { newEmailMessageId } from "../email";
import { withEmailQuota, type EmailQuotaTicket } from "../email";

/** The viewer's messages, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listMessages(ctx: ServiceContext): Promise<Message[]> {
  return ctx.prisma.message.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** The event every new message records: its e-mail (when it has a contact e-mail) is sent by the handler of it. */
export const MESSAGE_CREATED = "message.created";

interface NewMessage {
  subject: string | null;
  content: string;
  contactEmail: string | null;
  contactName: string | null;
  clientId: string | null;
  projectId: string | null;
  type: string;
  isRead: boolean;
  /** app paths of the files its e-mail carries (made at delivery by the attachment source of the module that owns the path: module.ts) */
  attachments?: string[];
}

/**
 * Writes a message with its activity line and its `messageCreated` event in one statement (insertRecorded), on its
 * own or in the caller's transaction. With a contact e-mail the message gets its Message-ID now (every attempt sends
 * that one); without a mail server it is marked failed at once with the reason, since no attempt could succeed.
 */
async function insertMessage(res: Pick<AppResources, "mail" | "config">, db: Prisma.TransactionClient, who: Writer, m: NewMessage) {
  const row = eventRow(who, MESSAGE_CREATED, { email: !!m.contactEmail });
  const message = await insertRecorded<Message>(db, "messages", who, {
    values: {
      ...m,
      attachments: m.attachments ?? [],
      emailMessageId: m.contactEmail ? newEmailMessageId(res.config) : null,
      notificationError: m.contactEmail && !res.mail.configured ? new MailNotConfiguredError().message : null,
    },
    activity: { entityType: "message", action: "created", title: `New message: ${messageSubject(m)}` },
    event: row,
  });
  // the outbox row as written (its createdAt is the statement's, as the message's)
  return { message, event: writtenEvent(who, row, message, "message") };
}

/**
 * After commit: the live update for open screens first, then the event's jobs (the e-mail) in the background, so
 * neither the answer nor the other tabs wait for the queue.
 */
async function announceMessage(res: Pick<AppResources, "pubsub" | "jobs" | "prisma" | "log">, message: Message, event: DomainEvent) {
  publishRecorded(res.pubsub, [event]);
  dispatchInBackground(res, [event]);
}

/**
 * A message written by the provider: unread until opened; e-mailed to the contact when one is given. The link checks
 * (records never change owner, so no transaction is needed around them), then one statement. A message to be e-mailed
 * counts against the workspace's e-mail quota (email.quota.ts): past it TooManyRequestsError, and nothing is stored.
 */
export async function createMessage(ctx: ServiceContext, input: unknown): Promise<Message> {
  const data = withContactRules(validateInput(messageSchema, input));
  await assertOwnLinks(ctx, data);
  const write = () => insertMessage(ctx, ctx.prisma, ctx, { ...data, type: "message", isRead: false });
  const { message, event } = data.contactEmail ? await withEmailQuota(ctx, ctx.viewer.id, write) : await write();
  await announceMessage(ctx, message, event);
  return message;
}

export interface SentMessageInput {
  subject: string;
  content: string;
  contactEmail: string;
  contactName?: string | null;
  clientId?: string | null;
  projectId?: string | null;
  /** what sent it: invoice, contract, automation, ... */
  type: string;
  /** app paths of files the e-mail carries (an invoice's PDF), each made at delivery by its module's attachment source */
  attachments?: string[];
}

/**
 * The record of an e-mail the product sends on the provider's behalf (an invoice, a contract, an automation step),
 * in the caller's transaction: a message already read (the provider did not receive it, they sent it), with the same
 * delivery as any message (its e-mail job, 'Sending...' until the relay accepts). The caller validated the links and
 * took the e-mail quota before its transaction (`withEmailQuota` or `takeEmailQuota`, whose ticket it hands over, and
 * gives back when the transaction fails); after its commit it calls `messageRecorded` with the result. The content
 * may be longer than a written message's (SENT_MESSAGE_CONTENT_MAX): the longest notes of an invoice and their wrapping.
 */
export async function recordSentMessage(res: Pick<AppResources, "mail" | "config">, tx: Prisma.TransactionClient, who: Writer,
  input: SentMessageInput, _quota: EmailQuotaTicket) {
  if (!/^[a-z][a-z_]{0,39}$/.test(input.type)) throw new ValidationError({ type: "type must be a lowercase word" });
  const data = withContactRules(validateInput(sentMessageSchema, input));
  if (!data.contactEmail) throw new ValidationError({ contactEmail: "A sent e-mail needs a recipient" });
  return insertMessage(res, tx, who, { ...data, type: input.type, isRead: true, attachments: input.attachments ?? [] });
}

/** After the commit of `recordSentMessage`: the live update and the e-mail job. */
export function messageRecorded(res: Pick<AppResources, "pubsub" | "jobs" | "prisma" | "log">, recorded: { message: Message; event: DomainEvent }) {
  return announceMessage(res, recorded.message, recorded.event);
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. The contact is
 * part of what was e-mailed, so it cannot change afterwards. Written only while the message is as read, and as the
 * editor read it (`read`) when it sent one: else ConflictError (versions.ts).
 */
export async function updateMessage(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Message> {
  const raw = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const { isRead, ...rest } = raw;
  if (isRead !== undefined && typeof isRead !== "boolean") throw new ValidationError({ isRead: "isRead must be true or false" });
  // REST's read toggle sends { isRead } alone
  if (isRead !== undefined && Object.keys(rest).length === 0) return setMessageRead(ctx, id, isRead);
  // the stored message (to merge), the link checks when a link changes, then the update with its activity line
  const existing = await findOwnedOrThrow(ctx, "Message", id, (where) => ctx.prisma.message.findFirst({ where }));
  // a message the product sent (an invoice's) may be longer than one written in the compose dialog
  const schema = existing.type === "message" ? messageSchema : sentMessageSchema;
  const data = withContactRules(validateInput(schema, mergeStored(existing, MESSAGE_FIELDS, rest)));
  if (data.contactEmail !== existing.contactEmail || data.contactName !== existing.contactName) {
    throw new ValidationError({ contactEmail: "The contact of a message cannot be changed" });
  }
  if (data.projectId !== existing.projectId || data.clientId !== existing.clientId) await assertOwnLinks(ctx, data);
  const { contactEmail: _e, contactName: _n, ...fields } = data;
  const message = await updateUnchanged(ctx, { label: "Message", table: "messages", stored: existing, read }, (unchangedSince) =>
    updateRecorded<Message>(ctx.prisma, "messages", ctx, existing.id, {
      values: { ...fields, ...(isRead === undefined ? {} : { isRead }) },
      activity: { entityType: "message", action: "updated", title: `Message updated: ${messageSubject(fields)}` }, unchangedSince,
    }));
  return publishWritten(ctx, message, "Message");
}

/** Opening a message marks it read; 'Mark as unread' puts it back. The sidebar's unread count follows live. */
export async function setMessageRead(ctx: ServiceContext, id: string, read: boolean): Promise<Message> {
  const existing = await findOwnedOrThrow(ctx, "Message", id, (where) => ctx.prisma.message.findFirst({ where }));
  if (existing.isRead === read) return existing;
  const message = await ctx.prisma.message.update({ where: { id: existing.id }, data: { isRead: read } });
  publishSignal(ctx.pubsub, ctx.viewer.id, "message.read", message.id);
  return message;
}

/**
 * Deleting a message also ends its e-mail: a delivery not yet made is not made. One statement: the delete (by id and
 * owner) with its activity line (the subject as messageSubject shows it).
 */
export async function deleteMessage(ctx: ServiceContext, id: string): Promise<Message> {
  const message = await deleteRecorded<Message>(ctx.prisma, "messages", ctx, id, { entityType: "message", action: "deleted",
    title: Prisma.sql`'Message deleted: ' || COALESCE(NULLIF(btrim(r.subject), ''), ${NO_SUBJECT})` });
  return publishWritten(ctx, message, "Message");
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The REST record of a message: every column but the e-mail's Message-ID, dates ISO. */
export function toMessageJson(m: Message) {
  const { emailMessageId: _id, ...rest } = m;
  return { ...rest, emailSentAt: iso(m.emailSentAt), createdAt: m.createdAt.toISOString(), updatedAt: m.updatedAt.toISOString() };
}
