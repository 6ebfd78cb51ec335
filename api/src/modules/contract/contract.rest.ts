import { recordRoutes, type RestRoute } from "../../rest/registry";
import { ValidationError } from "../../errors";
import { contractSchema, contractTemplateSchema } from "@common/contract";
import { contractPdf, verifyContract } from "./contract.seal";
import { resendContract, sendContract } from "./contract.public";
import { createContract, createContractVersion, deleteContract, listContracts, toContractJson, updateContract } from "./contract.service";
import { createTemplate, deleteTemplate, listTemplates, toTemplateJson, updateTemplate } from "./template.service";

/** The document actions take no input: no body, or a JSON object (whose fields they ignore but a personal message). */
function noInputOrObject(b: unknown): object | undefined {
  if (b !== undefined && (typeof b !== "object" || b === null || Array.isArray(b))) throw new ValidationError({ _: "Expected a JSON object" });
  return b as object | undefined;
}

export const contractRoutes: RestRoute[] = [
  // the latest version of each document; proposals are those of type proposal
  ...recordRoutes("/api/contracts", {
    list: listContracts, create: createContract, update: updateContract, remove: deleteContract, toJson: toContractJson, versioned: true,
    doc: { name: "contract", tag: "Contracts and proposals", schema: contractSchema },
  }),
  // proposal templates are those of type proposal
  ...recordRoutes("/api/contract-templates", {
    list: listTemplates, create: createTemplate, update: updateTemplate, remove: deleteTemplate, toJson: toTemplateJson, versioned: true,
    doc: { name: "contract template", tag: "Contracts and proposals", schema: contractTemplateSchema },
  }),
  {
    // no body, or a JSON object with an optional personal `message` (at most 2,000 characters)
    method: "POST", url: "/api/contracts/:id/send",
    doc: { summary: "Send a contract to its client for signature (optional JSON { message })", tag: "Contracts and proposals" },
    handler: async (ctx, req) => {
      const b = noInputOrObject(req.body);
      return toContractJson(await sendContract(ctx, req.params.id, { message: (b as { message?: string } | undefined)?.message }));
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/resend",
    doc: { summary: "E-mail the client the same signing link again", tag: "Contracts and proposals" },
    handler: async (ctx, req) => {
      noInputOrObject(req.body);
      return toContractJson(await resendContract(ctx, req.params.id));
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/versions",
    doc: { summary: "Reopen a document as its next version (the old one stays readable)", tag: "Contracts and proposals" },
    handler: async (ctx, req) => {
      noInputOrObject(req.body);
      return { status: 201, body: toContractJson(await createContractVersion(ctx, req.params.id)) };
    },
  },
  {
    method: "POST", url: "/api/contracts/:id/verify",
    doc: { summary: "Recompute the signed text's and the sealed PDF's SHA-256", tag: "Contracts and proposals" },
    handler: async (ctx, req) => {
      noInputOrObject(req.body);
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
