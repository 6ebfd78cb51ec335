import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "./factory";

export const clientIsolation: IsolationSuite = {
  name: "client",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's secret client" });
    return { ids: { client: c.id }, gids: { client: globalId("Client", c.id) } };
  },
  rest: {
    "GET /api/clients": () => ({ url: "/api/clients", expectStatus: 200 }),
    "POST /api/clients": () => ({ url: "/api/clients", body: { name: "B's client" }, expectStatus: 201 }),
    "PUT /api/clients/:id": (s) => ({ url: `/api/clients/${s.ids.client}`, body: { name: "hijacked" } }),
    "DELETE /api/clients/:id": (s) => ({ url: `/api/clients/${s.ids.client}` }),
  },
  graphql: {
    "Mutation.createClient": () => ({ query: `mutation { createClient(input: { name: "B's" }) { __typename } }`, expectTypename: "CreateClientPayload" }),
    "Mutation.updateClient": (s) => ({ query: `mutation($id: ID!) { updateClient(input: { id: $id, name: "hijacked" }) { __typename } }`, variables: { id: s.gids.client }, expectTypename: "NotFoundError" }),
    "Mutation.deleteClient": (s) => ({ query: `mutation($id: ID!) { deleteClient(input: { id: $id }) { __typename } }`, variables: { id: s.gids.client }, expectTypename: "NotFoundError" }),
  },
  nodes: { Client: (s) => s.gids.client },
};
