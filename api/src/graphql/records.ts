import type { InputObjectRef } from "@pothos/core";
import type { ServiceContext } from "../context";
import { ownedWhere } from "../tenancy";
import type { PageModel } from "../db/pages";
import { builder } from "./builder";
import { ownedConnection } from "./connections";
import { mutationResult } from "./errors";
import { deletedPayload, recordPayload } from "./payloads";
import { serviceInput } from "./util";

/**
 * The Node options of a tenant's record type (`builder.prismaNode("Client", { ...ownedNode, fields })`): the global
 * id over `id`, and a foreign or malformed id resolves to null exactly like a missing one.
 */
export const ownedNode = { id: { field: "id" }, nullable: true, findUnique: (id: string, ctx: ServiceContext) => ownedWhere(ctx, id) } as const;

type InputFields = (t: any) => Record<string, any>;
/** A decoded global id of an input (its typename is checked against the record type). */
type GlobalId = { typename: string; id: string };
type RecordInput<Extra> = InputObjectRef<any, Extra & Record<string, any>>;

/** The description of `unchangedSince`, the version an editor read, wherever an update takes it. */
export const UNCHANGED_SINCE_DESCRIPTION =
  "The record's updatedAt as the editor read it: when the record has changed since, nothing is written and the answer is a ConflictError.";

/**
 * The inputs of a record's create and update mutations: `Create<Entity>Input` with every field optional (the
 * service validates and answers with the form's messages) and `Update<Entity>Input` with the record's global `id`
 * too, and, when the module's update takes it, `unchangedSince`. Fields left out of an update keep their stored value.
 */
function recordInputs(entity: string, ref: any, fields: InputFields, versioned: boolean, createFields: InputFields = fields) {
  return {
    CreateInput: builder.inputType(`Create${entity}Input`, { fields: (t) => createFields(t) }) as RecordInput<object>,
    UpdateInput: builder.inputType(`Update${entity}Input`, {
      fields: (t) => ({
        id: t.globalID({ required: true, for: ref }),
        ...(versioned ? { unchangedSince: t.field({ type: "DateTime", description: UNCHANGED_SINCE_DESCRIPTION }) } : {}),
        ...fields(t),
      }),
    }) as RecordInput<{ id: GlobalId; unchangedSince?: Date | null }>,
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

/**
 * `User.<field>`: the viewer's records of `model` as a Relay connection (`<Model>Connection` of `<Model>Edge`s),
 * newest first, a page one SQL statement (ownedConnection).
 */
export function viewerConnection(field: string, model: PageModel, description?: string) {
  builder.prismaObjectField("User", field, (t) =>
    (t as any).prismaConnection({ type: model, cursor: "id", description, ...ownedConnection(model) },
      { name: `${model}Connection` }, { name: `${model}Edge` }));
}

type RecordWrite = (ctx: ServiceContext, input: Record<string, unknown>) => Promise<{ id: string }>;
/** An update: `read` is the version the editor read (`unchangedSince`), when it sent one. */
type RecordChange = (ctx: ServiceContext, id: string, input: Record<string, unknown>, read?: Date) => Promise<{ id: string }>;

/** What `recordMutations` needs of a module: its input fields, its payload field and its service's three writes. */
interface RecordMutationsSpec {
  /** The payload's field (`client` in CreateClientPayload { client }). */
  field: string;
  fields: InputFields;
  /** The create input's fields, when some are required there (the update's are all optional); `fields` otherwise. */
  createFields?: InputFields;
  /** The input fields that name other records by global id (passed to the service as UUIDs). */
  links?: readonly string[];
  create: RecordWrite;
  update: RecordChange;
  /**
   * The update takes the version the editor read (its `read`): `Update<Entity>Input` gets `unchangedSince`, and a
   * record changed since answers ConflictError instead of being overwritten. Every module's update should.
   */
  versioned?: boolean;
  remove: (ctx: ServiceContext, id: string) => Promise<{ id: string }>;
  createDescription?: string;
  payloadDescription?: string;
  /** Runs around the create and update services (e.g. to answer a service error as a field message). */
  around?: <T>(run: () => Promise<T>) => Promise<T>;
}

/**
 * A record's `create<Entity>`, `update<Entity>` and `delete<Entity>` mutations (inputs from `recordInputs`, payloads
 * `{ <field>: <Entity>! }`, errors as the result union), each translating its input for the service. Returns the
 * payload builder, for the module's other mutations that answer the record.
 */
export function recordMutations(entity: string, ref: any, spec: RecordMutationsSpec) {
  const { field, links = [], around = (run) => run() } = spec;
  const { CreateInput, UpdateInput } = recordInputs(entity, ref, spec.fields, spec.versioned ?? false, spec.createFields);
  const Payload = (name: string) => recordPayload(name, field, ref, spec.payloadDescription);
  builder.mutationField(`create${entity}`, (t) =>
    t.field({
      type: Payload(`Create${entity}Payload`),
      description: spec.createDescription,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      errors: mutationResult,
      resolve: (_root, { input }, ctx) => around(async () => ({ [field]: await spec.create(ctx, serviceInput(input, links)) })),
    }),
  );
  builder.mutationField(`update${entity}`, (t) =>
    t.field({
      type: Payload(`Update${entity}Payload`),
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      errors: mutationResult,
      resolve: (_root, { input: { id, unchangedSince, ...fields } }, ctx) =>
        around(async () => ({ [field]: await spec.update(ctx, id.id, serviceInput(fields, links), unchangedSince ?? undefined) })),
    }),
  );
  deleteRecordMutation(entity, ref, spec.remove);
  return { Payload };
}
