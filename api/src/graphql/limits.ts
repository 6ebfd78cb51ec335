import {
  BREAK, GraphQLError, Kind, getOperationAST, visit,
  type DocumentNode, type ExecutionArgs, type ExecutionResult, type FragmentDefinitionNode, type SelectionNode, type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/*
 * Limits on what one GraphQL operation may ask for. The document-only limits (depth, aliases, directives, tokens,
 * the cost of literal page sizes) are graphql-armor's, run at parse and validation; this file adds what needs the
 * variables as well: list sizes, and page sizes and list sizes sent in variables counted in the cost. Both run
 * before any resolver, over HTTP and the WebSocket alike.
 */

/**
 * The most items a list may hold (ids of `nodes(ids:)`, skills of an input, ...), and the most items the list
 * arguments of one operation may hold together (aliases and fragments repeat theirs): looking records up by id
 * costs far more per record than a page of a connection, so 20 aliases of `nodes` do not multiply it.
 */
export const MAX_LIST_ITEMS = 100;
/** The highest cost an operation may have (see `measureOperation`). */
export const MAX_COST = 250_000;

/** The graphql-armor settings: the same for HTTP and the WebSocket (both run the same envelop). */
export const armorLimits = {
  maxDepth: { n: 12 }, maxAliases: { n: 20 }, maxDirectives: { n: 20 }, maxTokens: { n: 4000 },
  costLimit: { maxCost: MAX_COST }, blockFieldSuggestion: { enabled: true },
};

// the weights of graphql-armor's cost limit, so both costs agree on documents without variables
const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

type Variables = Readonly<Record<string, unknown>> | null | undefined;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

/** The literal lists of a document over the cap, by document (Yoga hands the same parsed document to every send). */
const literalErrors = new WeakMap<DocumentNode, GraphQLError | null>();

function literalListError(document: DocumentNode): GraphQLError | null {
  const known = literalErrors.get(document);
  if (known !== undefined) return known;
  let error: GraphQLError | null = null;
  const path: string[] = [];
  visit(document, {
    Argument: { enter: (node) => { path.push(node.name.value); }, leave: () => { path.pop(); } },
    ObjectField: { enter: (node) => { path.push(node.name.value); }, leave: () => { path.pop(); } },
    VariableDefinition: { enter: (node) => { path.push(`$${node.variable.name.value}`); }, leave: () => { path.pop(); } },
    ListValue: (node) => {
      if (node.values.length <= MAX_LIST_ITEMS) return undefined;
      const what = path[0]?.startsWith("$") ? `The default of "${path.join(".")}"` : `Argument "${path.join(".")}"`;
      error = badInput(`${what} lists ${node.values.length} items; a list takes at most ${MAX_LIST_ITEMS}.`);
      return BREAK;
    },
  });
  literalErrors.set(document, error);
  return error;
}

/**
 * The first list holding more than MAX_LIST_ITEMS items, in the document's literals (arguments, variable defaults)
 * or in the variables' values, as an error; null when every list is within the cap. Variables are walked without
 * recursion, so a deeply nested value cannot exhaust the stack.
 */
function listLimitError(document: DocumentNode, variables: Variables): GraphQLError | null {
  const literal = literalListError(document);
  if (literal) return literal;
  if (!variables || typeof variables !== "object") return null;
  const stack: [unknown, string][] = Object.entries(variables).map(([k, v]) => [v, `$${k}`]);
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) return badInput(`Variable "${at}" holds ${value.length} items; a list takes at most ${MAX_LIST_ITEMS}.`);
      for (const item of value) stack.push([item, at]);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) stack.push([v, `${at}.${k}`]);
    }
  }
  return null;
}

/** An argument's value: a literal, or a variable's value as sent, else its default in the document. */
function valueOf(node: ValueNode, variables: Variables, defaults: Map<string, ValueNode>): unknown {
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    if (variables && Object.hasOwn(variables, name)) return variables[name];
    const fallback = defaults.get(name);
    return fallback ? valueOf(fallback, variables, defaults) : undefined;
  }
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

