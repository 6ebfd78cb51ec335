import { act, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import {
  ALICE,
  BOB,
  aTask,
  dialog,
  dialogField,
  expectToast,
  inRow,
  pendingOperation,
  renderTasksPage,
  resetToasts,
  retype,
  user,
} from "./taskTestUtils";

let u: ReturnType<typeof user>;

const submit = (name = "Create Task") => u.click(within(dialog()).getByRole("button", { name }));
const options = (label: string) => Array.from((dialogField(label) as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Task assignee", () => {
  it("shows the assignee's name on the row, and nothing for an unassigned task", async () => {
    await renderTasksPage([aTask({ title: "Logo", assignee: { id: ALICE.id, name: ALICE.name } }), aTask({ title: "Loose" })]);
    expect(inRow("Logo").getByTestId("task-assignee")).toHaveTextContent("Alice Designer");
    expect(inRow("Loose").queryByTestId("task-assignee")).not.toBeInTheDocument();
  });

  it("offers 'Unassigned' and the workspace's team members by name; unassigned by default and then not sent", async () => {
    const { environment } = await renderTasksPage([]);
    await u.click(screen.getByRole("button", { name: "New Task" }));
    await screen.findByRole("dialog", { name: "Create Task" });
    expect(dialogField("Assignee")).toHaveValue("none");
    expect(options("Assignee")).toEqual([
      ["none", "Unassigned"],
      [ALICE.id, "Alice Designer"],
      [BOB.id, "Bob Developer"],
    ]);
    await retype(u, "Title", "Nobody's yet");
    await submit();
    const input = (await pendingOperation(environment, "useCreateTaskMutation")).request.variables.input;
    expect(input).not.toHaveProperty("assigneeId");
  });

  it("creates a task assigned to the chosen team member", async () => {
    const { environment } = await renderTasksPage([]);
    await u.click(screen.getByRole("button", { name: "New Task" }));
    await screen.findByRole("dialog", { name: "Create Task" });
    await retype(u, "Title", "Wireframes");
    await u.selectOptions(dialogField("Assignee"), BOB.id);
    await submit();
    const input = (await pendingOperation(environment, "useCreateTaskMutation")).request.variables.input;
    expect(input).toMatchObject({ title: "Wireframes", assigneeId: BOB.id });
  });

  it("prefills the assignee when editing, sends a new one, and null when set back to 'Unassigned'", async () => {
    const task = aTask({ title: "Review copy", assignee: { id: ALICE.id, name: ALICE.name } });
    const { environment } = await renderTasksPage([task]);
    await u.click(screen.getByRole("button", { name: "Edit Review copy" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    expect(dialogField("Assignee")).toHaveValue(ALICE.id);

    await u.selectOptions(dialogField("Assignee"), "none");
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    // only what changed
    expect(op.request.variables.input).toEqual({ id: task.id, unchangedSince: task.updatedAt, assigneeId: null });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateTaskResult: () => ({ __typename: "UpdateTaskPayload" }),
          Task: () => ({ ...task, assignee: null }),
        }),
      );
    });
    await expectToast("Task updated successfully");
    expect(inRow("Review copy").queryByTestId("task-assignee")).not.toBeInTheDocument();
  });

  it("moves the task to another team member", async () => {
    const task = aTask({ title: "Handover", assignee: { id: ALICE.id, name: ALICE.name } });
    const { environment } = await renderTasksPage([task]);
    await u.click(screen.getByRole("button", { name: "Edit Handover" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    await u.selectOptions(dialogField("Assignee"), BOB.id);
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    expect(op.request.variables.input).toEqual({ id: task.id, unchangedSince: task.updatedAt, assigneeId: BOB.id });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateTaskResult: () => ({ __typename: "UpdateTaskPayload" }),
          Task: () => ({ ...task, assignee: { id: BOB.id, name: BOB.name } }),
        }),
      );
    });
    await expectToast("Task updated successfully");
    expect(inRow("Handover").getByTestId("task-assignee")).toHaveTextContent("Bob Developer");
  });
});
