// The API tokens module's face.
import "./api-token.schema";
import type { ApiModule } from "../../module";
import { apiTokenRoutes } from "./api-token.rest";

export const apiTokenModule: ApiModule = { name: "api-token", routes: apiTokenRoutes };
