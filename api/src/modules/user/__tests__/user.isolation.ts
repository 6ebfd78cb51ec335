import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";

export const userIsolation: IsolationSuite = {
  name: "user",
  seed: async (_t, a) => ({ ids: { user: a.user.id }, gids: { user: globalId("User", a.user.id) } }),
  rest: {
    // acts on the caller's own account only: B's brand settings change, A's stay as they were
    "PUT /api/brand-settings": () => ({ url: "/api/brand-settings", body: { companyName: "B Co", brandColor: "#112233" }, expectStatus: 200 }),
    // the profile and workspace settings: B reads and writes its own sections; A's row stays as it is
    "GET /api/settings/profile": () => ({ url: "/api/settings/profile", expectStatus: 200 }),
    "PUT /api/settings/profile": () => ({ url: "/api/settings/profile", body: { firstName: "B" }, expectStatus: 200 }),
    "GET /api/settings/workspace": () => ({ url: "/api/settings/workspace", expectStatus: 200 }),
    "PUT /api/settings/workspace": () => ({ url: "/api/settings/workspace", body: { timeZone: "Asia/Tokyo" }, expectStatus: 200 }),
    "GET /api/settings/numbers": () => ({ url: "/api/settings/numbers", expectStatus: 200 }),
    "PUT /api/settings/numbers": () => ({ url: "/api/settings/numbers", body: { format: "1.234,56" }, expectStatus: 200 }),
  },
  graphql: {
    "Query.viewer": () => ({ query: "{ viewer { id email companyName sidebarCounts { clients activeProjects overdueTasks unreadMessages } } }" }),
    "Query.node": (s) => ({ query: `query($id: ID!) { node(id: $id) { id } }`, variables: { id: s.gids.user } }),
    "Query.nodes": (s) => ({ query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: [s.gids.user] } }),
    // every section of the settings (settings.ts), read and written as B's own
    "User.settings": () => ({ query: "{ viewer { settings { invoices { paperSize } profile { firstName lastName } workspace { timeZone } numbers { format } } } }" }),
    "Mutation.updateSettings": () => ({
      query: `mutation { updateSettings(input: { invoices: { paperSize: "Letter" }, profile: { lastName: "B" }, workspace: { timeZone: "Asia/Tokyo" } }) { __typename } }`,
      expectTypename: "UpdateSettingsPayload" }),
    "Mutation.updateBrandSettings": () => ({ query: `mutation { updateBrandSettings(input: { brandColor: "#445566" }) { __typename } }`, expectTypename: "UpdateBrandSettingsPayload" }),
    "Subscription.sidebarCountsUpdated": () => ({ query: "subscription { sidebarCountsUpdated { clients } }" }),
  },
  nodes: { User: (s) => s.gids.user },
};
