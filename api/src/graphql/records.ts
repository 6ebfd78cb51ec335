import type { InputObjectRef } from "@pothos/core";
import type { ServiceContext } from "../context";
import { builder } from "./builder";
import { mutationResult } from "./errors";
import { deletedPayload } from "./payloads";

type InputFields = (t: any) => Record<string, any>;
/** A decoded global id of an input (its typename is checked against the record type). */
type GlobalId = { typename: string; id: string };
type RecordInput<Extra> = InputObjectRef<any, Extra & Record<string, any>>;

/**
 * The inputs of a record's create and update mutations: `Create<Entity>Input` with every field optional (the
 * service validates and answers with the form's messages) and `Update<Entity>Input` with the record's global `id`
 * too. Fields left out of an update keep their stored value.
 */
export function recordInputs(entity: string, ref: any, fields: InputFields) {
  return {
    CreateInput: builder.inputType(`Create${entity}Input`, { fields: (t) => fields(t) }) as RecordInput<object>,
    UpdateInput: builder.inputType(`Update${entity}Input`, {
      fields: (t) => ({ id: t.globalID({ required: true, for: ref }), ...fields(t) }),
    }) as RecordInput<{ id: GlobalId }>,
  };
}

/** `delete<Entity>(input: { id })`, answering `{ deleted<Entity>Id }` (for Relay's @deleteEdge) or an error. */
export function deleteRecordMutation(entity: string, ref: any, remove: (ctx: ServiceContext, id: string) => Promise<{ id: string }>) {
  const DeleteInput = builder.inputType(`Delete${entity}Input`, {
    fields: (t) => ({ id: t.globalID({ required: true, for: ref }) }),
  }) as RecordInput<{ id: GlobalId }>;
  builder.mutationField(`delete${entity}`, (t) =>
    t.field({
      type: deletedPayload(entity),
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      errors: mutationResult,
      resolve: (_root, { input }, ctx) => remove(ctx, input.id.id),
    }),
  );
}
