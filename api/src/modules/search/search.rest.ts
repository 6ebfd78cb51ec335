import type { RestRoute } from "../../rest/registry";
import { searchWorkspace, toSearchJson } from "./search.service";

export const searchRoutes: RestRoute[] = [
  {
    method: "GET",
    url: "/api/search",
    handler: async (ctx, req) => ({ results: (await searchWorkspace(ctx, req.query.q)).map(toSearchJson) }),
  },
];
