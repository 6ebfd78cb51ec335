// The project module's face.
import "./project.record";
import "./project.schema";
import "./project.search";
import "./project.hub";
import type { ApiModule } from "../../module";
import { projectRoutes } from "./project.rest";

export { Priority, ProjectRef } from "./project.schema";
export { updateProject } from "./project.service";

export const projectModule: ApiModule = { name: "project", routes: projectRoutes };
