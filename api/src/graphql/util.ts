import { encodeGlobalID } from "@pothos/plugin-relay";
import { isUuid } from "@common/validation";

/** GraphQL leaves omitted input fields undefined; only what was sent reaches the service. */
export function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The Relay global id of a record (what `node(id:)` and the `id` fields use). */
export const globalId = (typename: string, id: string) => encodeGlobalID(typename, id);

/** An id no record has: what a lookup uses in place of a malformed or missing one, so it finds nothing. */
export const NO_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The `findUnique` of a tenant-owned node: its id within the viewer's records. A malformed id or another tenant's
 * finds nothing (with the node declared `nullable`, `node(id:)` answers null, as for a deleted record).
 */
export function ownedNodeWhere(id: string, ctx: { viewer: { id: string } | null }): { id: string; userId: string } {
  return { id: isUuid(id) ? id : NO_ID, userId: ctx.viewer?.id ?? NO_ID };
}
