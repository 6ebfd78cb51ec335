import { builder } from "../../graphql/builder";
import { ownedNode, recordMutations } from "../../graphql/records";
import { ownedConnection } from "../../graphql/connections";
import { definePageModel } from "../../db/pages";
import { CONTRACT_STATUSES, CONTRACT_TYPES } from "@common/contract";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { createContract, deleteContract, updateContract } from "./contract.service";
import { createTemplate, deleteTemplate, updateTemplate } from "./template.service";
import { mutationResult } from "../../graphql/errors";
import { contractDocument, contractPdfPath, DOCUMENT_INCLUDE, type DocumentRow } from "./contract.document";
import { resendContract, sendContract, signingLink } from "./contract.public";
import { createContractVersion, previewContract, versionsOf } from "./contract.service";
import { isClosedDocument } from "./contract.document";
import { verifyContract } from "./contract.seal";
import type { Contract } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";

/** One rendering: what the client reads, the PDF prints and the hash covers. */
const ContractDocumentRef = builder.objectRef<{ text: string; html: string; sha256: string; version: number; unfilledVariables: string[] }>("ContractDocument").implement({
  description: "One rendering of a document: what the client reads, the PDF prints and the hash covers.",
  fields: (t) => ({
    text: t.exposeString("text", { description: "The filled text (template defaults, variables, brand, client, project); frozen once sent." }),
    html: t.exposeString("html", { description: "That text rendered (markdown, raw HTML escaped, only http(s)/mailto links, line breaks kept)." }),
    sha256: t.exposeString("sha256", { description: "SHA-256 (hex) of `text`." }),
    version: t.exposeInt("version", { description: "The contract's version." }),
    unfilledVariables: t.exposeStringList("unfilledVariables", { description: "Variables with no value (sending is refused while any is left, naming them)." }),
  }),
});

/** The PDF rendered once at signing. */
const SealedDocumentRef = builder.objectRef<Contract>("SealedDocument").implement({
  description: "The PDF rendered once at signing (document, signature block, audit certificate), stored with its SHA-256.",
  fields: (t) => ({
    sha256: t.string({ description: "SHA-256 of the stored PDF bytes.", resolve: (c) => c.sealedSha256! }),
    sizeBytes: t.int({ resolve: (c) => c.sealedSize ?? 0 }),
    sealedAt: t.field({ type: "DateTime", resolve: (c) => c.sealedAt! }),
    signedByHand: t.boolean({ description: "Sealed because the provider marked it signed or executed, not a client signature.", resolve: (c) => c.sealedByHand }),
    downloadUrl: t.string({ description: "GET /api/contracts/{id}/pdf (serves the stored bytes once sealed).", resolve: (c) => contractPdfPath(c.id) }),
  }),
});

/** The stored document with its links, as the one rendering reads it. */
async function documentRow(ctx: ServiceContext, c: Contract): Promise<DocumentRow> {
  const { audit: _a, ...include } = DOCUMENT_INCLUDE;
  return ctx.prisma.contract.findFirstOrThrow({ where: { id: c.id, userId: ctx.viewer.id }, include });
}

const ContractTypeEnum = builder.enumType("ContractType", { values: CONTRACT_TYPES });
const ContractStatusEnum = builder.enumType("ContractStatus", { values: CONTRACT_STATUSES });
/** Which documents a list shows: proposals, or every other type. */
const ContractKind = builder.enumType("ContractKind", {
  values: { proposal: { description: "documents of type proposal" }, contract: { description: "every other type (contract, sow, agreement)" } },
});

definePageModel("Contract", { table: "contracts" });
definePageModel("ContractTemplate", { table: "contract_templates" });

const kindFilter = (kind: string | null | undefined) =>
  (kind === "proposal" ? { type: "proposal" } : kind === "contract" ? { type: { not: "proposal" } } : {});

