import { noInput, recordRoutes, type RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { contractSchema, contractTemplateSchema } from "@common/contract";
import { contractPdf, verifyContract } from "./contract.seal";
import { resendContract, sendContract } from "./contract.public";
import { createContract, createContractVersion, deleteContract, listContracts, toContractJson, updateContract } from "./contract.service";
import { createTemplate, deleteTemplate, listTemplates, toTemplateJson, updateTemplate } from "./template.service";


const text = () => j.nullable(j.string());
const instant = () => j.nullable(j.dateTime());
const day = () => j.nullable(j.day());

/** A contract or proposal (the latest version of a document) as REST answers it (toContractJson). */
const contractJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), clientId: j.uuid(), projectId: j.nullable(j.uuid()), templateId: j.nullable(j.uuid()), contractNumber: j.string(),
  title: text(), type: j.string("contract, sow, agreement or proposal"), status: j.string(), content: j.string("The document's text (Markdown with its variables)"),
  value: j.nullable(j.money()), currency: j.string(),
  startDate: day(), endDate: day(), signedDate: instant(), effectiveDate: instant(), expiryDate: day(),
  clientSignature: text(), clientSignedAt: instant(), providerSignature: text(), providerSignedAt: instant(), pdfUrl: text(), documentHash: text(),
  version: j.integer(), parentContractId: j.nullable(j.uuid()), sentAt: instant(), viewedAt: instant(), reminderSentAt: instant(), notes: text(),
  declinedAt: instant(), declineReason: text(), supersededAt: instant(), personalMessage: text(), sentHash: text(),
  sealed: j.nullable(j.object({
    sha256: text(), sizeBytes: j.nullable(j.integer()), sealedAt: instant(), signedByHand: j.boolean(), downloadUrl: j.string("The sealed PDF's address"),
  }, "SealedPdf")),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Contract"), toContractJson);

/** A contract or proposal template as REST answers it (toTemplateJson). */
const contractTemplateJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), name: j.string(), type: j.string(), category: text(), description: text(), content: j.string(),
  isActive: j.boolean(), isDefault: j.boolean(), variables: j.array(j.string()), paymentTerms: text(), deliverables: text(), timeline: text(),
  scope: text(), cancellationPolicy: text(), revisionPolicy: text(), intellectualProperty: text(), confidentiality: text(), liability: text(),
  defaultRate: j.nullable(j.money()), currency: j.string(), validityDays: j.integer(), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "ContractTemplate"), toTemplateJson);

const verified = j.object({ documentHashMatches: j.boolean(), pdfHashMatches: j.boolean() }, "ContractVerification");

export const contractRoutes: RestRoute[] = [
  // the latest version of each document; proposals are those of type proposal
  ...recordRoutes("/api/contracts", {
    list: listContracts, create: createContract, update: updateContract, remove: deleteContract, toJson: toContractJson, json: contractJson, versioned: true,
    doc: { name: "contract", tag: "Contracts and proposals", schema: contractSchema, errors: { create: [404, 409], update: [404] } },
  }),
  // proposal templates are those of type proposal
  ...recordRoutes("/api/contract-templates", {
    list: listTemplates, create: createTemplate, update: updateTemplate, remove: deleteTemplate, toJson: toTemplateJson, json: contractTemplateJson, versioned: true,
    doc: { name: "contract template", tag: "Contracts and proposals", schema: contractTemplateSchema },
  }),
  {
    // no body, or a JSON object with an optional personal `message` (at most 2,000 characters)
    method: "POST", url: "/api/contracts/:id/send",
    doc: { summary: "Send a contract to its client for signature (optional JSON { message })", tag: "Contracts and proposals", response: contractJson, errors: [409, 429] },
    handler: async (ctx, req) => {
      const b = noInput(req.body);
      return toContractJson(await sendContract(ctx, req.params.id, { message: (b as { message?: string } | undefined)?.message }));
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/resend",
    doc: { summary: "E-mail the client the same signing link again", tag: "Contracts and proposals", response: contractJson, errors: [409, 429] },
    handler: async (ctx, req) => {
      noInput(req.body);
      return toContractJson(await resendContract(ctx, req.params.id));
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/versions",
    doc: { summary: "Reopen a document as its next version (the old one stays readable)", tag: "Contracts and proposals", status: 201, response: contractJson, errors: [409] },
    handler: async (ctx, req) => {
      noInput(req.body);
      return { status: 201, body: toContractJson(await createContractVersion(ctx, req.params.id)) };
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/verify",
    doc: { summary: "Recompute the signed text's and the sealed PDF's SHA-256", tag: "Contracts and proposals", response: verified },
    handler: async (ctx, req) => {
      noInput(req.body);
      const { documentHashMatches, pdfHashMatches } = await verifyContract(ctx, req.params.id);
      return { documentHashMatches, pdfHashMatches };
    },
  },
  {
    method: "GET", url: "/api/contracts/:id/pdf", doc: { summary: "A contract as PDF", tag: "Contracts and proposals", produces: "application/pdf" },
    handler: async (ctx, req) => {
      const { filename, pdf } = await contractPdf(ctx, req.params.id);
      req.reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${filename}"`).header("cache-control", "private, no-store");
      return { status: 200, body: pdf };
    },
  },
];
