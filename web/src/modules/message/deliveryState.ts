import type { IEnvironment, RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

/** The fields of a message that describe its e-mail's delivery. */
const DELIVERY_FIELDS = ["emailSent", "emailSentAt", "notificationError", "emailAttempts"] as const;

type Delivery = Record<(typeof DELIVERY_FIELDS)[number], unknown>;

/** Settled deliveries remembered per environment; the oldest are forgotten beyond this many. */
const MAX_REMEMBERED = 200;

const settledByEnvironment = new WeakMap<IEnvironment, Map<string, Delivery>>();

/** Sent, or failed (spec: emailSent shows sent, otherwise a notificationError shows failed): both are final. */
function isSettled(record: RecordProxy): boolean {
  const error = record.getValue("notificationError");
  return record.getValue("emailSent") === true || (typeof error === "string" && error !== "");
}

/** Remembers a pushed message whose e-mail has settled, for `keepSettledDelivery`. */
export function rememberSettledDelivery(environment: IEnvironment, record: RecordProxy): void {
  if (!isSettled(record)) return;
  let settled = settledByEnvironment.get(environment);
  if (!settled) settledByEnvironment.set(environment, (settled = new Map()));
  settled.delete(record.getDataID());
  settled.set(record.getDataID(), Object.fromEntries(DELIVERY_FIELDS.map((f) => [f, record.getValue(f)])) as Delivery);
  if (settled.size > MAX_REMEMBERED) settled.delete(settled.keys().next().value as string);
}

/**
 * A delivery only moves forward ('Sending...' -> 'Email sent' or 'Email failed'). The answer to the create mutation
 * describes the message as it was written, and the e-mail can go out before that answer arrives: when the live push
 * of the delivery came first, the older answer would put the card back to 'Sending...' for good. Here the settled
 * delivery that was pushed is written back over it.
 */
export function keepSettledDelivery(environment: IEnvironment, store: RecordSourceSelectorProxy, id: string): void {
  const delivery = settledByEnvironment.get(environment)?.get(id);
  const record = store.get(id);
  if (!delivery || !record || isSettled(record)) return;
  for (const field of DELIVERY_FIELDS) record.setValue(delivery[field], field);
}
