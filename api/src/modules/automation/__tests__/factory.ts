import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createWorkflow, executeWorkflow } from "../automation.service";

/** A workflow of the session's tenant, created through the service (default: a task for each new client). */
export async function makeWorkflow(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createWorkflow(await contextOf(app, s), {
    name: "Welcome", trigger: "client_created",
    actions: [{ type: "create_task", config: { title: "Kickoff with {client_name}" } }], ...overrides,
  });
}

/** A manual run of the workflow (queued; with no workers it stays 'running'). */
export async function makeExecution(app: App, s: Session, workflowId: string) {
  return executeWorkflow(await contextOf(app, s), workflowId, {});
}
