import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeExecution, makeWorkflow } from "./factory";

/** A shared template (not A's: every workspace reads and uses it), kept out of the ids the harness looks for in answers. */
let templateId = "";

export const automationIsolation: IsolationSuite = {
  name: "automation",
  seed: async (t, a) => {
    templateId = (await t.app.resources.prisma.automationTemplate.findFirstOrThrow({ orderBy: { name: "asc" } })).id;
    const c = await makeClient(t.app, a, { name: "A's automation client" });
    const w = await makeWorkflow(t.app, a, { name: "A's secret workflow" });
    const x = await makeExecution(t.app, a, w.id);
    // a failed run of A's, for B's retry
    await t.app.resources.prisma.workflowExecution.update({ where: { id: x.id }, data: { status: "failed", errorMessage: "A's failure" } });
    return {
      ids: { workflow: w.id, workflowExecution: x.id, workflowClient: c.id },
      gids: { workflow: globalId("Workflow", w.id), workflowExecution: globalId("WorkflowExecution", x.id), workflowClient: globalId("Client", c.id) },
    };
  },
  rest: {
    "GET /api/workflows": () => ({ url: "/api/workflows", expectStatus: 200 }),
    "POST /api/workflows": () => ({ url: "/api/workflows", body: { name: "B's", trigger: "manual", actions: [] }, expectStatus: 201 }),
    "PUT /api/workflows/:id": (s) => ({ url: `/api/workflows/${s.ids.workflow}`, body: { name: "hijacked" } }),
    "DELETE /api/workflows/:id": (s) => ({ url: `/api/workflows/${s.ids.workflow}` }),
    "PATCH /api/workflows/:id/toggle": (s) => ({ url: `/api/workflows/${s.ids.workflow}/toggle` }),
    "POST /api/workflows/:id/execute": (s) => ({ url: `/api/workflows/${s.ids.workflow}/execute`, body: { triggerData: {} } }),
    // templates are shared (no owner): B reads them and may use one, never A's workflows
    "GET /api/automation-templates": () => ({ url: "/api/automation-templates", expectStatus: 200 }),
    // B makes a workflow of its own from a shared template; A's workflow is no template
    "POST /api/automation-templates/:templateId/workflows": () => ({ url: `/api/automation-templates/${templateId}/workflows`, body: { name: "B's copy" }, expectStatus: 201 }),
    // the same route's earlier address
    "POST /api/workflows/from-template/:templateId": () => ({ url: `/api/workflows/from-template/${templateId}`, body: { name: "B's copy" }, expectStatus: 201 }),
    "GET /api/workflow-executions": () => ({ url: "/api/workflow-executions", expectStatus: 200 }),
    "POST /api/workflow-executions/:id/retry": (s) => ({ url: `/api/workflow-executions/${s.ids.workflowExecution}/retry` }),
  },
  graphql: {
    "Mutation.createWorkflow": () => ({ query: `mutation { createWorkflow(input: { name: "B's", trigger: "manual" }) { __typename } }`, expectTypename: "CreateWorkflowPayload" }),
    "Mutation.updateWorkflow": (s) => ({ query: `mutation($id: ID!) { updateWorkflow(input: { id: $id, name: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.workflow }, expectTypename: "NotFoundError" }),
    "Mutation.deleteWorkflow": (s) => ({ query: `mutation($id: ID!) { deleteWorkflow(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.workflow }, expectTypename: "NotFoundError" }),
    "Mutation.toggleWorkflow": (s) => ({ query: `mutation($id: ID!) { toggleWorkflow(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.workflow }, expectTypename: "NotFoundError" }),
    // B's own run cannot be about A's client
    "Mutation.executeWorkflow": (s) => ({ query: `mutation($id: ID!, $c: ID!) { executeWorkflow(input: { id: $id, triggerData: { clientId: $c } }) { __typename } }`,
      variables: { id: s.gids.workflow, c: s.gids.workflowClient }, expectTypename: "NotFoundError" }),
    "Mutation.retryWorkflowExecution": (s) => ({ query: `mutation($id: ID!) { retryWorkflowExecution(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.workflowExecution }, expectTypename: "NotFoundError" }),
    "Mutation.createWorkflowFromTemplate": (s) => ({ query: `mutation($id: ID!) { createWorkflowFromTemplate(input: { templateId: $id, name: "B's" }) { __typename } }`,
      variables: { id: s.ids.workflow }, expectTypename: "NotFoundError" }),
    "Subscription.workflowExecutionUpdated": (s) => ({ query: "subscription { workflowExecutionUpdated { id workflowName status } }",
      fire: { method: "POST", url: `/api/workflows/${s.ids.workflow}/execute`, body: { triggerData: {} } } }),
  },
  nodes: { Workflow: (s) => s.gids.workflow, WorkflowExecution: (s) => s.gids.workflowExecution },
};
