import { dayText } from "@common/day";
import { Prisma, type Contract } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError } from "../../errors";
import { findOwnedOrThrow, assertOwnLinks } from "../../tenancy";
import { contractSchema, CONTRACT_FIELDS, documentStatusLabel, type ContractInput } from "@common/contract";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, eventRow, insertRecorded, isUniqueViolation, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded, writtenEvent, type EventRow } from "../../db/recorded";
import { dispatchInBackground } from "../../jobs/outbox";
import { fillDocument, renderDocumentHtml, type DocumentSource } from "@common/contract-document";
import { isClosedDocument, sha256 } from "./contract.document";
import { tellClientOfNewVersion } from "./contract.public";
import { NotFoundError, ValidationError } from "../../errors";

/*
 * Contracts and proposals (a proposal is a contract of type 'proposal'). A number is given by the provider or made by
 * the server: CON-2026-0007, PRO- for proposals, sequential per workspace and year. A signed document is locked: its
 * exact text and that text's SHA-256 (`signedContent`, `documentHash`) are kept, and a change of its terms creates a
 * new version of the same number (`version` + 1, `parentContractId`) instead of altering what was signed; lists show
 * the latest version of each number. Signatures are the server's: the client signs on their page (contract.public.ts),
 * the provider may mark a document signed by hand, which locks it the same way and says so in the audit trail.
 * Every write records its audit row (`contract_audit`) in the statement of the record.
 */

const LABEL = "Contract";
const ENTITY = "contract" as const;

/** The terms of a document: what a signature covers, so what a locked document cannot change in place. */
const TERMS: (keyof Contract)[] = ["content", "value", "currency", "startDate", "endDate", "effectiveDate", "expiryDate", "title", "clientId", "projectId", "type"];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every version of a document's number in the workspace, oldest first. */
export function versionsOf<Q extends object>(ctx: ServiceContext, c: Pick<Contract, "contractNumber">, query?: Q): Promise<Contract[]> {
  return ctx.prisma.contract.findMany({ ...(query ?? {}), where: { userId: ctx.viewer.id, contractNumber: c.contractNumber }, orderBy: { version: "asc" } });
}

const optionalString = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

/** The editor's preview (`viewer.contractPreview`): the one rendering of an unsaved document, its links the viewer's. */
export async function previewContract(ctx: ServiceContext, input: {
  content: string; type?: string | null; title?: string | null; templateId?: string | null; clientId?: string | null; projectId?: string | null;
  value?: string | null; currency?: string | null; startDate?: string | null; endDate?: string | null; expiryDate?: string | null;
}) {
  const own = <T>(label: string, id: string | null | undefined, find: (where: { id: string; userId: string }) => Promise<T | null>) =>
    // a link the viewer does not own (or a malformed one) is as absent: its variables stay unfilled
    (id ? findOwnedOrThrow(ctx, label, id, find).catch((e) => { if (e instanceof NotFoundError) return null; throw e; }) : Promise.resolve(null));
  const [client, project, template] = await Promise.all([
    own("Client", input.clientId, (where) => ctx.prisma.client.findFirst({ where })),
    own("Project", input.projectId, (where) => ctx.prisma.project.findFirst({ where })),
    own("Template", input.templateId, (where) => ctx.prisma.contractTemplate.findFirst({ where })),
  ]);
  const date = (v: unknown) => { const s = optionalString(v); const d = s ? new Date(s) : null; return d && !Number.isNaN(d.getTime()) ? d : null; };
  const source: DocumentSource = {
    content: input.content.slice(0, 100_000), type: input.type ?? "contract", value: optionalString(input.value), currency: optionalString(input.currency) ?? template?.currency ?? "USD",
    startDate: date(input.startDate), endDate: date(input.endDate), expiryDate: date(input.expiryDate), createdAt: new Date(),
    client, project, template, provider: ctx.viewer.user,
  };
  const filled = fillDocument(source);
  return { text: filled.text, html: renderDocumentHtml(filled.text), sha256: sha256(filled.text), version: 1, unfilledVariables: filled.unfilledVariables };
}

/** The workspace's contracts and proposals, the latest version of each number, newest first (REST). */
export function listContracts(ctx: ServiceContext): Promise<Contract[]> {
  return ctx.prisma.contract.findMany({ where: { userId: ctx.viewer.id, supersededAt: null }, orderBy: NEWEST_FIRST });
}

