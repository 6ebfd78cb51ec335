import { screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { pageConnection } from "../../../../test/connections";
import { resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as ClientsPage, load } from "../ClientsPage";

export * from "../../../../test/relay";

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
  excludeFromReminders: boolean;
  /** the version the edit form sends back (unchangedSince) */
  updatedAt: string;
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
    excludeFromReminders: false,
    updatedAt: `2026-11-20T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    ...overrides,
  };
}

/** A client with nothing but a name (every optional field null). */
export function aBareClient(overrides: Partial<ClientFixture> = {}): ClientFixture {
  return aClient({ email: null, phone: null, company: null, website: null, ...overrides });
}

export function connectionResolvers(clients: ClientFixture[], { hasNextPage = false, totalCount = clients.length } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    ClientConnection: () => pageConnection(clients, (node) => ({ __typename: "Client", ...node }), { hasNextPage, totalCount }),
  };
}

/** Renders /clients with its loader; the query stays pending (skeletons) until `resolveClients` answers it. */
export function renderClientsRoute(environment: MockEnvironment = createMockEnvironment()) {
  return renderPageRoute("/clients", { load, Component: ClientsPage }, environment);
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
