import { GraphQLError, TypeInfo, getOperationAST, visit, visitWithTypeInfo, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context";
import { READ_ONLY_TOKEN, SESSION_ONLY } from "../auth/tokens";

/*
 * What an API token may do in GraphQL, checked before any resolver runs (over HTTP and on the WebSocket, whose
 * operations execute through the same plugins): a read-only token runs queries and subscriptions, never a mutation;
 * no token reads or changes the fields marked `sessionOnly` (the tokens themselves: a leaked token must not be able
 * to mint others or list them). Both answer HTTP 403 with the error, as REST does.
 */

/** A field's extensions: `sessionOnly` marks what a signed-in session alone may select. */
export const SESSION_ONLY_FIELD = { sessionOnly: true } as const;

/**
 * A field a signed-in session alone may select, a token's refusal saying `message` (a credential that would outlive
 * the token: the calendar feed's address, a webhook's secret).
 */
export const sessionOnlyField = (message: string) => ({ sessionOnly: message }) as const;


const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: "FORBIDDEN", http: { status: 403 } } });

const sessionOnlyByDocument = new WeakMap<DocumentNode, string | null>();

/**
 * The refusal of a document that selects any `sessionOnly` field (in any operation or fragment of it), or null; once
 * per document.
 */
function selectsSessionOnly(schema: GraphQLSchema, document: DocumentNode): string | null {
  const known = sessionOnlyByDocument.get(document);
  if (known !== undefined) return known;
  const typeInfo = new TypeInfo(schema);
  let found: string | null = null;
  visit(document, visitWithTypeInfo(typeInfo, {
    Field() {
      const sessionOnly = typeInfo.getFieldDef()?.extensions?.sessionOnly;
      if (sessionOnly) found ??= typeof sessionOnly === "string" ? sessionOnly : SESSION_ONLY;
    },
  }));
  sessionOnlyByDocument.set(document, found);
  return found;
}

/** The scope rules above for requests made with an API token; a signed-in session is not concerned. */
export function useTokenScope(): Plugin {
  const check = (args: ExecutionArgs, stop: (result: ExecutionResult) => void) => {
    const token = (args.contextValue as RequestContext).token;
    if (!token) return;
    if (token.scope === "read" && getOperationAST(args.document, args.operationName)?.operation === "mutation") {
      return stop({ errors: [forbidden(READ_ONLY_TOKEN)] });
    }
    const refused = selectsSessionOnly(args.schema, args.document);
    if (refused) stop({ errors: [forbidden(refused)] });
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}