/** The number the server gives: the prefix of the type and year, then the workspace's next in that series (SQL). */
function nextNumberSql(userId: string, type: string, now: Date): Prisma.Sql {
  const prefix = `${type === "proposal" ? "PRO" : "CON"}-${now.getUTCFullYear()}-`;
  return Prisma.sql`(SELECT ${prefix} || lpad((coalesce(max(substring("contractNumber" from ${`^${prefix}([0-9]{1,9})$`})::int), 0) + 1)::text, 4, '0')
    FROM contracts WHERE "userId" = ${userId}::uuid AND "contractNumber" LIKE ${`${prefix}%`})`;
}

/** An audit row of the written record `r`, as a CTE of its statement. */
function auditSql(action: string, detail: string | null): Prisma.Sql {
  return Prisma.sql`INSERT INTO contract_audit ("userId", "contractId", action, detail) SELECT r."userId", r.id, ${action}, ${detail} FROM r`;
}

/** The columns a signature by hand sets (locked: the filled text, as the client would read it, and its hash). */
function lockedBy(text: string, now: Date) {
  return { signedDate: now, providerSignedAt: now, signedContent: text, documentHash: sha256(text) };
}

/** Signed or executed: the statuses a provider's mark by hand sets (and that lock and seal the document). */
const MARKED = ["signed", "executed"];

/**
 * The filled text of validated input (the one rendering: its client, project and template read now, the viewer as
 * provider); refused with a message naming them while any variable has no value.
 */
async function filledText(ctx: ServiceContext, data: Pick<ContractInput, "content" | "type" | "value" | "currency" | "startDate" | "endDate" | "expiryDate" | "clientId" | "projectId" | "templateId">, createdAt = new Date()): Promise<string> {
  const [client, project, template] = await Promise.all([
    ctx.prisma.client.findFirst({ where: { id: data.clientId, userId: ctx.viewer.id } }),
    data.projectId ? ctx.prisma.project.findFirst({ where: { id: data.projectId, userId: ctx.viewer.id } }) : null,
    data.templateId ? ctx.prisma.contractTemplate.findFirst({ where: { id: data.templateId, userId: ctx.viewer.id } }) : null,
  ]);
  const filled = fillDocument({ ...data, createdAt, client, project, template, provider: ctx.viewer.user });
  assertFilled(filled.unfilledVariables);
  return filled.text;
}

/** Refuses a document that would show a variable with no value, naming them. */
function assertFilled(unfilled: string[]) {
  if (!unfilled.length) return;
  const names = unfilled.map((n) => `{${n}}`).join(", ");
  throw new ValidationError({ content: `${unfilled.length === 1 ? "This variable has" : "These variables have"} no value: ${names}. Fill ${unfilled.length === 1 ? "it" : "them"} in (or remove ${unfilled.length === 1 ? "it" : "them"}) before sending.` });
}

/** After commit: the event the write recorded for `record` to its handlers, in the background (none for no record). */
function dispatchInBackgroundFor(ctx: ServiceContext, row: EventRow, record: Contract | null) {
  if (record) dispatchInBackground(ctx, [writtenEvent(ctx, row, record, ENTITY)]);
  return record;
}

/** The columns of validated input (signature fields never come from the input: the schema has none). */
function values(data: ContractInput) {
  const { contractNumber: _n, ...rest } = data;
  return rest;
}

async function checkLinks(ctx: ServiceContext, data: ContractInput) {
  await assertOwnLinks(ctx, data);
  if (data.templateId) await findOwnedOrThrow(ctx, "Template", data.templateId, (where) => ctx.prisma.contractTemplate.findFirst({ where, select: { id: true } }));
}

/**
 * The link checks, then the row, its activity line, audit row and event in one statement. An empty number is made
 * by the server (another document taking it at the same moment: made again); a given one already used is a 409.
 * Created as signed: locked, with the provider's mark in the audit trail and `contract.signed`.
 */
