import { act, screen, waitFor, within } from "@testing-library/react";
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import type { OperationDescriptor } from "relay-runtime";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../../components/toaster";
import { renderRoutes, type MockEnvironment } from "../../../../test/render";
import { Component as ClientsPage, load } from "../ClientsPage";

export const VIEWER_ID = "VXNlcjox";

/** How long to wait for an operation or a toast (generous: CI machines are busy). */
const WAIT = { timeout: 5000 };

/** A client as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface ClientFixture {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  address: string | null;
  notes: string | null;
  status: string;
  website: string | null;
  linkedinUrl: string | null;
  twitterUsername: string | null;
  facebookUsername: string | null;
  instagramUsername: string | null;
  tiktokUsername: string | null;
  youtubeChannel: string | null;
}

let seq = 0;

export function aClient(overrides: Partial<ClientFixture> = {}): ClientFixture {
  seq += 1;
  return {
    id: `Q2xpZW50OiR7${seq}`,
    name: "Jane Cooper",
    email: "jane@acme.com",
    phone: "+1 (555) 010-0100",
    company: "Acme Studio",
    address: null,
    notes: null,
    status: "active",
    website: "https://acme.com",
    linkedinUrl: null,
    twitterUsername: null,
    facebookUsername: null,
    instagramUsername: null,
    tiktokUsername: null,
    youtubeChannel: null,
    ...overrides,
  };
}

/** A client with nothing but a name (every optional field null). */
export function aBareClient(overrides: Partial<ClientFixture> = {}): ClientFixture {
  return aClient({ email: null, phone: null, company: null, website: null, ...overrides });
}

export function operationName(op: OperationDescriptor): string {
  return op.request.node.params.name;
}

/** Waits until an operation with this name is pending and returns it. */
export async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => operationName(op) === name);
    expect(found).toBeDefined();
  }, WAIT);
  return found as OperationDescriptor;
}

/** Answers the pending operation with this name with generated data plus the resolvers. */
export async function resolveOperation(environment: MockEnvironment, name: string, resolvers: MockResolvers = {}) {
  const op = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
  return op;
}

export function connectionResolvers(clients: ClientFixture[], { hasNextPage = false, totalCount = clients.length } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    ClientConnection: () => ({
      totalCount,
      edges: clients.map((node, i) => ({ cursor: `cursor-${i + 1}`, node: { __typename: "Client", ...node } })),
      pageInfo: { hasNextPage, hasPreviousPage: false, endCursor: `cursor-${clients.length}`, startCursor: "cursor-1" },
    }),
  };
}

/** Renders /clients with its loader; the query stays pending (skeletons) until `resolveClients` answers it. */
export function renderClientsRoute(environment: MockEnvironment = createMockEnvironment()) {
  const routes = [{ path: "/clients", loader: () => load(environment), Component: ClientsPage, hydrateFallbackElement: <div /> }];
  return renderRoutes(routes, { environment, path: "/clients" });
}

export async function resolveClients(environment: MockEnvironment, clients: ClientFixture[], options?: { hasNextPage?: boolean; totalCount?: number }) {
  await resolveOperation(environment, "ClientsPageQuery", connectionResolvers(clients, options));
}

/** /clients with these clients loaded. */
export async function renderClientsPage(clients: ClientFixture[], options?: { hasNextPage?: boolean; totalCount?: number }) {
  const result = renderClientsRoute();
  await resolveClients(result.environment, clients, options);
  await screen.findByRole("heading", { level: 1, name: "Clients" });
  return result;
}

export const cards = () => screen.queryAllByTestId("client-card");

export function cardOf(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

export const inCard = (name: string) => within(cardOf(name));

/** The open dialog (Chakra renders it in a portal). */
export const dialog = () => screen.getByRole("dialog");

/** Waits for the toast with this title (and description, when given). One toast shows at a time. */
export async function expectToast(title: string, description?: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByTestId("toast").find((t) => within(t).queryByText(title) !== null);
    expect(found).toBeDefined();
  }, WAIT);
  const toast = found as HTMLElement;
  if (description !== undefined) expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

/** The toaster is a module singleton: clear it so no toast of an earlier test is mistaken for this one's. */
export function resetToasts(): void {
  act(() => toaster.remove());
}

/** userEvent without per-keystroke delays (the forms validate on every change). */
export const user = () => userEvent.setup({ delay: null });
