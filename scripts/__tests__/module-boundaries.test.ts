import type { Graph, ImportKind } from "../import-cycles";
import { moduleBoundaryViolations } from "../module-boundaries";

/** an import graph of a few files: `[from, to, kind?]` */
function graphOf(edges: [string, string, ImportKind?][]): Graph {
  const graph: Graph = new Map();
  for (const [from, to, kind = "static"] of edges) {
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.has(to)) graph.set(to, new Map());
    graph.get(from)!.set(to, kind);
  }
  return graph;
}

describe("the module boundaries", () => {
  describe("of the API", () => {
    it("let a module use another through its face only", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["api/src/modules/invoice/invoice.service.ts", "api/src/modules/client/index.ts"],
        ["api/src/modules/invoice/invoice.rest.ts", "api/src/modules/client/client.service.ts"],
      ]));
      expect(found).toEqual([expect.stringMatching(/^api\/src\/modules\/invoice\/invoice\.rest\.ts -> api\/src\/modules\/client\/client\.service\.ts: /)]);
    });

    it("keep the job plumbing and auth/ apart from the modules", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["api/src/jobs/index.ts", "api/src/modules/client/index.ts"],
        ["api/src/modules/client/client.rest.ts", "api/src/auth/sessions.ts"],
        ["api/src/modules/client/client.rest.ts", "api/src/auth/tokens.ts"],
      ]));
      expect(found).toHaveLength(2);
    });
  });

  describe("of the web app", () => {
    it("refuse a module importing another module's file, its face included, even lazily or for a type", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["web/src/modules/client/ClientHubPage.tsx", "web/src/modules/invoice/InvoiceForm.tsx", "dynamic"],
        ["web/src/modules/task/TaskRow.tsx", "web/src/modules/project/ProjectBadges.tsx"],
        ["web/src/modules/dashboard/UpcomingTaskItem.tsx", "web/src/modules/task/useSetTaskCompletedMutation.ts", "type"],
        ["web/src/modules/project/ProjectPage.tsx", "web/src/modules/client/index.ts"],
      ]));
      expect(found.map((v) => v.split(":")[0])).toEqual([
        "web/src/modules/client/ClientHubPage.tsx -> web/src/modules/invoice/InvoiceForm.tsx",
        "web/src/modules/dashboard/UpcomingTaskItem.tsx -> web/src/modules/task/useSetTaskCompletedMutation.ts",
        "web/src/modules/project/ProjectPage.tsx -> web/src/modules/client/index.ts",
        "web/src/modules/task/TaskRow.tsx -> web/src/modules/project/ProjectBadges.tsx",
      ]);
    });

    it("refuse a module importing the files on top (the module list, the route table, the router, the app)", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["web/src/modules/client/ClientHubPage.tsx", "web/src/modules/index.ts"],
        ["web/src/modules/project/ProjectPage.tsx", "web/src/routeTable.ts"],
        ["web/src/modules/task/TasksPage.tsx", "web/src/router.tsx", "type"],
      ]));
      expect(found).toHaveLength(3);
    });

    it("refuse the shared layers below the modules (components/, lib/, relay/, theme/) importing a module, even lazily or for a type", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["web/src/components/layout/TopBar.tsx", "web/src/modules/notification/NotificationsBell.tsx"],
        ["web/src/lib/recordPaths.ts", "web/src/modules/client/index.ts", "type"],
        ["web/src/components/HubBlock.tsx", "web/src/modules/invoice/QuickInvoiceDialog.tsx", "dynamic"],
        ["web/src/relay/environment.ts", "web/src/modules/index.ts"],
        ["web/src/components/layout/TopBar.tsx", "web/src/lib/webModule.ts", "type"],
        ["web/src/components/layout/__tests__/TopBar.test.tsx", "web/src/modules/notification/__tests__/bellTestUtils.tsx"],
      ]));
      expect(found.map((v) => v.split(":")[0])).toEqual([
        "web/src/components/HubBlock.tsx -> web/src/modules/invoice/QuickInvoiceDialog.tsx",
        "web/src/components/layout/TopBar.tsx -> web/src/modules/notification/NotificationsBell.tsx",
        "web/src/lib/recordPaths.ts -> web/src/modules/client/index.ts",
        "web/src/relay/environment.ts -> web/src/modules/index.ts",
      ]);
    });

    it("let a module use its own files, the shared layers below, and let the top and the tests reach any module", () => {
      const found = moduleBoundaryViolations(graphOf([
        ["web/src/modules/task/TaskRow.tsx", "web/src/modules/task/TaskStatusBadge.tsx"],
        ["web/src/modules/task/TaskRow.tsx", "web/src/components/PriorityBadge.tsx"],
        ["web/src/modules/task/index.ts", "web/src/lib/webModule.ts", "type"],
        ["web/src/modules/index.ts", "web/src/modules/task/index.ts"],
        ["web/src/routeTable.ts", "web/src/modules/index.ts"],
        ["web/src/modules/contract/__tests__/contractTestUtils.tsx", "web/src/modules/client/__tests__/clientTestUtils.tsx"],
      ]));
      expect(found).toEqual([]);
    });
  });
});
