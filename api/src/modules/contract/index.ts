// The contract module's face: contracts and proposals, their templates, versions and audit trail.
import "./contract.schema";
import type { ApiModule } from "../../module";
import { contractRoutes } from "./contract.rest";

export const contractModule: ApiModule = { name: "contract", routes: contractRoutes };
