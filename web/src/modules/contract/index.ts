import { FileSignature, FileText } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { CONTRACTS_HEADING, PROPOSALS_HEADING } from "./heading";

// One folder for both kinds of document: contracts and proposals share the cards, forms, page and texts' shapes, so
// the folder has two faces, one per screen and navigation entry.

const CONTRACTS = "/contracts";
/** One contract: its document, status, versions, audit trail and actions, opened from its card. */
const CONTRACT = "/contracts/:id";
const PROPOSALS = "/proposals";
/** One proposal: the same page as a contract's, under the proposals' address. */
const PROPOSAL = "/proposals/:id";

/** Contracts & Templates, and a contract opened from its card. */
export const contractModule: WebModule = {
  routes: [
    { path: CONTRACTS, page: () => import("./ContractsPage") },
    { path: CONTRACT, page: () => import("./ContractPage") },
  ],
  heading: CONTRACTS_HEADING,
  nav: { path: CONTRACTS, label: "Contracts", icon: FileSignature },
  records: { contract: { list: CONTRACTS, one: CONTRACT } },
  quickCreate: [{ kind: "contract", label: "New contract", dialog: () => import("./QuickDocumentDialog").then((m) => m.QuickContractDialog) }],
  notificationKinds: () => import("./notificationKinds"),
  hubBlocks: [{ key: "contracts", on: { client: 70, project: 70 }, block: () => import("./ContractsHubBlock").then((m) => m.contractsHubBlock) }],
};

/** Proposals & Templates, and a proposal opened from its card (the contracts' document page). */
export const proposalModule: WebModule = {
  routes: [
    { path: PROPOSALS, page: () => import("./ProposalsPage") },
    { path: PROPOSAL, page: () => import("./ContractPage") },
  ],
  heading: PROPOSALS_HEADING,
  nav: { path: PROPOSALS, label: "Proposals", icon: FileText },
  records: { proposal: { list: PROPOSALS, one: PROPOSAL } },
  quickCreate: [{ kind: "proposal", label: "New proposal", dialog: () => import("./QuickDocumentDialog").then((m) => m.QuickProposalDialog) }],
  hubBlocks: [{ key: "proposals", on: { client: 80 }, block: () => import("./ContractsHubBlock").then((m) => m.proposalsHubBlock) }],
};
