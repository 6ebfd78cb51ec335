import { recordRoutes, type RestRoute } from "../../rest/registry";
import { ValidationError } from "../../errors";
import { fromTemplateSchema, triggerDataSchema, workflowSchema } from "@common/automation";
import * as yup from "yup";
import {
  createFromTemplate, createWorkflow, deleteWorkflow, executeWorkflow, listExecutions, listTemplates, listWorkflows, retryExecution,
  toExecutionJson, toTemplateJson, toWorkflowJson, toggleWorkflow, updateWorkflow,
} from "./automation.service";

/**
 * The REST rows of the automation API, and beyond them the workflow's create (POST, 201) and update (PUT) with the entity's field names
 * (`triggerType` taken as `trigger`), and Retry of a failed run.
 */
export const automationRoutes: RestRoute[] = [
  ...recordRoutes("/api/workflows", {
    list: listWorkflows, create: createWorkflow, update: updateWorkflow, remove: deleteWorkflow, toJson: toWorkflowJson, versioned: true,
    doc: { name: "workflow", tag: "Automation", schema: workflowSchema },
  }),
  {
    method: "PATCH", url: "/api/workflows/:id/toggle", body: "none", doc: { summary: "Turn a workflow on or off", tag: "Automation" },
    handler: async (ctx, req) => toWorkflowJson(await toggleWorkflow(ctx, req.params.id)),
  },
  // Run Now takes no body or a JSON object (its `triggerData` optional); anything else is refused like any write's
  {
    method: "POST", url: "/api/workflows/:id/execute",
    doc: { summary: "Run a workflow now", tag: "Automation", body: yup.object({ triggerData: triggerDataSchema.default(undefined) }), partialBody: true },
    handler: async (ctx, req) => toExecutionJson(await executeWorkflow(ctx, req.params.id, noneOrObject(req.body))),
  },
  {
    method: "POST", url: "/api/workflows/from-template/:templateId",
    doc: { summary: "Create a workflow from a template", tag: "Automation", body: fromTemplateSchema, status: 201 },
    handler: async (ctx, req) => ({ status: 201, body: toWorkflowJson(await createFromTemplate(ctx, req.params.templateId, req.body)) }),
  },
  {
    method: "GET", url: "/api/automation-templates", doc: { summary: "List workflow templates", tag: "Automation" },
    handler: async (ctx) => (await listTemplates(ctx)).map(toTemplateJson),
  },
  {
    method: "GET", url: "/api/workflow-executions", doc: { summary: "List workflow runs", tag: "Automation" },
    handler: async (ctx) => (await listExecutions(ctx)).map(toExecutionJson),
  },
  // takes no input: no body, or a JSON object (ignored)
  {
    method: "POST", url: "/api/workflow-executions/:id/retry", doc: { summary: "Retry a failed workflow run", tag: "Automation" },
    handler: async (ctx, req) => { noneOrObject(req.body); return toExecutionJson(await retryExecution(ctx, req.params.id)); },
  },
];

/** A POST that takes no input or an object: no body, or a JSON object; an array, null, text or a number is a 400. */
function noneOrObject(b: unknown): unknown {
  if (b !== undefined && (typeof b !== "object" || b === null || Array.isArray(b))) throw new ValidationError({ _: "Expected a JSON object" });
  return b;
}
