import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "./factory";

export const projectIsolation: IsolationSuite = {
  name: "project",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's project client" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "A's secret project", budget: 9000 });
    return { ids: { project: p.id, projectClient: c.id }, gids: { project: globalId("Project", p.id), projectClient: globalId("Client", c.id) } };
  },
  rest: {
    "GET /api/projects": () => ({ url: "/api/projects", expectStatus: 200 }),
    // B cannot file a project under A's client
    "POST /api/projects": (s) => ({ url: "/api/projects", body: { name: "B's project", clientId: s.ids.projectClient } }),
    "PUT /api/projects/:id": (s) => ({ url: `/api/projects/${s.ids.project}`, body: { name: "hijacked", status: "completed" } }),
    "DELETE /api/projects/:id": (s) => ({ url: `/api/projects/${s.ids.project}` }),
  },
  graphql: {
    "Mutation.createProject": (s) => ({ query: `mutation($c: ID!) { createProject(input: { name: "B's", clientId: $c }) { __typename } }`,
      variables: { c: s.gids.projectClient }, expectTypename: "NotFoundError" }),
    "Mutation.updateProject": (s) => ({ query: `mutation($id: ID!) { updateProject(input: { id: $id, name: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.project }, expectTypename: "NotFoundError" }),
    "Mutation.deleteProject": (s) => ({ query: `mutation($id: ID!) { deleteProject(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.project }, expectTypename: "NotFoundError" }),
  },
  nodes: { Project: (s) => s.gids.project },
};
