import { screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { ACME, GLOBEX, clientOptionsConnection, pageConnection, type ClientOption } from "../../../../test/connections";
import { resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as ProjectsPage, load } from "../ProjectsPage";

export * from "../../../../test/relay";
export { ACME, APP, GLOBEX, SITE } from "../../../../test/connections";

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
  /** the version the edit form sends back (unchangedSince) */
  updatedAt: string;
}


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
    updatedAt: `2026-11-20T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    ...overrides,
  };
}

export function pageResolvers(projects: ProjectFixture[], clients: ClientOption[], { hasNextPage = false } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    ProjectConnection: () => pageConnection(projects, (node) => ({ __typename: "Project", ...node, client: { __typename: "Client", ...node.client } }), { hasNextPage }),
    ClientConnection: () => clientOptionsConnection(clients),
  };
}

/** Renders /projects with its loader; the query stays pending (skeletons) until `resolveProjects` answers it. */
export function renderProjectsRoute(environment: MockEnvironment = createMockEnvironment()) {
  return renderPageRoute("/projects", { load, Component: ProjectsPage }, environment);
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

