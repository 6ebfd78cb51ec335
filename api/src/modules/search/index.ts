// The search module's face: the workspace search over what every module registered (search/registry.ts).
import "./search.schema";
import type { ApiModule } from "../../module";
import { searchRoutes } from "./search.rest";

export const searchModule: ApiModule = { name: "search", routes: searchRoutes };
