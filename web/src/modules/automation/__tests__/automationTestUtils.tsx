import { act, screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { pageConnection } from "../../../../test/connections";
import { pendingOperation, resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as AutomationPage, load } from "../AutomationPage";

export * from "../../../../test/relay";

let seq = 0;

export interface ActionFixture {
  type: string;
  config: Record<string, string | number | null>;
  policy?: { retries: number; backoffSeconds: number; timeoutSeconds: number; onFailure: string };
}

/** A step's policy as the API answers one it states none of: the defaults. */
export const DEFAULT_POLICY = { retries: 2, backoffSeconds: 5, timeoutSeconds: 60, onFailure: "stop" };
const policyNode = (p: ActionFixture["policy"]) => ({ __typename: "WorkflowStepPolicy", ...(p ?? DEFAULT_POLICY) });

export interface WorkflowFixture {
  conditions?: { all: { field: string; op: string; value: string | null }[]; changedField: string | null; changedTo: string | null };
  id: string;
  name: string;
  description: string | null;
  trigger: string;
  isActive: boolean;
  runCount: number;
  lastRun: string | null;
  createdAt: string;
  updatedAt: string;
  actions: ActionFixture[];
}

const CONFIG_FIELDS = ["subject", "message", "to", "title", "description", "priority", "assignTo", "dueInDays", "entity", "status", "type", "duration", "startsInDays", "teamMemberId", "role", "target",
  "minutes", "hours", "days", "field", "offsetDays", "atHour", "all", "value", "note", "endpointId", "url"];

export function aWorkflow(overrides: Partial<WorkflowFixture> = {}): WorkflowFixture {
  seq += 1;
  return {
    id: `V29ya2Zsb3c6${seq}`,
    name: "Welcome new clients",
    description: "Greets every new client.",
    trigger: "client_created",
    isActive: true,
    runCount: 0,
    lastRun: null,
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: "2026-11-20T09:30:00.000Z",
    actions: [{ type: "send_email", config: { subject: "Welcome {client_name}", message: "Hello!", to: "client" } }],
    ...overrides,
  };
}

export interface ExecutionFixture {
  id: string;
  workflowName: string | null;
  status: string;
  startedAt: string;
  completedAt: string | null;
  executionTime: number | null;
  triggeredBy: string | null;
  triggerType: string | null;
  errorMessage: string | null;
  /** the run's definition and trigger data, as JSON text */
  executionData?: string | null;
  results: Array<{ step: number; type?: string; label: string; status: string; summary: string; error: string | null; ms: number | null; attempts: number;
    output?: string | null; completedAt?: string | null }>;
}

export function anExecution(overrides: Partial<ExecutionFixture> = {}): ExecutionFixture {
  seq += 1;
  return {
    id: `V29ya2Zsb3dFeGVjdXRpb246${seq}`,
    workflowName: "Welcome new clients",
    status: "success",
    startedAt: "2026-11-26T10:00:00.000Z",
    completedAt: "2026-11-26T10:00:01.000Z",
    executionTime: 120,
    triggeredBy: "manual",
    triggerType: "manual",
    errorMessage: null,
    results: [{ step: 0, label: "Send Email", status: "success", summary: "E-mail queued to client", error: null, ms: 80, attempts: 1 }],
    ...overrides,
  };
}

export interface TemplateFixture {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  trigger: string | null;
  usageCount: number;
  actions?: ActionFixture[];
}

export function aTemplate(overrides: Partial<TemplateFixture> = {}): TemplateFixture {
  seq += 1;
  return { id: `tpl-${seq}`, name: "Client onboarding", description: "Welcome e-mail and kickoff task.", category: "client_management", trigger: "client_created", usageCount: 4,
    actions: [{ type: "send_email", config: { to: "client", subject: "Welcome aboard, {client_name}!", message: "Hi {client_name},\n\nThank you for choosing us.\n\nBest regards" } }],
    ...overrides };
}

export const templateNode = (t: TemplateFixture) => ({
  __typename: "AutomationTemplate",
  ...t,
  actions: (t.actions ?? []).map((a) => ({ __typename: "WorkflowAction", type: a.type, config: config(a.config), policy: policyNode(a.policy) })),
});

const config = (c: Record<string, unknown>) => ({ __typename: "WorkflowActionConfig", ...Object.fromEntries(CONFIG_FIELDS.map((k) => [k, c[k] ?? null])) });

export const workflowNode = (w: WorkflowFixture) => ({
  __typename: "Workflow",
  conditions: { __typename: "WorkflowConditions", all: [], changedField: null, changedTo: null },
  ...w,
  actions: w.actions.map((a) => ({ __typename: "WorkflowAction", type: a.type, config: config(a.config), policy: policyNode(a.policy) })),
});

export const executionNode = (e: ExecutionFixture) => ({
  __typename: "WorkflowExecution",
  executionData: null,
  ...e,
  results: e.results.map((r) => ({ __typename: "WorkflowExecutionStep", type: "send_email", output: null, completedAt: null, ...r })),
});

interface PageData {
  workflows?: WorkflowFixture[];
  executions?: ExecutionFixture[];
  templates?: TemplateFixture[];
  stats?: { totalWorkflows: number; activeWorkflows: number; totalRuns: number; recentExecutions: number };
}

function pageResolvers({ workflows = [], executions = [], templates = [], stats }: PageData): MockResolvers {
  return {
    User: () => ({
      id: VIEWER_ID,
      automationTemplates: templates.map(templateNode),
      workflowStats: stats ?? {
        totalWorkflows: workflows.length,
        activeWorkflows: workflows.filter((w) => w.isActive).length,
        totalRuns: workflows.reduce((n, w) => n + w.runCount, 0),
        recentExecutions: executions.length,
      },
    }),
    WorkflowConnection: () => pageConnection(workflows, workflowNode),
    WorkflowExecutionConnection: () => pageConnection(executions, executionNode),
  };
}

export async function renderAutomationPage(data: PageData = {}) {
  const result = renderPageRoute("/automation", { load, Component: AutomationPage }, createMockEnvironment());
  await resolveOperation(result.environment, "AutomationPageQuery", pageResolvers(data));
  await screen.findByRole("heading", { level: 1, name: "Automation Workflows" });
  return result;
}

/** Pushes a run over the live subscription. */
export async function pushExecution(environment: MockEnvironment, execution: ExecutionFixture) {
  const op = await pendingOperation(environment, "useLiveExecutionsSubscription");
  await act(async () => {
    environment.mock.nextValue(op, { data: { workflowExecutionUpdated: executionNode(execution) } });
  });
}

/** Answers the dialog's query: the team members, and the workflow being edited with its actions' settings. */
export async function resolveFormOptions(environment: MockEnvironment, team: Array<{ id: string; name: string; role: string | null }> = [],
  editing?: WorkflowFixture, templates: TemplateFixture[] = [], emailSignature: string | null = null) {
  await resolveOperation(environment, "WorkflowFormQuery", {
    User: () => ({ id: VIEWER_ID, automationTemplates: templates.map(templateNode) }),
    EmailSettings: () => ({ emailSignature }),
    TeamMemberConnection: () => pageConnection(team, (m) => ({ __typename: "TeamMember", ...m })),
    ...(editing ? { Node: () => workflowNode(editing), Workflow: () => workflowNode(editing) } : {}),
  });
}

export const cardOf = (name: string) => screen.getByRole("article", { name });
export const inCard = (name: string) => within(cardOf(name));
