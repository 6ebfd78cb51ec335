import { noInput, recordRoutes, type RestRoute, type RouteDoc } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { fromTemplateSchema, triggerDataSchema, workflowSchema } from "@common/automation";
import * as yup from "yup";
import {
  createFromTemplate, createWorkflow, deleteWorkflow, executeWorkflow, listExecutions, listTemplates, listWorkflows, retryExecution,
  toExecutionJson, toTemplateJson, toWorkflowJson, toggleWorkflow, updateWorkflow,
} from "./automation.service";

const text = () => j.nullable(j.string());

/** A workflow as REST answers it (toWorkflowJson). */
const workflowJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), name: j.string(), description: text(), trigger: j.string(),
  conditions: j.json("The trigger's conditions (JSON)"), actions: j.json("The steps, in order (JSON)"), isActive: j.boolean(),
  lastRun: j.nullable(j.dateTime()), runCount: j.integer(), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Workflow"), toWorkflowJson);

/** A run of a workflow as REST answers it (toExecutionJson). */
const executionJson = servedBy(j.object({
  id: j.uuid(), workflowId: j.nullable(j.uuid()), userId: j.uuid(), workflowName: text(),
  status: j.string("running, waiting (until resumeAt), success, failed or skipped"), triggeredBy: text(),
  triggerType: text(), executionData: j.json("What triggered the run (JSON), or null"), errorMessage: text(), triggerEventId: j.nullable(j.uuid()),
  depth: j.integer(), chainRootId: j.nullable(j.uuid()), startedAt: j.dateTime(), updatedAt: j.dateTime(), completedAt: j.nullable(j.dateTime()),
  executionTime: j.nullable(j.integer("Milliseconds")),
  resumeAt: j.nullable(j.dateTime("When a waiting run goes on (or a run's next attempt or start is due)")),
  results: j.array(j.object({
    step: j.integer(), type: j.string(), status: j.string("running, success, failed or skipped"), attempts: j.integer(),
    input: j.json("The action's config as the step ran it (JSON), or null"), output: j.json("What the step produced (JSON), or null"),
    error: text(), ms: j.nullable(j.integer()), startedAt: j.dateTime(), completedAt: j.nullable(j.dateTime()),
    retryAt: j.nullable(j.dateTime("A failed attempt's next try")),
  }, "WorkflowStepResult")),
}, "WorkflowExecution"), toExecutionJson);

/** A shared workflow template as REST answers it (toTemplateJson). */
const automationTemplateJson = servedBy(j.object({
  id: j.uuid(), name: j.string(), description: text(), category: text(), trigger: text(), conditions: j.json(), actions: j.json(),
  isPublic: j.boolean(), usageCount: j.integer(), createdAt: j.dateTime(),
}, "AutomationTemplate"), toTemplateJson);

const FROM_TEMPLATE = "/api/automation-templates/:templateId/workflows";
const fromTemplateDoc: RouteDoc = {
  summary: "Create a workflow from a template", tag: "Automation", body: fromTemplateSchema, status: 201, response: workflowJson, errors: [409],
};
const fromTemplate: RestRoute["handler"] = async (ctx, req) => ({ status: 201, body: toWorkflowJson(await createFromTemplate(ctx, req.params.templateId, req.body)) });

/**
 * The REST rows of the automation API, and beyond them the workflow's create (POST, 201) and update (PUT) with the entity's field names
 * (`triggerType` taken as `trigger`), and Retry of a failed run.
 */
export const automationRoutes: RestRoute[] = [
  ...recordRoutes("/api/workflows", {
    list: listWorkflows, create: createWorkflow, update: updateWorkflow, remove: deleteWorkflow, toJson: toWorkflowJson, json: workflowJson, versioned: true,
    doc: { name: "workflow", tag: "Automation", schema: workflowSchema },
  }),
  {
    method: "PATCH", url: "/api/workflows/:id/toggle", body: "none", doc: { summary: "Turn a workflow on or off", tag: "Automation", response: workflowJson },
    handler: async (ctx, req) => toWorkflowJson(await toggleWorkflow(ctx, req.params.id)),
  },
  // Run Now takes no body or a JSON object (its `triggerData` optional); anything else is refused like any write's
  {
    method: "POST", url: "/api/workflows/:id/execute",
    doc: { summary: "Run a workflow now", tag: "Automation", body: yup.object({ triggerData: triggerDataSchema.default(undefined) }), partialBody: true, response: executionJson, errors: [409] },
    handler: async (ctx, req) => toExecutionJson(await executeWorkflow(ctx, req.params.id, noInput(req.body))),
  },
  // under the template it is made from; its earlier address (under /api/workflows, where `from-template` and a
  // workflow's id would read alike to a router or a generated client) still answers
  { method: "POST", url: FROM_TEMPLATE, doc: fromTemplateDoc, handler: fromTemplate },
  { method: "POST", url: "/api/workflows/from-template/:templateId", doc: { ...fromTemplateDoc, aliasOf: FROM_TEMPLATE }, handler: fromTemplate },
  {
    method: "GET", url: "/api/automation-templates", doc: { summary: "List workflow templates", tag: "Automation", response: j.array(automationTemplateJson) },
    handler: async (ctx) => (await listTemplates(ctx)).map(toTemplateJson),
  },
  {
    method: "GET", url: "/api/workflow-executions", doc: { summary: "List workflow runs", tag: "Automation", response: j.array(executionJson) },
    handler: async (ctx) => (await listExecutions(ctx)).map(toExecutionJson),
  },
  // takes no input: no body, or a JSON object (ignored)
  {
    method: "POST", url: "/api/workflow-executions/:id/retry", doc: { summary: "Retry a failed workflow run", tag: "Automation", response: executionJson, errors: [409] },
    handler: async (ctx, req) => { noInput(req.body); return toExecutionJson(await retryExecution(ctx, req.params.id)); },
  },
];

