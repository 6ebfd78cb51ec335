import { recordRoutes, type RestRoute } from "../../rest/registry";
import { ValidationError } from "../../errors";
import { contractSchema, contractTemplateSchema } from "@common/contract";
import { contractPdf } from "./contract.document";
import { sendContract } from "./contract.public";
import { createContract, deleteContract, listContracts, toContractJson, updateContract } from "./contract.service";
import { createTemplate, deleteTemplate, listTemplates, toTemplateJson, updateTemplate } from "./template.service";

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
    // takes no input: no body, or a JSON object (ignored)
    method: "POST", url: "/api/contracts/:id/send",
    doc: { summary: "Send a contract to its client for signature", tag: "Contracts and proposals" },
    handler: async (ctx, req) => {
      const b = req.body;
      if (b !== undefined && (typeof b !== "object" || b === null || Array.isArray(b))) throw new ValidationError({ _: "Expected a JSON object" });
      return toContractJson(await sendContract(ctx, req.params.id));
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
