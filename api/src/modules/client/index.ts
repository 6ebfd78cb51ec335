// The client module's face.
import "./client.record";
import "./client.schema";
import "./client.search";
import "./client.hub";
import type { ApiModule } from "../../module";
import { clientRoutes } from "./client.rest";

export { ClientRef } from "./client.schema";
export { updateClient } from "./client.service";

export const clientModule: ApiModule = { name: "client", routes: clientRoutes };
