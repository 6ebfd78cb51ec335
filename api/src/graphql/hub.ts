import type { ServiceContext } from "../context";

/*
 * The hub pages' blocks (a client's hub, a project's page). A module whose records show on a hub adds their
 * connection to the client or the project in its own `<module>.hub.ts` (`builder.prismaObjectFields("Client", ...)`
 * with `hubBlock(...)`), which its web block reads with the record's id; nothing else names it. Pothos loads a
 * relation of the query's record in one statement whatever its number of rows. A hub's records are the viewer's: links
 * are checked when written (assertOwnLinks), and the relation filter adds the viewer all the same.
 */

/** Rows a block may ask for at most (a block shows 5). */
const HUB_BLOCK_MAX = 20;
const NEWEST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * A hub block's connection options: the viewer's related records matching `where`, newest first unless `orderBy`
 * says otherwise.
 */
export function hubBlock<W extends object, O>(description: string, where?: (ctx: ServiceContext) => W, orderBy?: O) {
  return {
    cursor: "id" as const,
    maxSize: HUB_BLOCK_MAX,
    description,
    query: (_args: unknown, ctx: ServiceContext) => ({ where: { userId: ctx.viewer.id, ...where?.(ctx) }, orderBy: orderBy ?? NEWEST }),
  };
}
