import { noInput, type RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { CREDENTIALS_SESSION_ONLY } from "../../auth/tokens";
import { webhookSchema } from "@common/webhook";
import {
  webhookEventTypes, createWebhook, deleteWebhook, findWebhook, listWebhooks, recentDeliveries, sendWebhookTestEvent, toWebhookDeliveryJson,
  toWebhookJson,
} from "./webhook.service";

const webhookFields = {
  id: j.uuid(), url: j.string(), events: j.array(j.string()), enabled: j.boolean(),
  failingSince: j.nullable(j.dateTime("Since when its deliveries fail (null: they succeed)")), disabledAt: j.nullable(j.dateTime()),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
};

/** An endpoint as REST answers it (toWebhookJson): never its secret, but in the answer that created it. */
const webhookJson = servedBy(j.object(webhookFields, "Webhook"), toWebhookJson);
const createdWebhookJson = servedBy(j.object({ ...webhookFields, secret: j.string("The signing secret (`whsec_...`), shown this once") }, "NewWebhook"),
  (w: Parameters<typeof toWebhookJson>[0]) => ({ ...toWebhookJson(w), secret: w.secret }));

/** A delivery as REST answers it (toWebhookDeliveryJson; without its body). */
const webhookDeliveryJson = servedBy(j.object({
  id: j.uuid(), webhookId: j.uuid(), eventId: j.uuid(), eventType: j.string(), status: j.string(), attempts: j.integer(),
  responseCode: j.nullable(j.integer()), lastError: j.nullable(j.string()), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "WebhookDelivery"), toWebhookDeliveryJson);

const tag = "Webhooks";

export const webhookRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/webhooks", doc: { summary: "List webhooks", tag, response: j.array(webhookJson) },
    handler: async (ctx) => (await listWebhooks(ctx)).map((w) => toWebhookJson(w)),
  },
  {
    // the one answer that shows the secret: the caller keeps it to verify the signatures
    method: "POST", url: "/api/webhooks", sessionOnly: CREDENTIALS_SESSION_ONLY,
    doc: {
      summary: "Add a webhook", tag, status: 201, errors: [403, 409], response: createdWebhookJson,
      description: "Answers the endpoint with its signing secret (`whsec_...`), shown only here. Deliveries are signed as Standard Webhooks says. "
        + "A signed-in session only: an API token gets 403 (the secret would outlive the token).",
      // read when the document is made: the catalogue is complete once every module is loaded
      get body() { return webhookSchema({ eventTypes: webhookEventTypes(), production: true }); },
    },
    handler: async (ctx, req) => ({ status: 201, body: toWebhookJson(await createWebhook(ctx, req.body), true) }),
  },
  {
    method: "DELETE", url: "/api/webhooks/:id", doc: { summary: "Delete a webhook", tag, status: 204 },
    handler: async (ctx, req) => { await deleteWebhook(ctx, req.params.id); return { status: 204 }; },
  },
  {
    method: "GET", url: "/api/webhooks/:id/deliveries", doc: { summary: "List a webhook's recent deliveries", tag, response: j.array(webhookDeliveryJson) },
    handler: async (ctx, req) => {
      const webhook = await findWebhook(ctx, req.params.id);
      const recent = await recentDeliveries(ctx, ctx.viewer.id, [webhook.id]);
      return (recent.get(webhook.id) ?? []).map(toWebhookDeliveryJson);
    },
  },
  {
    // takes no input: no body, or a JSON object (ignored); anything else is refused like any write's
    method: "POST", url: "/api/webhooks/:id/test", doc: { summary: "Send a test event to a webhook", tag, status: 202, response: webhookDeliveryJson, errors: [409] },
    handler: async (ctx, req) => {
      noInput(req.body);
      return { status: 202, body: toWebhookDeliveryJson((await sendWebhookTestEvent(ctx, req.params.id)).delivery) };
    },
  },
];
