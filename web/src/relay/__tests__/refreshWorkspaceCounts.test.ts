import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { createOperationDescriptor, type PayloadData } from "relay-runtime";
import { refreshWorkspaceCounts } from "../refreshWorkspaceCounts";
import DashboardPageQuery from "../../modules/dashboard/__generated__/DashboardPageQuery.graphql";

const VIEWER_ID = "VXNlcjox";

describe("refreshWorkspaceCounts", () => {
  it("marks the viewer stale so the Dashboard refetches its stats and lists, and refetches the sidebar counts", () => {
    const environment = createMockEnvironment();
    const dashboard = createOperationDescriptor(DashboardPageQuery, {});
    environment.commitPayload(dashboard, MockPayloadGenerator.generate(dashboard, { User: () => ({ id: VIEWER_ID }) }).data as PayloadData);
    expect(environment.check(dashboard).status).toBe("available");
    const store = environment.getStore();
    const before = store.lookupInvalidationState([VIEWER_ID]);

    refreshWorkspaceCounts(environment);

    expect(store.checkInvalidationState(before)).toBe(true);
    expect(environment.check(dashboard).status).toBe("stale");
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toEqual(["refreshWorkspaceCountsQuery"]);
    expect(environment.mock.getMostRecentOperation().request.node.params.operationKind).toBe("query");
  });

  it("does nothing to the store before a viewer is loaded, and still refetches the counts", () => {
    const environment = createMockEnvironment();
    expect(() => refreshWorkspaceCounts(environment)).not.toThrow();
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toEqual(["refreshWorkspaceCountsQuery"]);
  });

  it("fetches the counts once more after a change made while they were being fetched", async () => {
    const environment = createMockEnvironment();
    const pending = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === "refreshWorkspaceCountsQuery");
    refreshWorkspaceCounts(environment);
    refreshWorkspaceCounts(environment);
    expect(pending()).toHaveLength(1);
    environment.mock.resolve(pending()[0], MockPayloadGenerator.generate(pending()[0]));
    // a new request to the server, not the finished one's answer replayed
    await Promise.resolve();
    expect(pending()).toHaveLength(1);
    environment.mock.resolve(pending()[0], MockPayloadGenerator.generate(pending()[0]));
    await Promise.resolve();
    expect(pending()).toHaveLength(0);
  });
});
