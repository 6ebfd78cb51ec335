import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { contextOf } from "../../../../test/harness";
import { sendWebhookTestEvent } from "../webhook.service";
import { makeWebhook } from "./factory";

export const webhookIsolation: IsolationSuite = {
  name: "webhook",
  seed: async (t, a) => {
    const w = await makeWebhook(t.app, a, { url: "https://a-secret-endpoint.example.com/hook" });
    const { delivery } = await sendWebhookTestEvent(await contextOf(t.app, a), w.id);
    return { ids: { webhook: w.id, webhookDelivery: delivery.id, webhookSecret: w.secret }, gids: { webhook: globalId("Webhook", w.id) } };
  },
  rest: {
    "GET /api/webhooks": () => ({ url: "/api/webhooks", expectStatus: 200 }),
    "POST /api/webhooks": () => ({ url: "/api/webhooks", body: { url: "https://b.example.com/hook", events: ["client.created"] }, expectStatus: 201 }),
    "DELETE /api/webhooks/:id": (s) => ({ url: `/api/webhooks/${s.ids.webhook}` }),
    "GET /api/webhooks/:id/deliveries": (s) => ({ url: `/api/webhooks/${s.ids.webhook}/deliveries` }),
    "POST /api/webhooks/:id/test": (s) => ({ url: `/api/webhooks/${s.ids.webhook}/test` }),
  },
  graphql: {
    "User.webhooks": () => ({ query: "{ viewer { webhooks { id url recentDeliveries { id eventId } } } }" }),
    "Mutation.createWebhook": () => ({
      query: `mutation { createWebhook(input: { url: "https://b.example.com/hook", events: ["client.created"] }) { __typename } }`,
      expectTypename: "CreateWebhookPayload",
    }),
    "Mutation.deleteWebhook": (s) => ({ query: "mutation($id: ID!) { deleteWebhook(input: { id: $id }) { __typename } }", variables: { id: s.gids.webhook }, expectTypename: "NotFoundError" }),
    "Mutation.sendWebhookTestEvent": (s) => ({
      query: "mutation($id: ID!) { sendWebhookTestEvent(input: { id: $id }) { __typename } }", variables: { id: s.gids.webhook }, expectTypename: "NotFoundError",
    }),
  },
  nodes: { Webhook: (s) => s.gids.webhook },
};