interface Measure {
  /** graphql-armor's cost, with the variables' values */
  cost: number;
  /** the items of the operation's list arguments, as many times as they are asked for */
  listItems: number;
}

/**
 * The cost of an operation as graphql-armor counts it (an object 2, a scalar 1, each level below weighs 1.5 times,
 * a field with `first` or `last` counts its selection that many times) with the values the variables give, a field
 * taking a list (`nodes(ids:)`) counting its selection once per item; and how many items its list arguments hold
 * together. Fragments are measured once each.
 */
export function measureOperation(document: DocumentNode, operationName: string | null | undefined, variables: Variables): Measure {
  const operation = getOperationAST(document, operationName);
  if (!operation) return { cost: 0, listItems: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  const measured = new Map<string, Measure>();

  const measure = (node: SelectionNode | FragmentDefinitionNode): Measure => {
    if (node.kind === Kind.FIELD && node.name.value === "__schema") return { cost: 0, listItems: 0 };
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const name = node.name.value;
      if (!measured.has(name)) {
        // a cycle is a validation error (refused before this runs); it measures nothing here
        measured.set(name, { cost: 0, listItems: 0 });
        const fragment = fragments.get(name);
        if (fragment) measured.set(name, measure(fragment));
      }
      const { cost, listItems } = measured.get(name)!;
      return { cost: SCALAR_COST + DEPTH_FACTOR * cost, listItems };
    }
    let times = 1;
    let ownItems = 0;
    if (node.kind === Kind.FIELD) {
      for (const arg of node.arguments ?? []) {
        const value = valueOf(arg.value, variables, defaults);
        if (Array.isArray(value)) ownItems += value.length;
        const n = arg.name.value === "first" || arg.name.value === "last" ? Number(value) : Array.isArray(value) ? value.length : 1;
        if (!Number.isNaN(n)) times = Math.max(times, n);
      }
    }
    if (!node.selectionSet) return { cost: SCALAR_COST, listItems: ownItems };
    let cost = OBJECT_COST;
    let listItems = 0;
    for (const child of node.selectionSet.selections) {
      const m = measure(child);
      cost += DEPTH_FACTOR * m.cost;
      listItems += m.listItems;
    }
    return node.kind === Kind.FIELD ? { cost: cost * times, listItems: ownItems + listItems * times } : { cost, listItems };
  };
  return operation.selectionSet.selections.reduce((sum, s) => {
    const m = measure(s);
    return { cost: sum.cost + m.cost, listItems: sum.listItems + m.listItems };
  }, { cost: 0, listItems: 0 });
}

/** The limit errors of an operation with its variables: each list, the list arguments together, then the cost. */
export function operationLimitErrors(document: DocumentNode, operationName: string | null | undefined, variables: Variables): GraphQLError[] {
  const listError = listLimitError(document, variables);
  if (listError) return [listError];
  const { cost, listItems } = measureOperation(document, operationName, variables);
  if (listItems > MAX_LIST_ITEMS) {
    return [badInput(`The list arguments of this operation hold ${listItems} items together (aliases and fragments repeat theirs); at most ${MAX_LIST_ITEMS}.`)];
  }
  if (!(cost <= MAX_COST)) return [badInput(`Query cost limit of ${MAX_COST} exceeded, found ${Number.isFinite(cost) ? Math.ceil(cost) : cost}.`)];
  return [];
}

/** The limits above, checked before an operation executes or subscribes (HTTP and WebSocket); 400 over HTTP. */
export function useOperationLimits(): Plugin {
  const check = (args: ExecutionArgs, stop: (result: ExecutionResult) => void) => {
    const errors = operationLimitErrors(args.document, args.operationName, args.variableValues);
    if (errors.length) stop({ errors: errors.map((e) => new GraphQLError(e.message, { extensions: { ...e.extensions, http: { status: 400 } } })) });
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}
