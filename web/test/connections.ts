import type { MockResolvers } from "relay-test-utils";

/** A client as a form's select offers it. */
export interface ClientOption {
  id: string;
  name: string;
  company: string | null;
}

/** A project as a form's select offers it, with its client (a chosen project sets the client). */
export interface ProjectOption {
  id: string;
  name: string;
  client: { id: string };
}

/** Clients as the forms' selects offer them. */
export const ACME: ClientOption = { id: "Q2xpZW50OmFjbWU=", name: "Acme Studio", company: "Acme Inc." };
export const GLOBEX: ClientOption = { id: "Q2xpZW50Omdsb2JleA==", name: "Globex", company: null };

/** Projects as the task and message forms offer them: one of Acme's, one of Globex's. */
export const SITE: ProjectOption = { id: "UHJvamVjdDpzaXRl", name: "Website redesign", client: { id: ACME.id } };
export const APP: ProjectOption = { id: "UHJvamVjdDphcHA=", name: "Mobile app", client: { id: GLOBEX.id } };

/** A list page's connection: the nodes as edges (cursors `cursor-1`, `cursor-2`, ...), their total, whether more follow. */
export function pageConnection<T>(nodes: readonly T[], toNode: (node: T) => object, { hasNextPage = false, totalCount = nodes.length } = {}) {
  return {
    totalCount,
    edges: nodes.map((node, i) => ({ cursor: `cursor-${i + 1}`, node: toNode(node) })),
    pageInfo: { hasNextPage, hasPreviousPage: false, endCursor: `cursor-${nodes.length}`, startCursor: "cursor-1" },
  };
}

/** The clients a form's select offers (one page, no cursors). */
export const clientOptionsConnection = (clients: readonly ClientOption[]) => ({
  totalCount: clients.length,
  edges: clients.map((node, i) => ({ cursor: `c-${i + 1}`, node: { __typename: "Client", ...node } })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
});

/** The projects a form's select offers (one page, no cursors). */
const projectOptionsConnection = (projects: readonly ProjectOption[]) => ({
  totalCount: projects.length,
  edges: projects.map((node, i) => ({ cursor: `p-${i + 1}`, node: { __typename: "Project", ...node, client: { __typename: "Client", ...node.client } } })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
});

/** The option lists of a form with a client and a project select. */
export function optionResolvers(clients: readonly ClientOption[], projects: readonly ProjectOption[]): MockResolvers {
  return {
    ClientConnection: () => clientOptionsConnection(clients),
    ProjectConnection: () => projectOptionsConnection(projects),
  };
}
