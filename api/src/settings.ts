import type { AnyObjectSchema } from "yup";
import type { User } from "./generated/prisma/client";
import type { ServiceContext } from "./context";
import { ValidationError } from "./errors";
import { publishSignal } from "./pubsub";
import { validateWith } from "@common/validation";
import type { RestRoute } from "./rest/registry";
import type { JsonOf, JsonSchema, ObjectShape, Shape } from "./rest/shape";
import { builder } from "./graphql/builder";
import { mutationResult } from "./graphql/errors";

/*
 * The workspace's settings, one convention for all of them. Each section (the invoices' paper size, the workspace's
 * time zone, ...) is declared once, by the module that owns it, in its `<module>.settings.ts` (`defineSettings`,
 * loaded by the module's face), and everything else is derived from the declarations:
 *
 *   REST      GET /api/settings/<section> answers the section; PUT /api/settings/<section> takes any of its fields
 *             (fields left out keep their value) and answers the whole section; each section is a path of its own in
 *             the API document, with its shape as the answer and its schema as the body (a section nobody declares
 *             is a plain 404)
 *   GraphQL   `User.settings: Settings!` with one field per section (`InvoiceSettings`, ...), and one mutation,
 *             `updateSettings(input: { <section>: { <field>: ... } })`, answering the settings and the user
 *
 * A write validates each section sent as a whole, its stored values with the fields sent over them, with the section's
 * Yup schema of common/ (the form's messages; in GraphQL a field error is named `<section>.<field>`), refuses every
 * section when any is invalid, and writes only the fields sent (no read to merge into, so two saves of different
 * fields cannot undo each other). Sections are the signed-in workspace's own: read from its row, written by its id.
 */

type Props = Record<string, Shape<unknown>>;

/** A settings section, as its module declares it. */
interface SettingsDeclaration<P extends Props = Props> {
  /** its name: the REST path's last segment and the field of `Settings` and `UpdateSettingsInput` (lowercase letters) */
  section: string;
  /** what the API documentation calls it ("the invoice settings") */
  title: string;
  /** the shared schema of common/ its writes are validated with (the Settings page's too); its fields are the shape's */
  schema: AnyObjectSchema;
  /** what it answers, named (`j.object({ paperSize: ... }, "InvoiceSettings")`): the REST schema and the GraphQL type */
  shape: ObjectShape<P>;
  /** the section as stored, from the workspace's row */
  read(user: User, ctx: ServiceContext): JsonOf<ObjectShape<P>> | Promise<JsonOf<ObjectShape<P>>>;
  /** writes the fields sent (validated); answers the workspace's row when the write changed it */
  write(ctx: ServiceContext, changes: Partial<JsonOf<ObjectShape<P>>>): Promise<User | void>;
}

interface Section {
  declaration: SettingsDeclaration;
  fields: string[];
  type: ReturnType<typeof sectionType>;
  input: ReturnType<typeof sectionInput>;
}

const sections = new Map<string, Section>();

/**
 * Declares a settings section (once, in its module's `<module>.settings.ts`, loaded by the module's face): its REST
 * routes and its GraphQL fields join the workspace's settings.
 */
export function defineSettings<P extends Props>(d: SettingsDeclaration<P>): SettingsDeclaration<P> {
  const known = sections.get(d.section);
  if (known?.declaration === (d as unknown as SettingsDeclaration)) return d;
  if (known) throw new Error(`the settings section "${d.section}" is declared twice`);
  if (!/^[a-z]+$/.test(d.section)) throw new Error(`a settings section's name is lowercase letters: "${d.section}"`);
  if (!d.shape.name) throw new Error(`the settings section "${d.section}" needs a named shape (its GraphQL type)`);
  const fields = Object.keys(d.shape.props);
  const validated = Object.keys(d.schema.fields);
  if (fields.join() !== validated.join()) {
    throw new Error(`the settings section "${d.section}": its shape has ${fields.join(", ")}, its schema ${validated.join(", ")}`);
  }
  const declaration = d as unknown as SettingsDeclaration;
  sections.set(d.section, { declaration, fields, type: sectionType(declaration), input: sectionInput(declaration) });
  return d;
}

/** Every declared section, in the order the modules load. */
const declared = (): Section[] => [...sections.values()];

/** The fields of a section's input that were sent (GraphQL leaves the others undefined; REST may send others: ignored). */
function sentFields(section: Section, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(section.fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));
}

/**
 * Writes the sections in `input` (`{ <section>: { <field>: value } }`): each is validated whole (stored values with
 * the sent ones over them), nothing is written unless all are valid, then each writes the fields sent. `prefixed`:
 * field errors named `<section>.<field>` (GraphQL, where several sections are sent at once). Answers the
 * workspace's row as written.
 */
