import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeApiToken } from "./factory";

export const apiTokenIsolation: IsolationSuite = {
  name: "api-token",
  seed: async (t, a) => {
    const record = await makeApiToken(t.app, a, { name: "A's script" });
    return { ids: { apiToken: record.id }, gids: { apiToken: globalId("ApiToken", record.id) } };
  },
  rest: {
    "GET /api/tokens": () => ({ url: "/api/tokens", expectStatus: 200 }),
    "POST /api/tokens": () => ({ url: "/api/tokens", body: { name: "B's script", scope: "read" }, expectStatus: 201 }),
    "DELETE /api/tokens/:id": (s) => ({ url: `/api/tokens/${s.ids.apiToken}` }),
  },
  graphql: {
    "User.apiTokens": () => ({ query: `{ viewer { apiTokens { id name prefix } } }` }),
    "Mutation.createApiToken": () => ({ query: `mutation { createApiToken(input: { name: "B's", scope: "read" }) { __typename } }`, expectTypename: "CreateApiTokenPayload" }),
    "Mutation.revokeApiToken": (s) => ({ query: `mutation($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }`, variables: { id: s.gids.apiToken }, expectTypename: "NotFoundError" }),
  },
  nodes: {},
};
