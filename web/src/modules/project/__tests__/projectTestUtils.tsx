import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import type { OperationDescriptor } from "relay-runtime";
import { toaster } from "../../../components/toaster";
import { renderRoutes, type MockEnvironment } from "../../../../test/render";
import { Component as ProjectsPage, load } from "../ProjectsPage";

export const VIEWER_ID = "VXNlcjox";

export interface ClientOption {
  id: string;
  name: string;
  company: string | null;
}

/** A project as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface ProjectFixture {
  id: string;
  name: string;
  description: string | null;
  status: string;
  priority: string;
  progress: number;
  startDate: string | null;
  dueDate: string | null;
  budget: string | null;
  client: { id: string; name: string };
}

export const ACME: ClientOption = { id: "Q2xpZW50OmFjbWU=", name: "Acme Studio", company: "Acme Inc." };
export const GLOBEX: ClientOption = { id: "Q2xpZW50Omdsb2JleA==", name: "Globex", company: null };

let seq = 0;

export function aProject(overrides: Partial<ProjectFixture> = {}): ProjectFixture {
  seq += 1;
  return {
    id: `UHJvamVjdDo${seq}`,
    name: `Project ${seq}`,
    description: "A new marketing site",
    status: "active",
    priority: "medium",
    progress: 40,
    startDate: null,
    dueDate: "2026-03-31T00:00:00.000Z",
    budget: "12500.00",
    client: { id: ACME.id, name: ACME.name },
    ...overrides,
  };
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
  });
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

export function pageResolvers(projects: ProjectFixture[], clients: ClientOption[], { hasNextPage = false } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    ProjectConnection: () => ({
      totalCount: projects.length,
      edges: projects.map((node, i) => ({ cursor: `cursor-${i + 1}`, node: { __typename: "Project", ...node, client: { __typename: "Client", ...node.client } } })),
      pageInfo: { hasNextPage, hasPreviousPage: false, endCursor: `cursor-${projects.length}`, startCursor: "cursor-1" },
    }),
    ClientConnection: () => ({
      totalCount: clients.length,
      edges: clients.map((node, i) => ({ cursor: `c-${i + 1}`, node: { __typename: "Client", ...node } })),
      pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
    }),
  };
}

/** Renders /projects with its loader; the query stays pending (skeletons) until `resolveProjects` answers it. */
export function renderProjectsRoute(environment: MockEnvironment = createMockEnvironment()) {
  const routes = [{ path: "/projects", loader: () => load(environment), Component: ProjectsPage, hydrateFallbackElement: <div /> }];
  return renderRoutes(routes, { environment, path: "/projects" });
}

/** /projects with these projects and clients loaded. */
export async function renderProjectsPage(projects: ProjectFixture[], clients: ClientOption[] = [ACME, GLOBEX], options?: { hasNextPage?: boolean }) {
  const result = renderProjectsRoute();
  await resolveOperation(result.environment, "ProjectsPageQuery", pageResolvers(projects, clients, options));
  await screen.findByRole("heading", { level: 1, name: "Projects" });
  return result;
}

export const cards = () => screen.queryAllByTestId("project-card");
export const cardOf = (name: string) => screen.getByRole("article", { name });
export const inCard = (name: string) => within(cardOf(name));

/** The open dialog (Chakra renders it in a portal). */
export const dialog = () => screen.getByRole("dialog");

/** Waits for the toast with this title (and description, when given). One toast shows at a time. */
export async function expectToast(title: string, description?: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByTestId("toast").find((t) => within(t).queryByText(title) !== null);
    expect(found).toBeDefined();
  });
  const toast = found as HTMLElement;
  if (description !== undefined) expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

/** The toaster is a module singleton: clear it so no toast of an earlier test is mistaken for this one's. */
export function resetToasts(): void {
  act(() => toaster.remove());
}

export const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === "mutation");

/** userEvent without per-keystroke delays. */
export const user = () => userEvent.setup({ delay: null });

/** The Chakra colour palette an element is painted with ("var(--chakra-colors-green-solid)"). */
export const paletteSolid = (el: HTMLElement) => getComputedStyle(el).getPropertyValue("--chakra-colors-color-palette-solid").trim();
