import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { Contract, User } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { ObjectMissingError } from "../../infra/storage";
import type { EventHandler } from "../../jobs/outbox";
import { publishSignal } from "../../pubsub";
import { DOCUMENT_INCLUDE, renderDocumentPdf, sha256, type DocumentRow } from "./contract.document";

/*
 * Seal once (as Documenso's seal-document and DocuSeal do): when a document is signed, by the client or marked signed
 * or executed by the provider, its PDF (the frozen text, the signature block, the audit certificate) is rendered once
 * in the PDF pool, stored in object storage under a key of its own with its SHA-256, and that stored file is what both
 * sides download ever after and what the signed e-mail attaches. Sealing is idempotent: the stored columns are claimed
 * by one conditional update (`sealedKey IS NULL`); a second sealer at the same moment finds them set and removes the
 * object it wrote. `verifyContract` recomputes both hashes: the text's and the stored file's.
 */

type SealRow = DocumentRow & { user: User };

const SEAL_INCLUDE = { ...DOCUMENT_INCLUDE, user: true } as const;

/** A signed document is sealable: its text is locked by a signature (the client's or the provider's mark). */
const sealable = (c: Contract) => c.signedContent !== null && c.documentHash !== null;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Seals the signed document `id` of workspace `userId` once; answers the row as sealed (or as it is when there is
 * nothing to seal: not signed, or not found).
 */
export async function sealContract(res: AppResources, userId: string, id: string): Promise<Contract | null> {
  const c = await res.prisma.contract.findFirst({ where: { id, userId }, include: SEAL_INCLUDE }) as SealRow | null;
  if (!c || !sealable(c) || c.sealedKey) return c;
  const pdf = await renderDocumentPdf(c, c.user, { sealed: true });
  const key = `${userId}/contracts/${id}/${crypto.randomUUID()}.pdf`;
  await res.storage.write(key, pdf, "application/pdf");
  const claimed = await res.prisma.contract.updateMany({
    where: { id, userId, sealedKey: null, documentHash: c.documentHash },
    data: { sealedKey: key, sealedSha256: sha256(pdf), sealedSize: pdf.length, sealedAt: new Date(), sealedByHand: c.clientSignedAt === null },
  });
  if (!claimed.count) {
    // another sealer was first: its file is the one
    await res.storage.delete(key);
  } else {
    await res.prisma.contractAudit.create({ data: { userId, contractId: id, action: "sealed", detail: `Sealed PDF stored, SHA-256 ${sha256(pdf)}` } });
    // the document's page shows the sealed file as soon as it is stored
    publishSignal(res.pubsub, userId, "contract.sealed", id);
  }
  return res.prisma.contract.findFirst({ where: { id, userId } });
}

/** The stored sealed file's bytes (null when it is not sealed). */
export async function sealedBytes(res: Pick<AppResources, "storage">, c: Pick<Contract, "sealedKey">): Promise<Buffer | null> {
  if (!c.sealedKey) return null;
  return readAll(await res.storage.read(c.sealedKey));
}

/**
 * A document's PDF as both sides download it: once signed, the sealed file (sealed now if the job has not yet done
 * it); before that, the document as it reads now.
 */
export async function documentPdfBytes(res: AppResources, c: SealRow): Promise<Buffer> {
  if (!sealable(c)) return renderDocumentPdf(c, c.user);
  const sealed = c.sealedKey ? c : await sealContract(res, c.userId, c.id);
  const bytes = sealed ? await sealedBytes(res, sealed) : null;
  return bytes ?? renderDocumentPdf(c, c.user);
}

/** The viewer's document as a PDF (`GET /api/contracts/{id}/pdf`): the sealed bytes once signed, and a safe file name. */
export async function contractPdf(ctx: ServiceContext, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const c = await findOwnedOrThrow(ctx, "Contract", id, (where) => ctx.prisma.contract.findFirst({ where, include: SEAL_INCLUDE })) as SealRow;
  const pdf = await documentPdfBytes(ctx, c);
  return { filename: `${c.contractNumber.replace(/[^A-Za-z0-9._-]/g, "_")}${sealable(c) ? "-signed" : ""}.pdf`, pdf };
}

/** Recomputes both hashes: the signed (or frozen) text's against `documentHash`, the stored file's against its own. */
export async function verifyContract(ctx: ServiceContext, id: string): Promise<{ documentHashMatches: boolean; pdfHashMatches: boolean; contract: Contract }> {
  const c = await findOwnedOrThrow(ctx, "Contract", id, (where) => ctx.prisma.contract.findFirst({ where }));
  const text = c.signedContent ?? c.sentText;
  const expected = c.signedContent !== null ? c.documentHash : c.sentHash;
  const documentHashMatches = text !== null && expected !== null && sha256(text) === expected;
  let pdfHashMatches = false;
  if (c.sealedKey && c.sealedSha256) {
    try {
      const bytes = await sealedBytes(ctx, c);
      pdfHashMatches = bytes !== null && sha256(bytes) === c.sealedSha256 && bytes.length === c.sealedSize;
    } catch (e) {
      if (!(e instanceof ObjectMissingError)) throw e;
    }
  }
  await ctx.prisma.contractAudit.create({ data: { userId: ctx.viewer.id, contractId: c.id, action: "verified",
    detail: `Text hash ${documentHashMatches ? "matches" : "does not match"}; PDF hash ${pdfHashMatches ? "matches" : c.sealedKey ? "does not match" : "absent (not sealed)"}` } });
  return { documentHashMatches, pdfHashMatches, contract: c };
}

/** The job that seals a signed document (the client's signature or the provider's mark), once. */
export const sealHandler: EventHandler = {
  name: "contract-seal",
  types: ["contract.signed"],
  policy: { retryLimit: 6, retryDelay: 15, expireInSeconds: 120 },
  handle: async ({ resources, event }) => {
    await sealContract(resources, event.userId, event.entityId);
  },
};
