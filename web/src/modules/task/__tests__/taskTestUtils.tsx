import { screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { ACME, APP, GLOBEX, SITE, optionResolvers, pageConnection, type ClientOption, type ProjectOption } from "../../../../test/connections";
import { VIEWER_ID, resolveOperation } from "../../../../test/relay";
import { Component as TasksPage, load } from "../TasksPage";

export * from "../../../../test/relay";
export { ACME, APP, GLOBEX, SITE } from "../../../../test/connections";

/** A team member as the task form's assignee select offers it. */
export interface TeamMemberOption {
  id: string;
  name: string;
}

export const ALICE: TeamMemberOption = { id: "VGVhbU1lbWJlcjphbGljZQ==", name: "Alice Designer" };
export const BOB: TeamMemberOption = { id: "VGVhbU1lbWJlcjpib2I=", name: "Bob Developer" };

/** The team members the assignee select offers (one page, no cursors). */
const teamMemberOptionsConnection = (members: readonly TeamMemberOption[]) => ({
  totalCount: members.length,
  edges: members.map((node, i) => ({ cursor: `m-${i + 1}`, node: { __typename: "TeamMember", ...node } })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
});

/** A task as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface TaskFixture {
  id: string;
  title: string;
  description: string | null;
  status: string;
  priority: string;
  dueDate: string | null;
  completedAt: string | null;
  estimatedHours: number | null;
  isOverdue: boolean;
  project: { id: string; name: string } | null;
  client: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  /** the version the edit form sends back (unchangedSince) */
  updatedAt: string;
}

const DAY = 86_400_000;
export const past = (days = 2) => new Date(Date.now() - days * DAY).toISOString();
export const future = (days = 3) => new Date(Date.now() + days * DAY).toISOString();

let seq = 0;

export function aTask(overrides: Partial<TaskFixture> = {}): TaskFixture {
  seq += 1;
  return {
    id: `VGFzazo${seq}`,
    title: `Task ${seq}`,
    description: null,
    status: "pending",
    priority: "medium",
    dueDate: null,
    completedAt: null,
    estimatedHours: null,
    isOverdue: false,
    project: null,
    client: null,
    assignee: null,
    updatedAt: `2026-11-20T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    ...overrides,
  };
}

export function pageResolvers(tasks: TaskFixture[], projects: ProjectOption[], clients: ClientOption[],
  { hasNextPage = false, timeZone, teamMembers = [ALICE, BOB] }: { hasNextPage?: boolean; timeZone?: string; teamMembers?: TeamMemberOption[] } = {}): MockResolvers {
  return {
    // without a zone, the mock's placeholder is no zone at all: days are the runtime's own
    User: () => ({ id: VIEWER_ID, ...(timeZone ? { timeZone } : {}) }),
    TaskConnection: () =>
      pageConnection(
        tasks,
        (node) => ({
          __typename: "Task",
          ...node,
          project: node.project && { __typename: "Project", ...node.project },
          client: node.client && { __typename: "Client", ...node.client },
          assignee: node.assignee && { __typename: "TeamMember", ...node.assignee },
        }),
        { hasNextPage },
      ),
    ...optionResolvers(clients, projects),
    TeamMemberConnection: () => teamMemberOptionsConnection(teamMembers),
  };
}

/** Renders /tasks (or `path`, e.g. "/tasks?id=...") with its loader; the query stays pending (skeleton rows) until answered. */
export function renderTasksRoute(environment: MockEnvironment = createMockEnvironment(), path = "/tasks") {
  return renderPageRoute("/tasks", { load, Component: TasksPage }, environment, path);
}

/** /tasks with these tasks, projects, clients and team members loaded. */
export async function renderTasksPage(
  tasks: TaskFixture[],
  { projects = [SITE, APP], clients = [ACME, GLOBEX], teamMembers, hasNextPage = false, timeZone, path }:
    { projects?: ProjectOption[]; clients?: ClientOption[]; teamMembers?: TeamMemberOption[]; hasNextPage?: boolean; timeZone?: string; path?: string } = {},
) {
  const result = renderTasksRoute(createMockEnvironment(), path);
  await resolveOperation(result.environment, "TasksPageQuery", pageResolvers(tasks, projects, clients, { hasNextPage, timeZone, teamMembers }));
  await screen.findByRole("heading", { level: 1, name: "Tasks" });
  return result;
}

export const rows = () => screen.queryAllByTestId("task-row");
export const rowOf = (title: string) => rows().find((r) => r.getAttribute("aria-label") === title) as HTMLElement;
export const inRow = (title: string) => within(rowOf(title));
