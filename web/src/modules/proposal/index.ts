import { FileText } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { PROPOSALS_HEADING } from "./heading";

export const proposalModule: WebModule = {
  routes: [
    { path: paths.proposals, page: () => import("./ProposalsPage") },
    // a proposal's page is the contracts' document page
    { path: paths.proposal, page: () => import("../contract/ContractPage") },
  ],
  heading: PROPOSALS_HEADING,
  nav: { path: paths.proposals, label: "Proposals", icon: FileText, mobile: false },
};
