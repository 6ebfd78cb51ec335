import { builder } from "./builder";
import { globalId } from "./util";

/**
 * The `{ <field>: <Entity>! }` payload of a create or update mutation, e.g. CreateClientPayload { client }. The
 * record is the row the write returned (every column), so the field is a prisma field: its scalars are read off that
 * row, with no second read of the record (only relations the document selects are loaded).
 */
export function recordPayload<F extends string>(name: string, field: F, ref: Parameters<typeof builder.objectRef>[0] | any, description?: string) {
  return builder.objectRef<Record<F, { id: string }>>(name).implement({
    fields: (t) => ({ [field]: (t as any).prismaField({ type: ref, description, resolve: (_query: unknown, p: Record<F, { id: string }>) => p[field] }) }) as never,
  });
}

/** The `{ deleted<Entity>Id: ID! }` payload of a delete mutation (a Relay global id, for @deleteEdge). */
export function deletedPayload(entity: string) {
  return builder.objectRef<{ id: string }>(`Delete${entity}Payload`).implement({
    fields: (t) => ({ [`deleted${entity}Id`]: t.id({ resolve: (p) => globalId(entity, p.id) }) }),
  });
}
