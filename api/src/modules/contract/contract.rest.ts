import { recordRoutes } from "../../rest/registry";
import { createContract, deleteContract, listContracts, toContractJson, updateContract } from "./contract.service";
import { createTemplate, deleteTemplate, listTemplates, toTemplateJson, updateTemplate } from "./template.service";

export const contractRoutes = [
  // the latest version of each document; proposals are those of type proposal
  ...recordRoutes("/api/contracts", {
    list: listContracts, create: createContract, update: updateContract, remove: deleteContract, toJson: toContractJson, versioned: true,
  }),
  // proposal templates are those of type proposal
  ...recordRoutes("/api/contract-templates", {
    list: listTemplates, create: createTemplate, update: updateTemplate, remove: deleteTemplate, toJson: toTemplateJson, versioned: true,
  }),
];
