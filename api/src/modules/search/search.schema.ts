import { builder } from "../../graphql/builder";
import { asUserInputError } from "../../graphql/errors";
import { searchEntries } from "../../search/registry";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, searchWorkspace } from "./search.service";

/** the union member of each record read for a search (its entry's GraphQL type) */
const typeOf = new WeakMap<object, string>();

const SearchResultRef = builder.unionType("SearchResult", {
  description: "A record the workspace search found: a client, project, task, invoice, message, file, event or contract (proposals are contracts).",
  types: () => [...new Set(searchEntries().map((e) => e.ref))],
  resolveType: (record) => typeOf.get(record as object) ?? null,
});

builder.prismaObjectField("User", "search", (t) =>
  t.field({
    type: [SearchResultRef],
    description: `The workspace's records matching the text, best first: at most ${SEARCH_MAX_RESULTS} (first), 5 per type; ` +
      `the text is at most ${SEARCH_MAX_LENGTH} characters, an empty one finds nothing.`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: async (_user, { query, first }, ctx) => {
      const hits = await asUserInputError(() => searchWorkspace(ctx, query, first));
      const entries = new Map(searchEntries().map((e) => [e.type, e]));
      // the records of each type found, read by id (one read per type present, whatever their number)
      const idsByDelegate = new Map<string, string[]>();
      for (const h of hits) {
        const d = entries.get(h.type)!.delegate;
        idsByDelegate.set(d, [...(idsByDelegate.get(d) ?? []), h.id]);
      }
      const records = new Map<string, object>();
      await Promise.all([...idsByDelegate].map(async ([delegate, ids]) => {
        const rows: { id: string }[] = await (ctx.prisma as any)[delegate].findMany({ where: { userId: ctx.viewer.id, id: { in: ids } } });
        for (const r of rows) records.set(r.id, r);
      }));
      return hits.flatMap((h) => {
        const r = records.get(h.id);
        if (!r) return [];
        typeOf.set(r, entries.get(h.type)!.node);
        return [r];
      });
    },
  }),
);
