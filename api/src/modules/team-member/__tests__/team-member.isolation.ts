import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeTeamMember } from "./factory";

export const teamMemberIsolation: IsolationSuite = {
  name: "team-member",
  seed: async (t, a) => {
    const m = await makeTeamMember(t.app, a, { name: "A's designer" });
    return { ids: { teamMember: m.id }, gids: { teamMember: globalId("TeamMember", m.id) } };
  },
  rest: {
    "GET /api/team-members": () => ({ url: "/api/team-members", expectStatus: 200 }),
    "POST /api/team-members": () => ({ url: "/api/team-members", body: { name: "B's member" }, expectStatus: 201 }),
    "PUT /api/team-members/:id": (s) => ({ url: `/api/team-members/${s.ids.teamMember}`, body: { name: "hijacked" } }),
    "DELETE /api/team-members/:id": (s) => ({ url: `/api/team-members/${s.ids.teamMember}` }),
  },
  graphql: {
    "Mutation.createTeamMember": () => ({ query: `mutation { createTeamMember(input: { name: "B's" }) { __typename } }`, expectTypename: "CreateTeamMemberPayload" }),
    "Mutation.updateTeamMember": (s) => ({ query: `mutation($id: ID!) { updateTeamMember(input: { id: $id, name: "x" }) { __typename } }`, variables: { id: s.gids.teamMember }, expectTypename: "NotFoundError" }),
    "Mutation.deleteTeamMember": (s) => ({ query: `mutation($id: ID!) { deleteTeamMember(input: { id: $id }) { __typename } }`, variables: { id: s.gids.teamMember }, expectTypename: "NotFoundError" }),
  },
  nodes: { TeamMember: (s) => s.gids.teamMember },
};