export async function createContract(ctx: ServiceContext, input: unknown, now = new Date()): Promise<Contract> {
  const data = validateInput(contractSchema, input, { timeZone: ctx.viewer.user.timeZone });
  await checkLinks(ctx, data);
  const signed = MARKED.includes(data.status);
  const locked = signed ? lockedBy(await filledText(ctx, data, now), now) : {};
  for (let attempt = 1; ; attempt++) {
    const row = eventRow(ctx, signed ? "contract.signed" : "contract.created", signed ? { signedBy: "provider" } : {});
    try {
      const contract = await insertRecorded<Contract>(ctx.prisma, "contracts", ctx, {
        values: {
          ...values(data),
          contractNumber: data.contractNumber ?? nextNumberSql(ctx.viewer.id, data.type, now),
          ...locked,
        },
        activity: { entityType: ENTITY, action: "created", title: `New ${data.type === "proposal" ? "proposal" : "contract"}: ${data.title ?? data.content.slice(0, 60)}` },
        event: row,
        also: [auditSql("created", null), ...(signed ? [auditSql("marked_signed", "Marked as signed by the provider")] : [])],
      });
      publishWritten(ctx, contract, LABEL);
      dispatchInBackgroundFor(ctx, row, contract);
      return contract;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      if (data.contractNumber) throw new ConflictError("This number is already used", { contractNumber: "This number is already used" });
      if (attempt >= 5) throw e;
    }
  }
}

/**
 * An update merged over the stored row and validated whole, written only while the row is as read. A document whose
 * signature locked it keeps its terms: a change of them is written as a new version of the same number (the PUT
 * answers that version), the old one kept as signed and marked superseded. Marking a document signed locks it.
 */
export async function updateContract(ctx: ServiceContext, id: string, input: unknown, read?: Date, now = new Date()): Promise<Contract> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where }));
  const data = validateInput(contractSchema, mergeStored(stored, CONTRACT_FIELDS, input), { timeZone: ctx.viewer.user.timeZone });
  if (data.clientId !== stored.clientId || data.projectId !== stored.projectId || data.templateId !== stored.templateId) await checkLinks(ctx, data);
  if (data.contractNumber && data.contractNumber !== stored.contractNumber) {
    throw new ConflictError("The number of a document cannot change", { contractNumber: "The number of a document cannot change" });
  }
  const next = values(data) as Partial<Contract>;
  const termsChanged = TERMS.some((f) => f in next && !same(stored[f], next[f]));
  if (isClosedDocument(stored, ctx.viewer.user.timeZone, now) && (termsChanged || data.status !== stored.status)) {
    throw new ConflictError(stored.supersededAt
      ? "A newer version of this document exists. Open the latest version to change it."
      : `This ${stored.type === "proposal" ? "proposal" : "contract"} is closed (${documentStatusLabel(stored).toLowerCase()}): create a new version to change it.`);
  }
  const marking = MARKED.includes(data.status) && !MARKED.includes(stored.status);
  // a sent document's frozen text follows a change of its terms (the client's page then asks them to read it again)
  const refreeze = !marking && stored.sentText !== null && termsChanged;
  const text = marking ? (stored.sentText !== null && !termsChanged ? stored.sentText : await filledText(ctx, data, stored.createdAt))
    : refreeze ? await filledText(ctx, data, stored.createdAt) : null;
  const row = eventRow(ctx, marking ? "contract.signed" : "contract.updated", marking ? { signedBy: "provider" } : {});
  const contract = await updateUnchanged(ctx, { label: LABEL, table: "contracts", stored, read }, async (unchangedSince) =>
    dispatchInBackgroundFor(ctx, row, await updateRecorded<Contract>(ctx.prisma, "contracts", ctx, stored.id, {
      values: { ...next, ...(marking ? lockedBy(text!, now) : {}), ...(refreeze ? { sentText: text, sentHash: sha256(text!) } : {}) },
      activity: { entityType: ENTITY, action: "updated", title: `${stored.type === "proposal" ? "Proposal" : "Contract"} updated: ${stored.contractNumber}` },
      unchangedSince, event: row,
      also: [auditSql(marking ? "marked_signed" : "updated", marking ? `Marked as ${data.status} by the provider` : null)],
    })));
  return publishWritten(ctx, contract, LABEL);
}

/**
 * The provider's explicit "New version": the next version of the document's number, a draft with the same terms, the
 * old one marked superseded (it stays readable to both sides: its page says it was replaced, its PDF still downloads).
 * A client who had the old one is told by e-mail (`contract.created` of the new version carries `replaces`).
 */
