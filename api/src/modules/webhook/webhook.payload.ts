import type { DomainEvent } from "../../generated/prisma/client";
import { declarationOf, extraFieldsOf } from "../../domain-events";

/*
 * What of a domain event leaves the product in a webhook: an allow-list, per entity, of the record fields an endpoint
 * receives (in `record` and as the keys of `changes`: the record type's `publicFields`), and per event type the
 * payload fields it adds (its spec's `extra`), both declared with the record type (defineRecord). Anything not
 * listed stays inside: secrets (a contract page's token hash and nonce), a third person's traces (the signer's IP
 * address and browser), storage keys, e-mail bookkeeping, integrations' raw data, automation internals. A column
 * added to a table is not sent until its declaration lists it.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const pick = (o: Record<string, unknown>, allowed: ReadonlySet<string>) => Object.fromEntries(Object.entries(o).filter(([k]) => allowed.has(k)));

/** The record fields sent for an entity: its declaration's public fields (the owner's `userId` never is). */
const fieldSets = new Map<string, ReadonlySet<string>>();
function recordFields(entity: string): ReadonlySet<string> {
  let set = fieldSets.get(entity);
  if (!set) fieldSets.set(entity, (set = new Set(declarationOf(entity)?.publicFields ?? [])));
  return set;
}

/** The event's payload as an endpoint receives it: its allowed record fields, changes and extras only. */
export function webhookPayload(event: Pick<DomainEvent, "type" | "entityType" | "payload">): Record<string, unknown> {
  const payload = isObject(event.payload) ? event.payload : {};
  const fields = recordFields(event.entityType);
  const out: Record<string, unknown> = pick(payload, new Set(extraFieldsOf(event.type)));
  if (isObject(payload.record)) out.record = pick(payload.record, fields);
  if (isObject(payload.changes)) out.changes = pick(payload.changes, fields);
  return out;
}