const TemplateRef = builder.prismaNode("ContractTemplate", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    type: t.field({ type: ContractTypeEnum, resolve: (r) => r.type as typeof ContractTypeEnum.$inferType }),
    category: t.exposeString("category", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    content: t.exposeString("content"),
    isActive: t.exposeBoolean("isActive"),
    isDefault: t.exposeBoolean("isDefault"),
    variables: t.exposeStringList("variables", { description: "The unique names in braces of the content (the server derives them)." }),
    paymentTerms: t.exposeString("paymentTerms", { nullable: true }),
    deliverables: t.exposeString("deliverables", { nullable: true }),
    timeline: t.exposeString("timeline", { nullable: true }),
    scope: t.exposeString("scope", { nullable: true }),
    cancellationPolicy: t.exposeString("cancellationPolicy", { nullable: true }),
    revisionPolicy: t.exposeString("revisionPolicy", { nullable: true }),
    intellectualProperty: t.exposeString("intellectualProperty", { nullable: true }),
    confidentiality: t.exposeString("confidentiality", { nullable: true }),
    liability: t.exposeString("liability", { nullable: true }),
    defaultRate: t.expose("defaultRate", { type: "Decimal", nullable: true }),
    currency: t.exposeString("currency"),
    validityDays: t.exposeInt("validityDays"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const ContractRef = builder.prismaNode("Contract", {
  ...ownedNode,
  fields: (t) => ({
    contractNumber: t.exposeString("contractNumber"),
    title: t.exposeString("title", { nullable: true }),
    type: t.field({ type: ContractTypeEnum, resolve: (r) => r.type as typeof ContractTypeEnum.$inferType }),
    status: t.field({ type: ContractStatusEnum, resolve: (r) => r.status as typeof ContractStatusEnum.$inferType }),
    content: t.exposeString("content"),
    value: t.expose("value", { type: "Decimal", nullable: true }),
    currency: t.exposeString("currency"),
    startDate: t.expose("startDate", { type: "Date", nullable: true }),
    endDate: t.expose("endDate", { type: "Date", nullable: true }),
    effectiveDate: t.expose("effectiveDate", { type: "DateTime", nullable: true }),
    expiryDate: t.expose("expiryDate", { type: "Date", nullable: true }),
    signedDate: t.expose("signedDate", { type: "DateTime", nullable: true }),
    clientSignature: t.exposeString("clientSignature", { nullable: true }),
    clientSignedAt: t.expose("clientSignedAt", { type: "DateTime", nullable: true }),
    providerSignedAt: t.expose("providerSignedAt", { type: "DateTime", nullable: true }),
    documentHash: t.exposeString("documentHash", { nullable: true, description: "SHA-256 of the exact text that was signed." }),
    version: t.exposeInt("version"),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
    viewedAt: t.expose("viewedAt", { type: "DateTime", nullable: true }),
    declinedAt: t.expose("declinedAt", { type: "DateTime", nullable: true }),
    declineReason: t.exposeString("declineReason", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client"),
    project: t.relation("project", { nullable: true }),
    template: t.relation("template", { nullable: true }),
    parentContract: t.relation("parentContract", { nullable: true, description: "The version this one replaced." }),
    pdfDownloadUrl: t.string({ description: "Where the document's PDF downloads (with its audit trail).", resolve: (r) => contractPdfPath(r.id) }),
    document: t.field({ type: ContractDocumentRef, description: "The document as the client reads it (frozen once sent).",
      resolve: async (c, _args, ctx) => contractDocument(await documentRow(ctx, c), ctx.viewer.user) }),
    sealed: t.field({ type: SealedDocumentRef, nullable: true, description: "The sealed PDF; null until sealed.", resolve: (c) => (c.sealedKey ? c : null) }),
    isClosed: t.boolean({ description: "Signed (client or by hand), executed, declined, expired, cancelled or superseded.",
      resolve: (c, _args, ctx) => isClosedDocument(c, ctx.viewer.user.timeZone) }),
    supersededAt: t.expose("supersededAt", { type: "DateTime", nullable: true }),
    versions: t.prismaField({ type: ["Contract"], description: "Every version of this document, oldest first, this one included (same workspace only).",
      resolve: (query, c, _args, ctx) => versionsOf(ctx, c, query) }),
    signingLink: t.string({ nullable: true, description: "The client's page URL while the document is open and sent; null otherwise.",
      resolve: (c, _args, ctx) => signingLink(ctx, c) }),
    personalMessage: t.exposeString("personalMessage", { nullable: true, description: "The message typed at the last send, if any." }),
    auditTrail: t.relation("audit", { description: "Every step, oldest first: sent, e-mailed, opened, signed or declined, reminded, expired.",
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

builder.prismaObject("ContractAudit", {
  fields: (t) => ({
    action: t.exposeString("action"),
    detail: t.exposeString("detail", { nullable: true }),
    ip: t.exposeString("ip", { nullable: true }),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("User", "contracts", (t) =>
  t.prismaConnection({
    type: "Contract", cursor: "id",
    description: "The latest version of each document, newest first; `kind` proposal or contract (every other type).",
    args: { kind: t.arg({ type: ContractKind }) },
    ...ownedConnection("Contract", (args: { kind?: string | null }) => ({ supersededAt: null, ...kindFilter(args.kind) })),
  }, { name: "ContractConnection" }, { name: "ContractEdge" }));

builder.prismaObjectField("User", "contractTemplates", (t) =>
  t.prismaConnection({
    type: "ContractTemplate", cursor: "id",
    description: "Newest first; `kind` proposal or contract (every other type).",
    args: { kind: t.arg({ type: ContractKind }) },
    ...ownedConnection("ContractTemplate", (args: { kind?: string | null }) => kindFilter(args.kind)),
  }, { name: "ContractTemplateConnection" }, { name: "ContractTemplateEdge" }));

/** Every contract field as optional input (money and dates as strings); signatures are the server's, not inputs. */
const contractFields = (t: any) => ({
  clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }), templateId: t.globalID({ for: TemplateRef }),
  contractNumber: t.string(), title: t.string(), type: t.string(), status: t.string(), content: t.string(), value: t.string(),
  currency: t.string(), startDate: t.field({ type: "Date" }), endDate: t.field({ type: "Date" }), effectiveDate: t.string(), expiryDate: t.field({ type: "Date" }), notes: t.string(),
});

const { Payload: ContractPayload } = recordMutations("Contract", ContractRef, {
  field: "contract", fields: contractFields, links: ["clientId", "projectId", "templateId"], versioned: true,
  create: createContract, update: updateContract, remove: deleteContract,
  payloadDescription: "The document; after a change of a signed document's terms, its new version.",
});

const templateFields = (t: any) => ({
  name: t.string(), type: t.string(), category: t.string(), description: t.string(), content: t.string(), isActive: t.boolean(),
  isDefault: t.boolean(), paymentTerms: t.string(), deliverables: t.string(), timeline: t.string(), scope: t.string(),
  cancellationPolicy: t.string(), revisionPolicy: t.string(), intellectualProperty: t.string(), confidentiality: t.string(),
  liability: t.string(), defaultRate: t.string(), currency: t.string(), validityDays: t.int(),
});

recordMutations("ContractTemplate", TemplateRef, {
  field: "contractTemplate", fields: templateFields, versioned: true, create: createTemplate, update: updateTemplate, remove: deleteTemplate,
});

builder.mutationField("sendContract", (t) =>
  t.field({
    type: ContractPayload("SendContractPayload"),
    description: "E-mails the client a link to their page, where they read it and sign (or accept) or decline it.",
    args: { input: t.arg({ type: builder.inputType("SendContractInput", { fields: (f) => ({
      id: f.globalID({ required: true, for: ContractRef }),
      message: f.string({ description: "An optional personal note for the e-mail, at most 2,000 characters." }),
    }) }), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ contract: await sendContract(ctx, input.id.id, { message: input.message }) }),
  }));

const idInput = (name: string) => builder.inputType(name, { fields: (f) => ({ id: f.globalID({ required: true, for: ContractRef }) }) });

builder.mutationField("resendContract", (t) =>
  t.field({
    type: ContractPayload("ResendContractPayload"),
    description: "E-mails the client the same link again (the document must be sent and still open).",
    args: { input: t.arg({ type: idInput("ResendContractInput"), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ contract: await resendContract(ctx, input.id.id) }),
  }));

builder.mutationField("createContractVersion", (t) =>
  t.field({
    type: ContractPayload("CreateContractVersionPayload"),
    description: "Reopens a document as its next version (a draft, version + 1); the old one stays readable to both sides.",
    args: { input: t.arg({ type: idInput("CreateContractVersionInput"), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ contract: await createContractVersion(ctx, input.id.id) }),
  }));

const VerifyContractPayload = builder.objectRef<{ documentHashMatches: boolean; pdfHashMatches: boolean; contract: Contract }>("VerifyContractPayload").implement({
  fields: (t) => ({
    documentHashMatches: t.exposeBoolean("documentHashMatches", { description: "The stored text hashes to the stored SHA-256." }),
    pdfHashMatches: t.exposeBoolean("pdfHashMatches", { description: "The stored PDF's bytes hash to the SHA-256 stored at sealing." }),
    contract: t.field({ type: ContractRef, resolve: (p) => p.contract }),
  }),
});

builder.mutationField("verifyContract", (t) =>
  t.field({
    type: VerifyContractPayload,
    description: "Recomputes the document's two hashes: the signed text's and the sealed PDF's.",
    args: { input: t.arg({ type: idInput("VerifyContractInput"), required: true }) },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => verifyContract(ctx, input.id.id),
  }));

const ContractPreviewInput = builder.inputType("ContractPreviewInput", {
  fields: (f) => ({
    content: f.string({ required: true }), type: f.string(), title: f.string(),
    templateId: f.globalID({ for: TemplateRef }), clientId: f.globalID({ for: ClientRef }), projectId: f.globalID({ for: ProjectRef }),
    value: f.string(), currency: f.string(), startDate: f.field({ type: "Date" }), endDate: f.field({ type: "Date" }), expiryDate: f.field({ type: "Date" }),
  }),
});

builder.prismaObjectField("User", "contractPreview", (t) =>
  t.field({
    type: ContractDocumentRef,
    description: "The editor's preview: the one rendering of an unsaved document.",
    args: { input: t.arg({ type: ContractPreviewInput, required: true }) },
    resolve: (_user, { input }, ctx) => previewContract(ctx, {
      ...input, templateId: input.templateId?.id ?? null, clientId: input.clientId?.id ?? null, projectId: input.projectId?.id ?? null,
    }),
  }));
