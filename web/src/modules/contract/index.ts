import { FileSignature } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { CONTRACTS_HEADING } from "./heading";

export const contractModule: WebModule = {
  routes: [{ path: paths.contracts, page: () => import("./ContractsPage") }],
  heading: CONTRACTS_HEADING,
  nav: { path: paths.contracts, label: "Contracts", icon: FileSignature },
};
