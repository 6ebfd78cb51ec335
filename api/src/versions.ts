import { Prisma } from "./generated/prisma/client";
import type { ServiceContext } from "./context";
import { ConflictError, NotFoundError } from "./errors";

/*
 * No lost updates. An update reads the stored record, merges the sent fields into it and writes the result; two saves
 * of one record at the same moment would merge into the same read, and the later write would undo the earlier one.
 * So an update is guarded by the record's version, its `updatedAt` (every write sets it): the write is made only while
 * the row still has the version the service read and merged (updateRecorded's `unchangedSince`), and, when the editor
 * sends the version it read (GraphQL `unchangedSince`, REST `updatedAt`), only when that is still the stored one.
 */

/** What a save that met another write of the same record answers (REST 409, GraphQL ConflictError). */
const changedMeanwhile = (record: string) => `This ${record} was changed at the same time. Reload it and try again.`;

/** The record an update read and merged, and the version the editor read when it sent one. */
interface GuardedUpdate {
  /** The record type as messages name it ("Client", "Team member"). */
  label: string;
  /** Its table (a name of the module's own code). */
  table: string;
  stored: { id: string; updatedAt: Date };
  read: Date | undefined;
}

/**
 * Runs an update's write (`write(unchangedSince)`, an updateRecorded with that `unchangedSince`) only when the editor's
 * version, if sent, is the stored one, and answers the written row. A save that met another answers ConflictError
 * ('This client was changed at the same time. Reload it and try again.'); a record deleted in between, NotFoundError.
 * A write that goes through is still one statement; only a refused one reads again, to tell those two apart.
 */
export async function updateUnchanged<T>(ctx: ServiceContext, g: GuardedUpdate, write: (unchangedSince: Date) => Promise<T | null>): Promise<T> {
  const changed = () => new ConflictError(changedMeanwhile(g.label.toLowerCase()));
  if (g.read !== undefined && g.read.getTime() !== g.stored.updatedAt.getTime()) throw changed();
  const row = await write(g.stored.updatedAt);
  if (row) return row;
  if (!/^[a-z_]+$/.test(g.table)) throw new Error(`not a table name: ${g.table}`);
  const still = await ctx.prisma.$queryRaw<unknown[]>`SELECT 1 FROM ${Prisma.raw(`"${g.table}"`)}
    WHERE id = ${g.stored.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid`;
  if (still.length === 0) throw new NotFoundError(g.label);
  throw changed();
}
