import crypto from "node:crypto";
import { Prisma, type Contract } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError } from "../../errors";
import { findOwnedOrThrow, assertOwnLinks } from "../../tenancy";
import { contractSchema, CONTRACT_FIELDS, type ContractInput } from "@common/contract";
import { validateInput } from "../../validation";
import { publishEvent } from "../../pubsub";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, eventRow, insertRecorded, isUniqueViolation, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded, writtenEvent, type EventRow } from "../../db/recorded";
import { dispatchInBackground } from "../../jobs/outbox";

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

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

/** The columns a signature by hand sets (locked: the text and its hash). */
function lockedBy(content: string, now: Date) {
  return { signedDate: now, providerSignedAt: now, signedContent: content, documentHash: sha256(content) };
}


function dispatchWritten(ctx: ServiceContext, row: EventRow, record: Contract | null) {
  if (record) {
    const event = writtenEvent(ctx, row, record, ENTITY);
    if (!event.dispatchedAt) dispatchInBackground(ctx, [event]);
  }
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
  const data = validateInput(contractSchema, input);
  await checkLinks(ctx, data);
  const signed = data.status === "signed";
  for (let attempt = 1; ; attempt++) {
    const row = eventRow(ctx, signed ? "contract.signed" : "contract.created", signed ? { signedBy: "provider" } : {});
    try {
      const contract = await insertRecorded<Contract>(ctx.prisma, "contracts", ctx, {
        values: {
          ...values(data),
          contractNumber: data.contractNumber ?? nextNumberSql(ctx.viewer.id, data.type, now),
          ...(signed ? lockedBy(data.content, now) : {}),
        },
        activity: { entityType: ENTITY, action: "created", title: `New ${data.type === "proposal" ? "proposal" : "contract"}: ${data.title ?? data.content.slice(0, 60)}` },
        event: row,
        also: [auditSql("created", null), ...(signed ? [auditSql("marked_signed", "Marked as signed by the provider")] : [])],
      });
      dispatchWritten(ctx, row, contract);
      publishEvent(ctx.pubsub, ctx.viewer.id, { type: "contractCreated", entityId: contract.id });
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
  if (stored.supersededAt) throw new ConflictError("A newer version of this document exists. Open the latest version to change it.");
  const data = validateInput(contractSchema, mergeStored(stored, CONTRACT_FIELDS, input));
  if (data.clientId !== stored.clientId || data.projectId !== stored.projectId || data.templateId !== stored.templateId) await checkLinks(ctx, data);
  if (data.contractNumber && data.contractNumber !== stored.contractNumber) {
    throw new ConflictError("The number of a document cannot change", { contractNumber: "The number of a document cannot change" });
  }
  const next = values(data) as Partial<Contract>;
  const locked = stored.documentHash !== null;
  if (locked && TERMS.some((f) => f in next && !same(stored[f], next[f]))) return newVersion(ctx, stored, data, read);
  const marking = data.status === "signed" && stored.status !== "signed" && !locked;
  const row = eventRow(ctx, marking ? "contract.signed" : "contract.updated", marking ? { signedBy: "provider" } : {});
  const contract = await updateUnchanged(ctx, { label: LABEL, table: "contracts", stored, read }, async (unchangedSince) =>
    dispatchWritten(ctx, row, await updateRecorded<Contract>(ctx.prisma, "contracts", ctx, stored.id, {
      values: { ...next, ...(marking ? lockedBy(data.content, now) : {}) },
      activity: { entityType: ENTITY, action: "updated", title: `${stored.type === "proposal" ? "Proposal" : "Contract"} updated: ${stored.contractNumber}` },
      unchangedSince, event: row,
      also: [auditSql(marking ? "marked_signed" : "updated", marking ? "Marked as signed by the provider" : null)],
    })));
  return publishWritten(ctx, contract, LABEL, "contractUpdated");
}

/** A signed document's terms changed: the next version of its number, a draft again, the old one superseded. */
async function newVersion(ctx: ServiceContext, stored: Contract, data: ContractInput, read?: Date): Promise<Contract> {
  if (read && read.getTime() !== stored.updatedAt.getTime()) {
    throw new ConflictError(`This ${LABEL.toLowerCase()} was changed at the same time. Reload it and try again.`);
  }
  const row = eventRow(ctx, "contract.created");
  try {
    const contract = await insertRecorded<Contract>(ctx.prisma, "contracts", ctx, {
      values: {
        ...values(data), status: data.status === "signed" ? "draft" : data.status, contractNumber: stored.contractNumber,
        version: stored.version + 1, parentContractId: stored.id,
      },
      activity: { entityType: ENTITY, action: "created", title: `New version ${stored.version + 1} of ${stored.contractNumber}` },
      event: row,
      also: [
        auditSql("new_version", `Version ${stored.version + 1}: the signed version ${stored.version} is kept unchanged`),
        Prisma.sql`UPDATE contracts SET "supersededAt" = now() WHERE id = ${stored.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid`,
      ],
    });
    dispatchWritten(ctx, row, contract);
    publishEvent(ctx.pubsub, ctx.viewer.id, { type: "contractCreated", entityId: contract.id });
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
  const contract = dispatchWritten(ctx, row, await deleteRecorded<Contract>(ctx.prisma, "contracts", ctx, stored.id,
    { entityType: ENTITY, action: "deleted", title: Prisma.sql`'Deleted: ' || r."contractNumber"` }, row));
  return publishWritten(ctx, contract, LABEL, "contractDeleted");
}

/** The REST record of a contract: every column of the spec and the signing state, money as decimal text. */
export function toContractJson(c: Contract) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: c.id, userId: c.userId, clientId: c.clientId, projectId: c.projectId, templateId: c.templateId, contractNumber: c.contractNumber,
    title: c.title, type: c.type, status: c.status, content: c.content, value: c.value?.toFixed(2) ?? null, currency: c.currency,
    startDate: iso(c.startDate), endDate: iso(c.endDate), signedDate: iso(c.signedDate), effectiveDate: iso(c.effectiveDate),
    expiryDate: iso(c.expiryDate), clientSignature: c.clientSignature, clientSignedAt: iso(c.clientSignedAt),
    providerSignature: c.providerSignature, providerSignedAt: iso(c.providerSignedAt), pdfUrl: c.pdfUrl, documentHash: c.documentHash,
    version: c.version, parentContractId: c.parentContractId, sentAt: iso(c.sentAt), viewedAt: iso(c.viewedAt),
    reminderSentAt: iso(c.reminderSentAt), notes: c.notes, declinedAt: iso(c.declinedAt), declineReason: c.declineReason,
    createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString(),
  };
}
