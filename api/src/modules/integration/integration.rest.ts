import { caldavConnectSchema, chooseCalendarSchema, CONNECTION_PROVIDERS, CONNECTION_STATUSES } from "@common/integration";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { calendarsFound, chooseCalendar, connectCaldav, disconnect, listConnections, toConnectionJson } from "./integration.service";

const calendarJson = j.object({ url: j.string("The calendar collection's address"), name: j.string() }, "IntegrationCalendar");
const connectionFields = {
  id: j.uuid(), provider: j.enum(CONNECTION_PROVIDERS), label: j.string("The account, as its owner knows it"),
  status: j.enum(CONNECTION_STATUSES), error: j.nullable(j.string("Why it needs a reconnect or failed")),
  calendar: j.nullable(calendarJson),
};

/** A connection as REST answers it: never its secrets. */
const integrationJson = servedBy(j.object(connectionFields, "Integration"), toConnectionJson);
const connectedJson = j.object({ ...connectionFields, calendars: j.array(calendarJson) }, "ConnectedIntegration");

const tag = "Integrations";

export const integrationRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/integrations",
    doc: { summary: "List the workspace's connected accounts (label and state; never their secrets)", tag, response: j.array(integrationJson) },
    handler: async (ctx) => (await listConnections(ctx)).map(toConnectionJson),
  },
  {
    method: "POST", url: "/api/integrations/caldav",
    doc: {
      summary: "Connect a CalDAV account (server URL, user name, app password); answers the calendars found on it", tag,
      description: "The calendars are found from the address (principal, calendar-home-set). A refused password or an address that is "
        + "not a CalDAV server answers 400 in the server's words; a second CalDAV connection 409. Events are pushed to the chosen "
        + "calendar (`calendarUrl`, or later with PUT).",
      body: caldavConnectSchema, status: 201, errors: [409], response: connectedJson,
    },
    handler: async (ctx, req) => {
      const { connection, calendars } = await connectCaldav(ctx, req.body);
      return { status: 201, body: { ...toConnectionJson(connection), calendars } };
    },
  },
  {
    method: "PUT", url: "/api/integrations/:id",
    doc: { summary: "Choose the calendar events go to (one of those found when connecting)", tag, body: chooseCalendarSchema, response: connectedJson },
    handler: async (ctx, req) => {
      const c = await chooseCalendar(ctx, req.params.id, req.body);
      return { ...toConnectionJson(c), calendars: calendarsFound(c) };
    },
  },
  {
    method: "DELETE", url: "/api/integrations/:id",
    doc: { summary: "Disconnect an account (its secrets are deleted)", tag, status: 204 },
    handler: async (ctx, req) => { await disconnect(ctx, req.params.id); return { status: 204 }; },
  },
];
