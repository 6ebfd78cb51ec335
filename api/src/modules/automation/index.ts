// The automation module's face: workflows, their runs (the engine, an outbox handler) and the shared templates.
import "./automation.record";
import "./automation.schema";
import type { ApiModule } from "../../module";
import { automationRoutes } from "./automation.rest";
import { automationHandler, automationQueues, automationScheduledJobs } from "./automation.engine";

export const automationModule: ApiModule = {
  name: "automation", routes: automationRoutes, eventHandlers: [automationHandler], queues: automationQueues, scheduledJobs: automationScheduledJobs,
};
