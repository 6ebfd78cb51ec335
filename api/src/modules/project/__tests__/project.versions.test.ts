import { describeVersionedUpdates } from "../../../../test/versions";
import { updateProject } from "../project.service";
import { makeProject } from "./factory";

describeVersionedUpdates({
  entity: "Project", field: "project", record: "project", model: "project", path: "/api/projects", text: "name",
  make: makeProject, update: updateProject,
});
