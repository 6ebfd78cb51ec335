import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";

/** A's dashboard material: a client (with its activity line), an active project, an overdue task, a paid invoice. */
export const dashboardIsolation: IsolationSuite = {
  name: "dashboard",
  seed: async (t, a) => {
    const prisma = t.app.resources.prisma;
    const client = await makeClient(t.app, a, { name: "A's dashboard client" });
    const activity = await prisma.activity.findFirstOrThrow({ where: { userId: a.user.id, entityId: client.id } });
    const project = await prisma.project.create({ data: { userId: a.user.id, clientId: client.id, name: "A's project", status: "active", budget: "5000" } });
    const task = await prisma.task.create({ data: { userId: a.user.id, projectId: project.id, title: "A's task", dueDate: new Date(Date.now() - 86400_000) } });
    const invoice = await prisma.invoice.create({ data: { userId: a.user.id, clientId: client.id, invoiceNumber: "A-DASH-1", status: "paid",
      issueDate: new Date(), dueDate: new Date(), paidDate: new Date(), subtotal: "1200", total: "1200" } });
    return {
      ids: { activity: activity.id, dashboardProject: project.id, dashboardTask: task.id, dashboardInvoice: invoice.id },
      gids: { activity: globalId("Activity", activity.id), dashboardTask: globalId("Task", task.id) },
    };
  },
  rest: {
    // the caller's own figures: B sees its own (empty) workspace, never A's
    "GET /api/dashboard/stats": () => ({ url: "/api/dashboard/stats", expectStatus: 200 }),
  },
  graphql: {
    "Subscription.dashboardStatsUpdated": () => ({ query: "subscription { dashboardStatsUpdated { totalClients totalRevenue } }" }),
  },
  nodes: { Activity: (s) => s.gids.activity },
};
