import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";

/** A's report material: a client, a project and a paid invoice; B's export must show none of it. */
export const reportIsolation: IsolationSuite = {
  name: "report",
  seed: async (t, a) => {
    const client = await makeClient(t.app, a, { name: "A's report client" });
    const project = await makeProject(t.app, a, { name: "A's report project", clientId: client.id, budget: "9000" });
    const invoice = await t.app.resources.prisma.invoice.create({ data: { userId: a.user.id, clientId: client.id, invoiceNumber: "A-REPORT-1",
      status: "paid", issueDate: new Date(), dueDate: new Date(), paidDate: new Date(), subtotal: "1500", total: "1500" } });
    return { ids: { reportClient: client.id, reportProject: project.id, reportInvoice: invoice.id }, gids: {} };
  },
  rest: {
    // the caller's own figures: B exports its own (empty) workspace, never A's
    "GET /api/reports/export.csv": () => ({ url: "/api/reports/export.csv", expectStatus: 200 }),
  },
  graphql: {},
  nodes: {},
};
