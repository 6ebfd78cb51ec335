import * as yup from "yup";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { searchWorkspace, toSearchJson } from "./search.service";

/** A search result as REST answers it (toSearchJson). */
const searchHitJson = servedBy(j.object({
  type: j.string("The record's type (client, project, invoice, ...)"), id: j.uuid(), title: j.string(), subtitle: j.nullable(j.string()),
  url: j.string("The record's page in the app"),
}, "SearchResult"), toSearchJson);

export const searchRoutes: RestRoute[] = [
  {
    method: "GET",
    url: "/api/search",
    doc: { summary: "Search the workspace", tag: "Search", query: yup.object({ q: yup.string().label("The text searched for") }),
      response: j.object({ results: j.array(searchHitJson) }, "SearchResults"),
    },
    handler: async (ctx, req) => ({ results: (await searchWorkspace(ctx, req.query.q)).map(toSearchJson) }),
  },
];
