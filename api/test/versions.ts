import type { App } from "../src/app";
import type { ServiceContext } from "../src/context";
import { globalId } from "../src/graphql/util";
import { backgroundDispatches } from "../src/jobs/outbox";
import { contextOf, eachTestWithTenant, gql, rest, type Session, type TestApp } from "./harness";

/** A record type whose updates take the version the editor read (GraphQL `unchangedSince`, REST `updatedAt`). */
export interface VersionedRecord {
  /** The GraphQL type ("TeamMember"). */
  entity: string;
  /** Its mutation payload's field ("teamMember"). */
  field: string;
  /** How the conflict message names it ("team member"). */
  record: string;
  /** Its Prisma model delegate ("teamMember"), whose `findFirst` is an update's read of the stored record. */
  model: string;
  /** Its REST collection ("/api/team-members"), whose GET lists the records. */
  path: string;
  /**
   * false when the record has no REST update (no PUT `<path>/:id`; a file's details are edited in GraphQL only): the
   * REST cases are left out.
   */
  restUpdate?: boolean;
  /** A text field an edit changes ("name", "title"). */
  text: string;
  make: (app: App, s: Session) => Promise<{ id: string; updatedAt: Date }>;
  update: (ctx: ServiceContext, id: string, input: unknown, read?: Date) => Promise<unknown>;
}

/**
 * A context whose reads of `model` (the stored record an update merges into) each wait until `n` of them are done: n
 * updates run through it all read the same version before any of them writes, as saves at the same moment do.
 */
