import { isUuid } from "@common/validation";
import { NotFoundError } from "./errors";

/*
 * Every row belongs to one user (`userId`), and every read and write is limited to the viewer's rows. A foreign id
 * behaves exactly like a missing one: the same NotFoundError, the same null from `node(id:)`.
 */

/** An id no record has: a malformed id is looked up as this one, so it finds nothing. */
export const NO_ID = "00000000-0000-0000-0000-000000000000";

type Tenant = { viewer: { id: string } };

/** The unique filter of one of the viewer's records (node lookups and single-record reads). */
export function ownedWhere(ctx: Tenant, id: string): { id: string; userId: string } {
  return { id: isUuid(id) ? id : NO_ID, userId: ctx.viewer.id };
}

/**
 * One of the viewer's records, or NotFoundError("<what> not found"). `find` runs the lookup (in the caller's
 * transaction, with its own select or include): `findOwnedOrThrow(ctx, "Client", id, (where) => tx.client.findFirst({ where }))`.
 */
export async function findOwnedOrThrow<T>(ctx: Tenant, what: string, id: string,
  find: (where: { id: string; userId: string }) => Promise<T | null>): Promise<T> {
  const row = isUuid(id) ? await find({ id, userId: ctx.viewer.id }) : null;
  if (!row) throw new NotFoundError(what);
  return row;
}
