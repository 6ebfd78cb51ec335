import { encodeGlobalID } from "@pothos/plugin-relay";

/** GraphQL leaves omitted input fields undefined; only what was sent reaches the service. */
export function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The Relay global id of a record (what `node(id:)` and the `id` fields use). */
export const globalId = (typename: string, id: string) => encodeGlobalID(typename, id);
