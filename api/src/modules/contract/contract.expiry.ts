import type { DomainEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishEvent } from "../../pubsub";
import { dispatchEvents } from "../../jobs/outbox";
import { eventTypeSql, isHandled } from "../../domain-events";

/**
 * The scheduled expiry of unsigned documents: every draft or sent contract or proposal (the latest version) whose
 * expiry date has passed becomes `expired`, in ONE statement with its activity line, audit row and `contract.expired`
 * event; the status change makes it once per document, on any instance, any number of runs. `now` is the clock.
 */
export async function expireContracts(res: AppResources, now: Date = new Date()): Promise<number> {
  const rows = await res.prisma.$queryRaw<DomainEvent[]>`
    WITH d AS (
      UPDATE contracts SET status = 'expired', "updatedAt" = now()
      WHERE status IN ('draft', 'sent') AND "expiryDate" <= ${now}::timestamptz AND "clientSignedAt" IS NULL AND "supersededAt" IS NULL
      RETURNING id, "userId", "contractNumber", "expiryDate"
    ), a AS (
      INSERT INTO activities ("userId", "entityType", "entityId", action, title, actor)
      SELECT d."userId", 'contract', d.id, 'updated', left('Expired: ' || d."contractNumber", 300), 'system' FROM d
    ), au AS (
      INSERT INTO contract_audit ("userId", "contractId", action, detail)
      SELECT d."userId", d.id, 'expired', 'Unsigned at its expiry date' FROM d
    ), e AS (
      INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, actor, "dispatchedAt")
      SELECT d."userId", ${eventTypeSql("contract.expired")}, 'contract', d.id,
             jsonb_build_object('changes', jsonb_build_object('status', jsonb_build_object('after', 'expired', 'before', null))),
             'system', ${isHandled("contract.expired") ? null : new Date()}::timestamptz
      FROM d
      RETURNING *
    )
    SELECT * FROM e`;
  for (const e of rows) publishEvent(res.pubsub, e.userId, { type: "contractExpired", entityId: e.entityId });
  await dispatchEvents(res, rows);
  if (rows.length) res.log.info({ contracts: rows.length }, "contracts expired");
  return rows.length;
}
