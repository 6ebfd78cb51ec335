import { FileSignature } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { CONTRACTS_HEADING } from "./heading";

/** Contracts & Templates, and a contract opened from its card. */
export const contractModule: WebModule = {
  routes: [
    { path: paths.contracts, page: () => import("./ContractsPage") },
    { path: paths.contract, page: () => import("./ContractPage") },
  ],
  heading: CONTRACTS_HEADING,
  nav: { path: paths.contracts, label: "Contracts", icon: FileSignature },
};