function readingTogether(ctx: ServiceContext, model: string, n: number): ServiceContext {
  let reads = 0;
  let release = () => {};
  const allRead = new Promise<void>((resolve) => { release = resolve; });
  const delegate = (ctx.prisma as any)[model];
  const gated = new Proxy(delegate, {
    get: (d, p) => (p === "findFirst"
      ? async (args: unknown) => {
        const row = await d.findFirst(args);
        if (++reads === n) release();
        await allRead;
        return row;
      }
      : Reflect.get(d, p)),
  });
  const prisma = new Proxy(ctx.prisma, {
    get: (target, p) => {
      if (p === model) return gated;
      const v = Reflect.get(target, p);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { ...ctx, prisma } as ServiceContext;
}

/** The tests every versioned record type passes: no save overwrites another that it did not see. */
export function describeVersionedUpdates(r: VersionedRecord) {
  let t: TestApp;
  let a: Session;
  const changed = `This ${r.record} was changed at the same time. Reload it and try again.`;
  const stored = async (id: string) => ((await rest(t.app, a, "GET", r.path)).body as Record<string, unknown>[]).find((x) => x.id === id)!;
  const updateLines = (id: string) => t.app.resources.prisma.activity.count({ where: { entityId: id, action: { not: "created" } } });
  const UPDATE = `mutation($input: Update${r.entity}Input!) { update${r.entity}(input: $input) {
    __typename ... on ConflictError { message } ... on Update${r.entity}Payload { ${r.field} { ${r.text} updatedAt } } } }`;

  describe(`${r.entity}: no lost updates`, () => {
    eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

    it("two saves merged into the same read at the same moment: one is written, the other answers ConflictError", async () => {
      const made = await r.make(t.app, a);
      const ctx = readingTogether(await contextOf(t.app, a), r.model, 2);
      const results = await Promise.allSettled(["First", "Second"].map((v) => r.update(ctx, made.id, { [r.text]: v })));
      const written = results.filter((x) => x.status === "fulfilled");
      const refused = results.filter((x): x is PromiseRejectedResult => x.status === "rejected");
      expect(written).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0].reason).toMatchObject({ name: "ConflictError", message: changed });
      const saved = (written[0] as PromiseFulfilledResult<Record<string, unknown>>).value[r.text];
      expect((await stored(made.id))[r.text]).toBe(saved);
      expect(await updateLines(made.id)).toBe(1);
    });

    it("a record deleted between the update's read and its write: NotFoundError, nothing written", async () => {
      const made = await r.make(t.app, a);
      const ctx = await contextOf(t.app, a);
      const delegate = (ctx.prisma as any)[r.model];
      const deletingAfterRead = new Proxy(delegate, {
        get: (d, p) => (p === "findFirst"
          ? async (args: unknown) => { const row = await d.findFirst(args); await d.deleteMany({ where: { id: made.id } }); return row; }
          : Reflect.get(d, p)),
      });
      const prisma = new Proxy(ctx.prisma, {
        get: (target, p) => (p === r.model ? deletingAfterRead : ((v) => (typeof v === "function" ? v.bind(target) : v))(Reflect.get(target, p))),
      });
      await expect(r.update({ ...ctx, prisma } as ServiceContext, made.id, { [r.text]: "Gone" })).rejects.toMatchObject({ name: "NotFoundError" });
      expect(await updateLines(made.id)).toBe(0);
    });

    if (r.restUpdate !== false) {
      it("two editors that read the same version save at once (REST, its updatedAt): one 200, the other 409", async () => {
        const made = await r.make(t.app, a);
        const version = made.updatedAt.toISOString();
        const puts = await Promise.all(["First", "Second"].map((v) =>
          rest(t.app, a, "PUT", `${r.path}/${made.id}`, { [r.text]: v, updatedAt: version })));
        expect(puts.map((p) => p.status).sort()).toEqual([200, 409]);
        const ok = puts.find((p) => p.status === 200)!;
        expect(puts.find((p) => p.status === 409)!.body).toEqual({ message: changed });
        expect((await stored(made.id))[r.text]).toBe(ok.body[r.text]);
        expect(await updateLines(made.id)).toBe(1);
      });

      it("REST PUT: the record's JSON as read is saved, then is stale (409, nothing written); a malformed updatedAt is a 400 on it; without one, 200", async () => {
        const made = await r.make(t.app, a);
        const json = await stored(made.id);
        const saved = await rest(t.app, a, "PUT", `${r.path}/${made.id}`, { ...json, [r.text]: "Round trip" });
        expect(saved.status).toBe(200);
        expect(saved.body[r.text]).toBe("Round trip");
        expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThan(made.updatedAt.getTime() - 1);

        const stale = await rest(t.app, a, "PUT", `${r.path}/${made.id}`, { ...json, [r.text]: "Stale" });
        expect(stale.status).toBe(409);
        expect(stale.body).toEqual({ message: changed });
        expect((await stored(made.id))[r.text]).toBe("Round trip");

        for (const bad of ["yesterday", "2026-13-01T00:00:00Z", "2026-01-01", 1767225600000, true, {}]) {
          const r400 = await rest(t.app, a, "PUT", `${r.path}/${made.id}`, { [r.text]: "Malformed", updatedAt: bad });
          expect(r400.status).toBe(400);
          expect(Object.keys(r400.body.errors)).toEqual(["updatedAt"]);
        }
        expect(await updateLines(made.id)).toBe(1);

        const free = await rest(t.app, a, "PUT", `${r.path}/${made.id}`, { [r.text]: "No version" });
        expect(free.status).toBe(200);
        expect(free.body[r.text]).toBe("No version");
      });
    }

    it("GraphQL: the current unchangedSince is written in the read and one write statement; a stale one answers ConflictError", async () => {
      const made = await r.make(t.app, a);
      const id = globalId(r.entity, made.id);
      const version = made.updatedAt.toISOString();
      await gql(t.app, a, "{ viewer { id } }");
      // the statements counted are the write's own: an earlier write's events are dispatched after its answer
      await backgroundDispatches();
      t.statements.length = 0;
      const first = await gql(t.app, a, UPDATE, { input: { id, [r.text]: "Current", unchangedSince: version } });
      expect(first.data[`update${r.entity}`]).toMatchObject({ __typename: `Update${r.entity}Payload`, [r.field]: { [r.text]: "Current" } });
      expect(t.statements).toHaveLength(2);

      await backgroundDispatches();
      t.statements.length = 0;
      const again = await gql(t.app, a, UPDATE, { input: { id, [r.text]: "Stale", unchangedSince: version } });
      expect(again.data[`update${r.entity}`]).toEqual({ __typename: "ConflictError", message: changed });
      expect(t.statements).toHaveLength(1); // the read: the stale version is refused before any write
      expect((await stored(made.id))[r.text]).toBe("Current");

      const malformed = await gql(t.app, a, UPDATE, { input: { id, [r.text]: "Malformed", unchangedSince: "soon" } });
      expect(malformed.errors?.[0].message).toMatch(/DateTime/);
    });
  });
}
