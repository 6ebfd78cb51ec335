import { builder } from "./builder";
import { globalId } from "./util";

/** The `{ <field>: <Entity>! }` payload of a create or update mutation, e.g. CreateClientPayload { client }. */
export function recordPayload<F extends string>(name: string, field: F, ref: Parameters<typeof builder.objectRef>[0] | any, description?: string) {
  return builder.objectRef<Record<F, { id: string }>>(name).implement({
    fields: (t) => ({ [field]: t.field({ type: ref, description, resolve: (p: Record<F, { id: string }>) => p[field] as never }) }) as never,
  });
}

/** The `{ deleted<Entity>Id: ID! }` payload of a delete mutation (a Relay global id, for @deleteEdge). */
export function deletedPayload(entity: string) {
  return builder.objectRef<{ id: string }>(`Delete${entity}Payload`).implement({
    fields: (t) => ({ [`deleted${entity}Id`]: t.id({ resolve: (p) => globalId(entity, p.id) }) }),
  });
}
