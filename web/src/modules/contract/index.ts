import { FileSignature, FileText } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { CONTRACTS_HEADING, PROPOSALS_HEADING } from "./heading";

// One folder for both kinds of document: contracts and proposals share the cards, forms, page and texts' shapes, so
// the folder has two faces, one per screen and navigation entry.

/** Contracts & Templates, and a contract opened from its card. */
export const contractModule: WebModule = {
  routes: [
    { path: paths.contracts, page: () => import("./ContractsPage") },
    { path: paths.contract, page: () => import("./ContractPage") },
  ],
  heading: CONTRACTS_HEADING,
  nav: { path: paths.contracts, label: "Contracts", icon: FileSignature },
  quickCreate: [{ kind: "contract", label: "New contract", dialog: () => import("./QuickDocumentDialog").then((m) => m.QuickContractDialog) }],
  notificationKinds: () => import("./notificationKinds"),
};

/** Proposals & Templates, and a proposal opened from its card (the contracts' document page). */
export const proposalModule: WebModule = {
  routes: [
    { path: paths.proposals, page: () => import("./ProposalsPage") },
    { path: paths.proposal, page: () => import("./ContractPage") },
  ],
  heading: PROPOSALS_HEADING,
  nav: { path: paths.proposals, label: "Proposals", icon: FileText, mobile: false },
  quickCreate: [{ kind: "proposal", label: "New proposal", dialog: () => import("./QuickDocumentDialog").then((m) => m.QuickProposalDialog) }],
};
