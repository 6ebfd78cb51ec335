// The record types of the contract module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const contractRecord = defineRecord({
  entity: "contract",
  table: "contracts",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "templateId", "contractNumber", "title", "type", "status", "content", "value", "currency", "startDate",
    "endDate", "signedDate", "effectiveDate", "expiryDate", "clientSignature", "clientSignedAt", "providerSignature", "providerSignedAt",
    "documentHash", "version", "parentContractId", "sentAt", "viewedAt", "reminderCount", "declinedAt", "declineReason", "notes", "supersededAt", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** signed: on the client's page, or marked signed by the provider (`signedBy`); a create or an update of the record */
    signed: { base: "write", extra: { signedBy: "string" } },
    /** e-mailed to the client with the link to their page */
    sent: { base: "updated" },
    /** declined on the client's page, with the reason */
    declined: { base: "updated", extra: { reason: "string" } },
    /** reached its expiry date unsigned (the scan) */
    expired: { base: "updated" },
  },
});

const contractTemplateRecord = defineRecord({
  entity: "contract_template",
  table: "contract_templates",
  publicFields: ["id", "name", "type", "category", "description", "content", "isActive", "isDefault", "variables", "paymentTerms", "deliverables",
    "timeline", "scope", "cancellationPolicy", "revisionPolicy", "intellectualProperty", "confidentiality", "liability", "defaultRate", "currency",
    "validityDays", "createdAt", "updatedAt"],
  events: RECORD_WRITES,
});

declare module "../../domain-events" {
  interface Records {
    contract: typeof contractRecord;
    contract_template: typeof contractTemplateRecord;
  }
}
