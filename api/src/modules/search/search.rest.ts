import * as yup from "yup";
import type { RestRoute } from "../../rest/registry";
import { searchWorkspace, toSearchJson } from "./search.service";

export const searchRoutes: RestRoute[] = [
  {
    method: "GET",
    url: "/api/search",
    doc: { summary: "Search the workspace", tag: "Search", query: yup.object({ q: yup.string().label("The text searched for") }) },
    handler: async (ctx, req) => ({ results: (await searchWorkspace(ctx, req.query.q)).map(toSearchJson) }),
  },
];
