import { act, screen, waitFor } from "@testing-library/react";
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import type { OperationDescriptor } from "relay-runtime";
import { renderRoutes, type MockEnvironment } from "../../../../test/render";
import { Component, load } from "../DashboardPage";
import { pendingOperation } from "../../../../test/relay";

export const DAY = 86_400_000;
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export interface Fixture {
  firstName?: string | null;
  timeZone?: string;
  stats?: Partial<{
    totalClients: number;
    activeProjects: number;
    monthlyRevenue: string;
    totalRevenue: string;
    pendingTasks: number;
    overdueTasks: number;
    clientsGrowth: number | null;
    projectsGrowth: number | null;
    revenueGrowth: number | null;
    owed: { currency: string; amount: string; overdue: string; invoices: number }[];
  }>;
  projects?: { id: string; name: string; status?: string; dueDate?: string | null; progress?: number; client?: { name: string } }[];
  tasks?: { id: string; title: string; status?: string; dueDate?: string | null; isOverdue?: boolean; project?: { name: string } | null; client?: { name: string } | null }[];
  activity?: { id: string; entityType: string; action: string; title: string; createdAt: string }[];
  revenue?: Partial<{ days: number; granularity: string; totalRevenue: string; averageProjectValue: string | null; growth: number | null; series: { startDate: string; endDate: string; revenue: string }[] }>;
}

export const defaultStats = {
  totalClients: 1234,
  activeProjects: 7,
  monthlyRevenue: "12450.00",
  totalRevenue: "98000.00",
  pendingTasks: 9,
  overdueTasks: 3,
  clientsGrowth: 12,
  projectsGrowth: -3.4,
  revenueGrowth: null,
  owed: [] as { currency: string; amount: string; overdue: string; invoices: number }[],
};

export function resolvers(f: Fixture = {}): MockResolvers {
  return {
    User: () => ({
      id: "VXNlcjox",
      firstName: "firstName" in f ? f.firstName : "Ada",
      timeZone: f.timeZone ?? "UTC",
      upcomingTasks: (f.tasks ?? []).map((t) => ({ status: "pending", dueDate: null, isOverdue: false, project: null, client: null, ...t })),
      recentActivity: f.activity ?? [],
    }),
    DashboardStats: () => ({ ...defaultStats, ...f.stats, asOf: new Date().toISOString() }),
    SidebarCounts: () => ({ clients: 0, activeProjects: 0, overdueTasks: 0, unreadMessages: 0 }),
    ProjectConnection: () => ({
      edges: (f.projects ?? []).map((p) => ({ node: { status: "planning", dueDate: null, progress: 0, client: { name: "Acme Studio" }, ...p } })),
    }),
    RevenueAnalytics: () => ({
      days: 30,
      granularity: "DAY",
      totalRevenue: "0.00",
      averageProjectValue: null,
      growth: null,
      series: [],
      ...f.revenue,
    }),
  };
}

export function operationNamed(environment: MockEnvironment, name: string): OperationDescriptor {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  if (!op) throw new Error(`no pending operation ${name}; pending: ${environment.mock.getAllOperations().map((o) => o.request.node.params.name).join(", ")}`);
  return op;
}

export function resolveNamed(environment: MockEnvironment, name: string, r: MockResolvers) {
  const op = operationNamed(environment, name);
  act(() => {
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, r));
  });
}

/** Renders the dashboard route (its loader starts the page query) without answering it. */
export async function renderDashboardLoading() {
  const environment = createMockEnvironment();
  const routes = [{ path: "/", loader: () => load(environment), Component }, { path: "*", element: <div>elsewhere</div> }];
  const result = renderRoutes(routes, { environment, path: "/" });
  await pendingOperation(environment, "DashboardPageQuery");
  return { ...result, environment };
}

/** Renders the dashboard with the page query answered from the fixture. */
export async function renderDashboard(f: Fixture = {}) {
  const r = await renderDashboardLoading();
  resolveNamed(r.environment, "DashboardPageQuery", resolvers(f));
  await screen.findByTestId("stat-total-clients", {}, { timeout: 10_000 });
  // the panels render one after the other right after the heading and the figures (transitions): wait for the last one
  await screen.findByTestId("recent-activity", {}, { timeout: 10_000 });
  return r;
}
