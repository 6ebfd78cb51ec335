import crypto from "node:crypto";
import { globalId } from "../../../graphql/util";
import { secretBoxOf } from "../../../infra/secrets";
import type { IsolationSuite } from "../../../../test/isolation";

export const integrationIsolation: IsolationSuite = {
  name: "integration",
  seed: async (t, a) => {
    // A's CalDAV connection, as connecting stores it (no server needed to prove B cannot reach it)
    const id = crypto.randomUUID();
    const url = "http://127.0.0.1:9/a/calendar/";
    await t.app.resources.prisma.connection.create({ data: {
      id, userId: a.user.id, provider: "caldav", label: "a at 127.0.0.1:9", serverUrl: "http://127.0.0.1:9/",
      calendars: [{ url, name: "A's calendar" }], calendarUrl: url, calendarName: "A's calendar",
      secrets: secretBoxOf(t.app.resources.config).seal(id, { username: "a", password: "a's password" }),
    } });
    return { ids: { integration: id }, gids: { integration: globalId("Integration", id) } };
  },
  rest: {
    "GET /api/integrations": () => ({ url: "/api/integrations", expectStatus: 200 }),
    // B's own connect, to a server that is not there: refused for B, A's connection untouched
    "POST /api/integrations/caldav": () => ({ url: "/api/integrations/caldav", body: { url: "http://127.0.0.1:9/", username: "b", password: "b" }, expectStatus: 400 }),
    "PUT /api/integrations/:id": (s) => ({ url: `/api/integrations/${s.ids.integration}`, body: { calendarUrl: "http://127.0.0.1:9/a/calendar/" } }),
    "DELETE /api/integrations/:id": (s) => ({ url: `/api/integrations/${s.ids.integration}` }),
  },
  graphql: {
    "User.integrations": () => ({ query: `{ viewer { integrations { id label calendar { url } calendars { url } } } }` }),
    "Mutation.connectCaldav": () => ({
      query: `mutation { connectCaldav(input: { url: "http://127.0.0.1:9/", username: "b", password: "b" }) { __typename } }`, expectTypename: "ValidationError",
    }),
    "Mutation.chooseIntegrationCalendar": (s) => ({
      query: `mutation($id: ID!) { chooseIntegrationCalendar(input: { id: $id, calendarUrl: "http://127.0.0.1:9/a/calendar/" }) { __typename } }`,
      variables: { id: s.gids.integration }, expectTypename: "NotFoundError",
    }),
    "Mutation.disconnectIntegration": (s) => ({
      query: `mutation($id: ID!) { disconnectIntegration(input: { id: $id }) { __typename } }`, variables: { id: s.gids.integration }, expectTypename: "NotFoundError",
    }),
  },
  nodes: {},
};
