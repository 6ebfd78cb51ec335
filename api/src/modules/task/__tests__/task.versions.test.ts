import { eachTestWithTenant, gql, type Session, type TestApp } from "../../../../test/harness";
import { describeVersionedUpdates } from "../../../../test/versions";
import { globalId } from "../../../graphql/util";
import { updateTask } from "../task.service";
import { makeTask } from "./factory";

describeVersionedUpdates({
  entity: "Task", field: "task", record: "task", model: "task", path: "/api/tasks", text: "title",
  make: makeTask, update: updateTask,
});

describe("setTaskCompleted takes the version too", () => {
  let t: TestApp;
  let a: Session;
  eachTestWithTenant((app, tenant) => { t = app; a = tenant; });
  const TOGGLE = `mutation($input: SetTaskCompletedInput!) { setTaskCompleted(input: $input) {
    __typename ... on ConflictError { message } ... on SetTaskCompletedPayload { task { status } } } }`;

  it("the current version completes the task; a stale one answers ConflictError and writes nothing", async () => {
    const task = await makeTask(t.app, a);
    const id = globalId("Task", task.id);
    const done = await gql(t.app, a, TOGGLE, { input: { id, completed: true, unchangedSince: task.updatedAt.toISOString() } });
    expect(done.data.setTaskCompleted).toEqual({ __typename: "SetTaskCompletedPayload", task: { status: "completed" } });
    const stale = await gql(t.app, a, TOGGLE, { input: { id, completed: false, unchangedSince: task.updatedAt.toISOString() } });
    expect(stale.data.setTaskCompleted).toEqual({ __typename: "ConflictError", message: "This task was changed at the same time. Reload it and try again." });
    const unversioned = await gql(t.app, a, TOGGLE, { input: { id, completed: false } });
    expect(unversioned.data.setTaskCompleted.task).toEqual({ status: "pending" });
  });
});
