import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";

export const userIsolation: IsolationSuite = {
  name: "user",
  seed: async (_t, a) => ({ ids: { user: a.user.id }, gids: { user: globalId("User", a.user.id) } }),
  rest: {
    // acts on the caller's own account only: B's brand settings change, A's stay as they were
    "PUT /api/brand-settings": () => ({ url: "/api/brand-settings", body: { companyName: "B Co", brandColor: "#112233" }, expectStatus: 200 }),
  },
  graphql: {
    "Query.viewer": () => ({ query: "{ viewer { id email companyName sidebarCounts { clients activeProjects overdueTasks unreadMessages } } }" }),
    "Query.node": (s) => ({ query: `query($id: ID!) { node(id: $id) { id } }`, variables: { id: s.gids.user } }),
    "Query.nodes": (s) => ({ query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: [s.gids.user] } }),
    "Mutation.updateProfile": () => ({ query: `mutation { updateProfile(input: { timeZone: "Asia/Tokyo" }) { __typename } }`, expectTypename: "UpdateProfilePayload" }),
    "Mutation.updateBrandSettings": () => ({ query: `mutation { updateBrandSettings(input: { brandColor: "#445566" }) { __typename } }`, expectTypename: "UpdateBrandSettingsPayload" }),
    "Subscription.sidebarCountsUpdated": () => ({ query: "subscription { sidebarCountsUpdated { clients } }" }),
  },
  nodes: { User: (s) => s.gids.user },
};