async function updateSettings(ctx: ServiceContext, input: Record<string, unknown>, opts: { prefixed: boolean }): Promise<User> {
  const user = ctx.viewer.user;
  const errors: Record<string, string> = {};
  const writes: [Section, Record<string, unknown>][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const section = sections.get(name);
    if (!section) throw new ValidationError({ [name]: `Unknown settings section "${name}"` });
    if (typeof value !== "object" || Array.isArray(value)) {
      errors[opts.prefixed ? name : "_"] = "Expected a JSON object";
      continue;
    }
    const sent = sentFields(section, value as Record<string, unknown>);
    const stored = (await section.declaration.read(user, ctx)) as Record<string, unknown>;
    const r = validateWith(section.declaration.schema, { ...stored, ...sent });
    if (!r.ok) {
      for (const [field, message] of Object.entries(r.errors)) errors[opts.prefixed ? `${name}.${field}` : field] = message;
      continue;
    }
    const value2 = r.value as Record<string, unknown>;
    writes.push([section, Object.fromEntries(Object.keys(sent).map((f) => [f, value2[f]]))]);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  let written = user;
  for (const [section, changes] of writes) {
    if (Object.keys(changes).length === 0) continue;
    written = (await section.declaration.write(ctx, changes)) ?? written;
  }
  if (writes.some(([, changes]) => Object.keys(changes).length > 0)) publishSignal(ctx.pubsub, ctx.viewer.id, "user.updated", ctx.viewer.id);
  return written;
}

/** `GET` and `PUT /api/settings/<section>` of every declared section (explicit paths: the document types each). */
export function settingsRoutes(): RestRoute[] {
  return declared().flatMap(({ declaration: d }): RestRoute[] => [
    {
      method: "GET", url: `/api/settings/${d.section}`,
      doc: { summary: `Read ${d.title}`, tag: "Settings", response: d.shape },
      handler: async (ctx) => d.read(ctx.viewer.user, ctx),
    },
    {
      method: "PUT", url: `/api/settings/${d.section}`,
      doc: {
        summary: `Update ${d.title}`, tag: "Settings", body: d.schema, partialBody: true, response: d.shape,
        description: "Send any of the section's fields: those left out keep their value. Answers the whole section.",
      },
      handler: async (ctx, req) => d.read(await updateSettings(ctx, { [d.section]: req.body }, { prefixed: false }), ctx),
    },
  ]);
}

// ---- GraphQL -----------------------------------------------------------------------------------------------------

/** What a shape's field is in GraphQL: a scalar, a named object (its own type), or a list of one of those; maybe null. */
type FieldKind =
  | { kind: "scalar"; type: "String" | "Int" | "Float" | "Boolean" }
  | { kind: "object"; shape: ObjectShape<Props> }
  | { kind: "list"; of: FieldKind };
interface FieldType { of: FieldKind; nullable: boolean; description?: string }

const sentence = (text: unknown) => (typeof text === "string" && text ? (text.endsWith(".") ? text : `${text}.`) : "");

/** The GraphQL type of a shape's field (its JSON Schema: text, integer, number or boolean, a named object, a list; maybe null). */
function fieldTypeOf(section: string, field: string, shape: Shape<unknown>): FieldType {
  const nested = shape as Shape<unknown> & { inner?: Shape<unknown>; items?: Shape<unknown>; props?: Props; name?: string };
  if (nested.inner) return { ...fieldTypeOf(section, field, nested.inner), nullable: true };
  if (nested.items) {
    const item = fieldTypeOf(section, field, nested.items);
    if (item.nullable) throw new Error(`the settings section "${section}": ${field} is a list of nullable values`);
    return { of: { kind: "list", of: item.of }, nullable: false };
  }
  if (nested.props) {
    if (!nested.name) throw new Error(`the settings section "${section}": ${field} is an object without a name (its GraphQL type)`);
    return { of: { kind: "object", shape: nested as ObjectShape<Props> }, nullable: false };
  }
  const schema: JsonSchema = shape.schema((_name, make) => make());
  const types = ([] as unknown[]).concat(schema.type);
  const nullable = types.includes("null");
  const kind = types.find((ty) => ty !== "null");
  const type = kind === "string" ? "String" : kind === "integer" ? "Int" : kind === "number" ? "Float" : kind === "boolean" ? "Boolean" : null;
  if (!type) throw new Error(`the settings section "${section}": ${field} is not text, a number, a boolean, a named object or a list (a GraphQL type)`);
  const description = [sentence(schema.description), Array.isArray(schema.enum) ? `One of ${schema.enum.filter((v) => v !== null).join(", ")}.` : ""]
    .filter(Boolean).join(" ");
  return { of: { kind: "scalar", type }, nullable, ...(description ? { description } : {}) };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// the object types and input types of named nested shapes, made once each (two sections may share one)
const nestedTypes = new Map<string, unknown>();
const nestedInputs = new Map<string, unknown>();

/** The GraphQL output type of a field kind (Pothos's type reference: a scalar's name, an object ref, or `[ref]`). */
function outputType(section: string, k: FieldKind): any {
  if (k.kind === "scalar") return k.type;
  if (k.kind === "list") return [outputType(section, k.of)];
  const name = k.shape.name!;
  let ref = nestedTypes.get(name);
  if (!ref) {
    ref = builder.objectRef<Record<string, unknown>>(name).implement({ fields: (t) => objectFields(section, t, k.shape) });
    nestedTypes.set(name, ref);
  }
  return ref;
}

function inputTypeOf(section: string, k: FieldKind): any {
  if (k.kind === "scalar") return k.type;
  if (k.kind === "list") return [inputTypeOf(section, k.of)];
  const name = `${k.shape.name!}Input`;
  let ref = nestedInputs.get(name);
  if (!ref) {
    ref = builder.inputType(name, { fields: (t) => inputFields(section, t, k.shape, true) });
    nestedInputs.set(name, ref);
  }
  return ref;
}

function objectFields(section: string, t: any, shape: ObjectShape<Props>) {
  return Object.fromEntries(Object.entries(shape.props).map(([field, s]) => {
    const f = fieldTypeOf(section, field, s);
    return [field, t.field({ type: outputType(section, f.of), nullable: f.nullable, description: f.description, resolve: (v: Record<string, unknown>) => v[field] as never })];
  }));
}

/** An input's fields: a section's are all optional (those left out keep their value); a nested object's as its shape says. */
function inputFields(section: string, t: any, shape: ObjectShape<Props>, nested: boolean) {
  return Object.fromEntries(Object.keys(shape.props).map((field) => {
    const f = fieldTypeOf(section, field, shape.props[field]);
    return [field, t.field({ type: inputTypeOf(section, f.of), required: nested && !f.nullable, description: f.description })];
  }));
}

function sectionType(d: SettingsDeclaration) {
  return builder.objectRef<Record<string, unknown>>(d.shape.name!).implement({
    description: `${capitalized(d.title)} of the workspace (REST: GET and PUT /api/settings/${d.section}).`,
    fields: (t) => objectFields(d.section, t, d.shape as ObjectShape<Props>),
  });
}

function sectionInput(d: SettingsDeclaration) {
  return builder.inputType(`${d.shape.name}Input`, {
    description: `Any of the fields of ${d.title}: those left out keep their value (text is checked by the service, with the form's messages).`,
    fields: (t) => inputFields(d.section, t, d.shape as ObjectShape<Props>, false),
  });
}

/** The workspace's settings: one field per section, each read from the workspace's row. */
const SettingsRef = builder.objectRef<User>("Settings").implement({
  description: "The workspace's settings, one field per section (REST: GET and PUT /api/settings/<section>).",
  fields: (t) => Object.fromEntries(declared().map((s) => [s.declaration.section, t.field({
    type: s.type, description: `${capitalized(s.declaration.title)}.`,
    resolve: (user, _args, ctx) => s.declaration.read(user, ctx) as Record<string, unknown>,
  })])),
});

builder.prismaObjectField("User", "settings", (t) =>
  t.field({ type: SettingsRef, description: "The workspace's settings.", resolve: (user) => user }));

const UpdateSettingsInput = builder.inputType("UpdateSettingsInput", {
  description: "The sections to change, each with any of its fields; sections and fields left out keep their value.",
  fields: (t) => Object.fromEntries(declared().map((s) => [s.declaration.section, t.field({ type: s.input, required: false })])),
});

const UpdateSettingsPayload = builder.objectRef<{ user: User }>("UpdateSettingsPayload").implement({
  fields: (t) => ({
    settings: t.field({ type: SettingsRef, description: "Every section as written.", resolve: (p) => p.user }),
    user: (t as any).prismaField({ type: "User", description: "The workspace's user, for screens that show its fields.", resolve: (_q: unknown, p: { user: User }) => p.user }),
  }),
});

builder.mutationField("updateSettings", (t) =>
  t.field({
    type: UpdateSettingsPayload,
    description: "Changes settings of the workspace: any sections, any of their fields. Nothing is written when a value is refused.",
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ user: await updateSettings(ctx, input as Record<string, unknown>, { prefixed: true }) }),
  }),
);
