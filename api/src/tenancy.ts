import { isUuid } from "@common/validation";
import { NotFoundError, ValidationError } from "./errors";
import { PROJECT_OF_OTHER_CLIENT_MESSAGE } from "@common/task";
import type { ServiceContext } from "./context";

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

/**
 * The project and client a record links to (a task's, message's or file's; a project's client) and the team member
 * it is assigned to (a task's) must be the viewer's (another tenant's is as unknown as a missing one), and when both a
 * project and a client are given the project must be one of that client's. A statement per link given; records never
 * change owner, so no transaction is needed around the checks and the write (a link deleted in between is refused by
 * the foreign key).
 */
export async function assertOwnLinks(ctx: ServiceContext, data: { projectId?: string | null; clientId?: string | null; assigneeId?: string | null }) {
  const project = data.projectId
    ? await findOwnedOrThrow(ctx, "Project", data.projectId, (where) => ctx.prisma.project.findFirst({ where, select: { clientId: true } }))
    : null;
  if (data.clientId) await findOwnedOrThrow(ctx, "Client", data.clientId, (where) => ctx.prisma.client.findFirst({ where, select: { id: true } }));
  if (data.assigneeId) await findOwnedOrThrow(ctx, "Team member", data.assigneeId, (where) => ctx.prisma.teamMember.findFirst({ where, select: { id: true } }));
  if (project && data.clientId && project.clientId !== data.clientId) throw new ValidationError({ projectId: PROJECT_OF_OTHER_CLIENT_MESSAGE });
}
