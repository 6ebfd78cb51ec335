/**
 * Waiting for the background work of a test's writes to be over, so that a test can check that something did NOT
 * happen (no second run, no second e-mail) on a known state instead of after a fixed sleep.
 */
import type { App } from "../src/app";
import { waitFor } from "./harness";

/**
 * Waits until what a workspace's writes set going is over: each of its domain events dispatched, and no job of one
 * of its events or of its automation runs waiting, retrying or running (pg-boss's states before `completed`). Read in one statement (one
 * snapshot), so nothing more can follow then: a dispatched event's jobs are queued before it is stamped, and a job's
 * own writes record their events before the job completes. Only for an app whose workers run; a job that failed its
 * last attempt is over too.
 */
export async function eventsSettled(app: App, userId: string, ms = 30_000): Promise<void> {
  await waitFor("the workspace's events to be handled", async () => {
    const [r] = await app.resources.prisma.$queryRaw<{ undispatched: bigint; open: bigint }[]>`
      WITH e AS (SELECT id, "dispatchedAt" FROM domain_events WHERE "userId" = ${userId}::uuid)
      SELECT (SELECT count(*) FROM e WHERE "dispatchedAt" IS NULL) AS undispatched,
             (SELECT count(*) FROM pgboss.job j WHERE j.state < 'completed' AND j.data->>'eventId' IN (SELECT id::text FROM e))
             -- and its automation runs' jobs (but a waiting run's, queued for the end of its wait)
             + (SELECT count(*) FROM pgboss.job j WHERE j.state < 'completed' AND j.data->>'executionId' IN (
                 SELECT id::text FROM workflow_executions WHERE "userId" = ${userId}::uuid AND status <> 'waiting')) AS open`;
    return r.undispatched === 0n && r.open === 0n;
  }, ms);
}

/** Jobs of the queue `name` waiting, retrying or running. */
async function unfinishedJobs(app: App, name: string): Promise<number> {
  const [r] = await app.resources.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${name} AND state < 'completed'`;
  return Number(r.n);
}

/** Waits until no job of the queue `name` is waiting, retrying or running. */
export async function queueIdle(app: App, name: string, ms = 30_000): Promise<void> {
  await waitFor(`the ${name} jobs to be over`, async () => (await unfinishedJobs(app, name)) === 0, ms);
}
