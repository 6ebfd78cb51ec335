import { encodeGlobalID } from "@pothos/plugin-relay";

/** GraphQL leaves omitted input fields undefined; only what was sent reaches the service. */
function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The Relay global id of a record (what `node(id:)` and the `id` fields use). */
export const globalId = (typename: string, id: string) => encodeGlobalID(typename, id);

/**
 * GraphQL input -> service input: the named global-id fields become UUIDs (an explicit null stays null, meaning
 * "no link"), and fields left out stay out.
 */
export function serviceInput(fields: object, globalIdFields: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of globalIdFields) {
    const ref = out[key] as { id: string } | null | undefined;
    out[key] = ref === undefined ? undefined : ref?.id ?? null;
  }
  return stripUndefined(out);
}
