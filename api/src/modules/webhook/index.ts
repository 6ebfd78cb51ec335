// The webhook module's face: outgoing webhooks (endpoints, the fan-out of domain events, signed deliveries).
import "./webhook.schema";
import type { ApiModule } from "../../module";
import { webhookRoutes } from "./webhook.rest";
import { webhookFanoutHandler } from "./webhook.fanout";
import { runDeliveryJob } from "./webhook.delivery";
import { WEBHOOK_DELIVERY_POLICY, WEBHOOK_DELIVERY_QUEUE } from "./webhook.queue";

export { queueDeliveries } from "./webhook.queue";

export const webhookModule: ApiModule = {
  name: "webhook",
  routes: webhookRoutes,
  eventHandlers: [webhookFanoutHandler],
  queues: [{ name: WEBHOOK_DELIVERY_QUEUE, policy: WEBHOOK_DELIVERY_POLICY, work: runDeliveryJob }],
};