export async function createContractVersion(ctx: ServiceContext, id: string): Promise<Contract> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where }));
  if (stored.supersededAt) throw new ConflictError("A newer version of this document exists. Open the latest version to change it.");
  const row = eventRow(ctx, "contract.created");
  try {
    const contract = await insertRecorded<Contract>(ctx.prisma, "contracts", ctx, {
      values: {
        clientId: stored.clientId, projectId: stored.projectId, templateId: stored.templateId, title: stored.title, type: stored.type,
        content: stored.content, value: stored.value, currency: stored.currency, startDate: stored.startDate, endDate: stored.endDate,
        effectiveDate: stored.effectiveDate, expiryDate: stored.expiryDate, notes: stored.notes,
        status: "draft", contractNumber: stored.contractNumber, version: stored.version + 1, parentContractId: stored.id,
      },
      activity: { entityType: ENTITY, action: "created", title: `New version ${stored.version + 1} of ${stored.contractNumber}` },
      event: row,
      also: [
        auditSql("new_version", `Version ${stored.version + 1}: version ${stored.version} is kept unchanged`),
        Prisma.sql`UPDATE contracts SET "supersededAt" = now(), "updatedAt" = now() WHERE id = ${stored.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid AND "supersededAt" IS NULL`,
        Prisma.sql`INSERT INTO contract_audit ("userId", "contractId", action, detail) VALUES (${ctx.viewer.id}::uuid, ${stored.id}::uuid, 'superseded', ${`Replaced by version ${stored.version + 1}`})`,
      ],
    });
    // the old version's supersededAt is part of this write (its one event: the new version's contract.created)
    publishWritten(ctx, contract, LABEL);
    dispatchInBackgroundFor(ctx, row, contract);
    if (stored.sentAt) await tellClientOfNewVersion(ctx, stored, contract);
    return contract;
  } catch (e) {
    // another change made the next version at the same moment
    if (isUniqueViolation(e)) throw new ConflictError(`This ${LABEL.toLowerCase()} was changed at the same time. Reload it and try again.`);
    throw e;
  }
}

/** Deletes a document (its earlier versions stay, as signed records of the past). */
export async function deleteContract(ctx: ServiceContext, id: string): Promise<Contract> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where, select: { id: true } }));
  const row = eventRow(ctx, "contract.deleted");
  const contract = dispatchInBackgroundFor(ctx, row, await deleteRecorded<Contract>(ctx.prisma, "contracts", ctx, stored.id,
    { entityType: ENTITY, action: "deleted", title: Prisma.sql`'Deleted: ' || r."contractNumber"` }, row));
  return publishWritten(ctx, contract, LABEL);
}

/** The REST record of a contract: every column of the spec and the signing state, money as decimal text. */
export function toContractJson(c: Contract) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: c.id, userId: c.userId, clientId: c.clientId, projectId: c.projectId, templateId: c.templateId, contractNumber: c.contractNumber,
    title: c.title, type: c.type, status: c.status, content: c.content, value: c.value?.toFixed(2) ?? null, currency: c.currency,
    startDate: dayText(c.startDate), endDate: dayText(c.endDate), signedDate: iso(c.signedDate), effectiveDate: iso(c.effectiveDate),
    expiryDate: dayText(c.expiryDate), clientSignature: c.clientSignature, clientSignedAt: iso(c.clientSignedAt),
    providerSignature: c.providerSignature, providerSignedAt: iso(c.providerSignedAt), pdfUrl: c.pdfUrl, documentHash: c.documentHash,
    version: c.version, parentContractId: c.parentContractId, sentAt: iso(c.sentAt), viewedAt: iso(c.viewedAt),
    reminderSentAt: iso(c.reminderSentAt), notes: c.notes, declinedAt: iso(c.declinedAt), declineReason: c.declineReason,
    supersededAt: iso(c.supersededAt), personalMessage: c.personalMessage, sentHash: c.sentHash,
    sealed: c.sealedKey ? { sha256: c.sealedSha256, sizeBytes: c.sealedSize, sealedAt: iso(c.sealedAt), signedByHand: c.sealedByHand, downloadUrl: `/api/contracts/${c.id}/pdf` } : null,
    createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString(),
  };
}
