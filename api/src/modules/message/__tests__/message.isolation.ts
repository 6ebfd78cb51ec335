import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeMessage } from "./factory";

export const messageIsolation: IsolationSuite = {
  name: "message",
  seed: async (t, a) => {
    const m = await makeMessage(t.app, a, { subject: "A's secret message", contactEmail: "contact-of-a@example.com" });
    return { ids: { message: m.id }, gids: { message: globalId("Message", m.id) } };
  },
  rest: {
    "GET /api/messages": () => ({ url: "/api/messages", expectStatus: 200 }),
    "POST /api/messages": () => ({ url: "/api/messages", body: { subject: "B's", content: "B's own message" }, expectStatus: 201 }),
    "PUT /api/messages/:id": (s) => ({ url: `/api/messages/${s.ids.message}`, body: { subject: "hijacked" } }),
    "DELETE /api/messages/:id": (s) => ({ url: `/api/messages/${s.ids.message}` }),
  },
  graphql: {
    "Mutation.createMessage": () => ({ query: `mutation { createMessage(input: { subject: "B's", content: "B's own" }) { __typename } }`, expectTypename: "CreateMessagePayload" }),
    "Mutation.updateMessage": (s) => ({ query: `mutation($id: ID!) { updateMessage(input: { id: $id, subject: "hijacked" }) { __typename } }`, variables: { id: s.gids.message }, expectTypename: "NotFoundError" }),
    "Mutation.setMessageRead": (s) => ({ query: `mutation($id: ID!) { setMessageRead(input: { id: $id, read: true }) { __typename } }`, variables: { id: s.gids.message }, expectTypename: "NotFoundError" }),
    "Mutation.deleteMessage": (s) => ({ query: `mutation($id: ID!) { deleteMessage(input: { id: $id }) { __typename } }`, variables: { id: s.gids.message }, expectTypename: "NotFoundError" }),
    "Subscription.workspaceChanged": () => ({ query: "subscription { workspaceChanged { type message { id subject } createdMessage { id } deletedMessageId } }" }),
  },
  nodes: { Message: (s) => s.gids.message },
};
