import type { FastifyReply, FastifyRequest } from "fastify";
import type { ExecutionResult } from "graphql";
import { BOOT_DATA_ELEMENT_ID, bootPageOf, type BootAnswer, type BootData, type BootPage, type BootQuery } from "@common/boot-data";
import { isSignedIn, type ServiceContext } from "../context";
import { calendarRangeBootQuery } from "../modules/calendar/calendar.boot";
import { toUserJson } from "../modules/user/user.service";
import type { GraphQLServerOf } from "./graphql";
import type { PersistedDocuments } from "./persisted-documents";

/**
 * A signed-in page's boot data (common/boot-data.ts): the viewer's user and the answers of the page's first queries,
 * and of the queries its first render sends with variables the server can only guess (`guessedQueries`), run for
 * this request's session through the same envelop as POST /graphql (parse, validation with its limits, the compiled
 * execution), in parallel. A query that answers an error (a foreign or malformed id among them) is left out: the app
 * asks the server for it and shows what it answers. Null for a page without boot data or a request without a session.
 */
export type BootDataOf = (req: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<BootData | null>;

export function bootDataReader(yoga: GraphQLServerOf, persisted: PersistedDocuments): BootDataOf {
  return async (req, reply, pathname) => {
    const ctx = req.ctx;
    if (!ctx || !isSignedIn(ctx)) return null;
    const page = bootPageOf(pathname);
    if (!page) return null;
    const queries = [...page.queries, ...guessedQueries(page.page, req, ctx)];
    const enveloped = yoga().getEnveloped({ req, reply });
    const answers = await Promise.all(queries.map((query) => answer(enveloped, persisted, req, query)));
    return { user: toUserJson(ctx.viewer.user), answers: answers.filter((a): a is BootAnswer => a !== null) };
  };
}

/**
 * The queries a page's first render sends with variables that depend on the browser (its clock, zone, language and
 * storage), as the server guesses them for the request: the calendar's first read of its events. The app takes an
 * answer only for exactly the variables it sends, so a wrong guess costs the request it would have made anyway.
 */
function guessedQueries(page: BootPage, req: FastifyRequest, ctx: ServiceContext): BootQuery[] {
  if (page !== "calendar") return [];
  const search = new URLSearchParams(req.url.split("?")[1] ?? "");
  return [calendarRangeBootQuery(ctx.viewer.user, search, req.headers["accept-language"])];
}

type Enveloped = ReturnType<ReturnType<GraphQLServerOf>["getEnveloped"]>;

async function answer(enveloped: Enveloped, persisted: PersistedDocuments, req: FastifyRequest, query: BootQuery): Promise<BootAnswer | null> {
  const id = persisted.idOf(query.name);
  const source = id && persisted(id);
  if (!id || !source) return null;
  try {
    const { schema, parse, validate, contextFactory, execute } = enveloped;
    const document = parse(source);
    if (validate(schema, document).length) return null;
    const result = (await execute({ schema, document, variableValues: query.variables, contextValue: await contextFactory() })) as ExecutionResult;
    if (result.errors?.length || !result.data) return null;
    return { id, variables: query.variables, data: result.data };
  } catch (err) {
    req.log.warn({ err, query: query.name }, "a page's boot query failed");
    return null;
  }
}

/**
 * The app's HTML with `data` in a `<script type="application/json">` before `</body>`: JSON whose `<`, `>`, `&` and
 * line separators are escaped, so that no text of the data can close the element or start markup.
 */
export function withBootData(html: string, data: BootData): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0) return html;
  const script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return html.slice(0, end) + script + html.slice(end);
}

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
