import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeRecurringInvoice } from "./factory";

export const recurringInvoiceIsolation: IsolationSuite = {
  name: "recurring-invoice",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's retainer client", email: "retainer-of-a@example.com" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "A's retainer project" });
    const r = await makeRecurringInvoice(t.app, a, { clientId: c.id, projectId: p.id, notes: "A's secret retainer notes" });
    const paused = await makeRecurringInvoice(t.app, a, { clientId: c.id });
    await t.app.resources.prisma.recurringInvoice.update({ where: { id: paused.id }, data: { status: "paused" } });
    return {
      ids: { recurring: r.id, pausedRecurring: paused.id, recurringClient: c.id, recurringProject: p.id },
      gids: { recurring: globalId("RecurringInvoice", r.id), pausedRecurring: globalId("RecurringInvoice", paused.id),
        recurringClient: globalId("Client", c.id), recurringProject: globalId("Project", p.id) },
    };
  },
  rest: {
    "GET /api/recurring-invoices": () => ({ url: "/api/recurring-invoices", expectStatus: 200 }),
    // B cannot bill A's client, nor name A's project
    "POST /api/recurring-invoices": (s) => ({ url: "/api/recurring-invoices", body: {
      clientId: s.ids.recurringClient, projectId: s.ids.recurringProject, startDate: "2031-01-01", frequency: "monthly",
      items: [{ description: "B's", quantity: 1, rate: "1" }],
    } }),
    "PUT /api/recurring-invoices/:id": (s) => ({ url: `/api/recurring-invoices/${s.ids.recurring}`, body: { notes: "hijacked", items: [{ description: "x", quantity: 1, rate: "0" }] } }),
    "DELETE /api/recurring-invoices/:id": (s) => ({ url: `/api/recurring-invoices/${s.ids.recurring}` }),
    "POST /api/recurring-invoices/:id/pause": (s) => ({ url: `/api/recurring-invoices/${s.ids.recurring}/pause` }),
    "POST /api/recurring-invoices/:id/resume": (s) => ({ url: `/api/recurring-invoices/${s.ids.pausedRecurring}/resume` }),
  },
  graphql: {
    "Mutation.createRecurringInvoice": (s) => ({
      query: `mutation($c: ID!) { createRecurringInvoice(input: { clientId: $c, startDate: "2031-01-01", frequency: "monthly",
        items: [{ description: "B's", quantity: 1, rate: "1" }] }) { __typename } }`,
      variables: { c: s.gids.recurringClient }, expectTypename: "NotFoundError" }),
    "Mutation.updateRecurringInvoice": (s) => ({ query: `mutation($id: ID!) { updateRecurringInvoice(input: { id: $id, notes: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.recurring }, expectTypename: "NotFoundError" }),
    "Mutation.deleteRecurringInvoice": (s) => ({ query: `mutation($id: ID!) { deleteRecurringInvoice(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.recurring }, expectTypename: "NotFoundError" }),
    "Mutation.pauseRecurringInvoice": (s) => ({ query: `mutation($id: ID!) { pauseRecurringInvoice(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.recurring }, expectTypename: "NotFoundError" }),
    "Mutation.resumeRecurringInvoice": (s) => ({ query: `mutation($id: ID!) { resumeRecurringInvoice(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.pausedRecurring }, expectTypename: "NotFoundError" }),
    "User.recurringInvoices": () => ({ query: "{ viewer { recurringInvoices(first: 50) { edges { node { id notes items { description } invoices { id } } } } } }" }),
  },
  nodes: { RecurringInvoice: (s) => s.gids.recurring },
};
