// The user module's face: the viewer, the profile, workspace and number settings, brand settings and the sidebar counts.
import "./user.schema";
import "./user.settings";
import "./user.numbers.settings";
import type { ApiModule } from "../../module";
import { userRoutes } from "./user.rest";

export { getViewer, toUserJson } from "./user.service";
export { userJson } from "./user.rest";

export const userModule: ApiModule = { name: "user", routes: userRoutes };
