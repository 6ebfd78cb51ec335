import type { Pool } from "pg";
import { request } from "./load";
import type { SeedResult } from "./seed";
import { globalId } from "../api/src/graphql/util";

export interface BenchContext {
  base: string;
  pool: Pool;
  tenants: SeedResult["tenants"];
}

/** One measured read: through the app (HTTP) and the same read as raw SQL through pg. */
export interface Operation {
  name: string;
  http(ctx: BenchContext, i: number): Promise<unknown>;
  raw(ctx: BenchContext, i: number): Promise<unknown>;
}

const tenant = (ctx: BenchContext, i: number) => ctx.tenants[i % ctx.tenants.length];

export function graphql(ctx: BenchContext, i: number, query: string, variables?: Record<string, unknown>) {
  return request(`${ctx.base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: tenant(ctx, i).cookie },
    body: JSON.stringify({ query, variables }),
  });
}

export function restGet(ctx: BenchContext, i: number, path: string) {
  return request(`${ctx.base}${path}`, { headers: { cookie: tenant(ctx, i).cookie } });
}

const CLIENT_COLUMNS = `id, name, company, status, email, phone, website, "linkedinUrl", "twitterUsername", "facebookUsername",
  "instagramUsername", "tiktokUsername", "youtubeChannel"`;
const CLIENT_FIELDS = "id name company status email phone website linkedinUrl twitterUsername facebookUsername instagramUsername tiktokUsername youtubeChannel";

export const clientOperations: Operation[] = [
  {
    name: "GraphQL clients page (50)",
    http: (ctx, i) => graphql(ctx, i, `{ viewer { clients(first: 50) { totalCount edges { cursor node { ${CLIENT_FIELDS} } } } } }`),
    raw: (ctx, i) => ctx.pool.query(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 50`, [tenant(ctx, i).userId]),
  },
  {
    name: "REST GET /api/clients",
    http: (ctx, i) => restGet(ctx, i, "/api/clients"),
    raw: (ctx, i) => ctx.pool.query(`SELECT * FROM clients WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]),
  },
  {
    name: "GraphQL node(id) of a client",
    http: (ctx, i) => {
      const t = tenant(ctx, i);
      return graphql(ctx, i, `query($id: ID!) { node(id: $id) { ... on Client { ${CLIENT_FIELDS} } } }`,
        { id: globalId("Client", t.clientIds[i % t.clientIds.length]) });
    },
    raw: (ctx, i) => {
      const t = tenant(ctx, i);
      return ctx.pool.query(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1 AND "userId" = $2`, [t.clientIds[i % t.clientIds.length], t.userId]);
    },
  },
];
