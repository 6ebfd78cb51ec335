import { act, screen, waitFor, within } from "@testing-library/react";
import {
  ACME,
  SITE,
  aTask,
  answerDelete,
  expectToast,
  future,
  inRow,
  mutations,
  past,
  pendingOperation,
  rejectOperation,
  renderTasksPage,
  renderTasksRoute,
  resetToasts,
  resolveOperation,
  rowOf,
  rows,
  user,
} from "./taskTestUtils";
import { paletteSolid } from "../../../../test/render";
import { expectEllipsis, longName } from "../../../../test/ellipsis";

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const checkbox = (title: string) => inRow(title).getByRole("checkbox");

describe("Tasks page", () => {
  it("shows the heading, subtitle and 'New Task' at once, and 5 skeleton rows while the query loads", async () => {
    renderTasksRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Tasks" })).toBeInTheDocument();
    expect(screen.getByText("Manage your tasks and stay organized")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Task" })).toBeInTheDocument();
    expect(screen.getAllByTestId("task-skeleton")).toHaveLength(5);
  });

  it("shows each task's title, status and priority badges, due date, project and client", async () => {
    await renderTasksPage([
      aTask({
        title: "Send the first draft",
        description: "Two hero variants",
        status: "in_progress",
        priority: "high",
        dueDate: future(5),
        estimatedHours: 6,
        project: { id: SITE.id, name: SITE.name },
        client: { id: ACME.id, name: ACME.name },
      }),
    ]);
    const row = inRow("Send the first draft");
    expect(row.getByTestId("task-title")).toHaveTextContent("Send the first draft");
    expect(row.getByText("Two hero variants")).toBeInTheDocument();
    expect(row.getByTestId("task-status")).toHaveTextContent("In Progress");
    expect(paletteSolid(row.getByTestId("task-status"))).toBe("var(--chakra-colors-blue-solid)");
    expect(row.getByTestId("priority")).toHaveTextContent("High");
    expect(paletteSolid(row.getByTestId("priority"))).toBe("var(--chakra-colors-orange-solid)");
    expect(row.getByTestId("task-due")).toHaveTextContent(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(row.getByText("6 h")).toBeInTheDocument();
    expect(row.getByTestId("task-project")).toHaveTextContent("Website redesign");
    expect(row.getByTestId("task-client")).toHaveTextContent("Acme Studio");
    expect(row.queryByTestId("task-overdue")).not.toBeInTheDocument();
    expect(checkbox("Send the first draft")).not.toBeChecked();
  });

  it("shows 'Overdue' in red when past due and not completed, and not for a completed or undated task", async () => {
    await renderTasksPage([
      aTask({ title: "Late", dueDate: past(2) }),
      aTask({ title: "Done late", status: "completed", completedAt: past(1), dueDate: past(2) }),
      aTask({ title: "Upcoming", dueDate: future(2) }),
      aTask({ title: "Undated" }),
    ]);
    const overdue = inRow("Late").getByTestId("task-overdue");
    expect(overdue).toHaveTextContent("Overdue");
    expect(paletteSolid(overdue)).toBe("var(--chakra-colors-red-solid)");
    for (const title of ["Done late", "Upcoming", "Undated"]) expect(inRow(title).queryByText("Overdue")).not.toBeInTheDocument();
  });

  it("strikes through the title of a completed task and ticks its checkbox", async () => {
    await renderTasksPage([aTask({ title: "Finished", status: "completed", completedAt: past(1) }), aTask({ title: "Open" })]);
    expect(inRow("Finished").getByTestId("task-title")).toHaveStyle({ textDecoration: "line-through" });
    expect(checkbox("Finished")).toBeChecked();
    expect(inRow("Open").getByTestId("task-title")).not.toHaveStyle({ textDecoration: "line-through" });
  });

  it("shows 'No tasks yet' with a create button that opens the form", async () => {
    await renderTasksPage([]);
    expect(screen.getByText("No tasks yet")).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    await u.click(screen.getByRole("button", { name: "Create Your First Task" }));
    expect(await screen.findByRole("dialog", { name: "Create Task" })).toBeInTheDocument();
  });
});

describe("A link to one task (/tasks?id=, from a notification)", () => {
  it("opens the task in the edit dialog and leaves the address as /tasks", async () => {
    const task = aTask({ title: "Send the draft", dueDate: past(2) });
    const { environment, router } = await renderTasksPage([task], { path: `/tasks?id=${task.id}` });
    await resolveOperation(environment, "TasksPageLinkQuery", { Node: () => ({ __typename: "Task" }), Task: () => ({ ...task, project: null, client: null }) });
    const dialog = await screen.findByRole("dialog", { name: "Edit Task" });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Send the draft");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when the linked task is gone", async () => {
    const { environment, router } = await renderTasksPage([aTask({ title: "Other" })], { path: "/tasks?id=VGFzazo5OQ==" });
    const op = await pendingOperation(environment, "TasksPageLinkQuery");
    await act(async () => environment.mock.resolve(op, { data: { node: null } }));
    await expectToast("Error", "This task no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("The completed checkbox", () => {
  it("completes a task at once (optimistic): struck through, 'Overdue' gone; setTaskCompleted {id, completed: true}", async () => {
    const task = aTask({ title: "Late one", dueDate: past(2), isOverdue: true });
    const { environment } = await renderTasksPage([task]);
    expect(inRow("Late one").getByText("Overdue")).toBeInTheDocument();
    await u.click(checkbox("Late one"));

    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    expect(op.request.variables.input).toEqual({ id: task.id, completed: true });
    // before the server answers
    expect(inRow("Late one").getByTestId("task-title")).toHaveStyle({ textDecoration: "line-through" });
    expect(inRow("Late one").queryByText("Overdue")).not.toBeInTheDocument();
    expect(checkbox("Late one")).toBeChecked();
    expect(inRow("Late one").getByTestId("task-status")).toHaveTextContent("Completed");

    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          setTaskCompleted: {
            __typename: "SetTaskCompletedPayload",
            task: { id: task.id, status: "completed", completedAt: new Date().toISOString(), isOverdue: false, updatedAt: new Date().toISOString() },
          },
        },
      });
    });
    expect(checkbox("Late one")).toBeChecked();
    // the overdue badge in the sidebar follows
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("reopens a completed task: pending, not struck through, 'Overdue' back when past due", async () => {
    const task = aTask({ title: "Reopen me", status: "completed", completedAt: past(1), dueDate: past(3) });
    const { environment } = await renderTasksPage([task]);
    await u.click(checkbox("Reopen me"));
    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    expect(op.request.variables.input).toEqual({ id: task.id, completed: false });
    expect(inRow("Reopen me").getByTestId("task-status")).toHaveTextContent("Pending");
    expect(inRow("Reopen me").getByTestId("task-title")).not.toHaveStyle({ textDecoration: "line-through" });
    expect(inRow("Reopen me").getByText("Overdue")).toBeInTheDocument();
  });

  it("rolls back and shows 'Error' / 'Failed to update task' when the toggle fails", async () => {
    const task = aTask({ title: "Stubborn", dueDate: past(1) });
    const { environment } = await renderTasksPage([task]);
    await u.click(checkbox("Stubborn"));
    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    expect(checkbox("Stubborn")).toBeChecked();
    await act(async () => environment.mock.reject(op, new Error("500: boom")));
    await expectToast("Error", "Failed to update task");
    await waitFor(() => expect(checkbox("Stubborn")).not.toBeChecked());
    expect(inRow("Stubborn").getByText("Overdue")).toBeInTheDocument();
  });
});

describe("A task deleted in another tab", () => {
  it("leaves the list when toggling it answers 'Task not found', with the failure toast, and the counts are fetched again", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Gone elsewhere" }), aTask({ title: "Still here" })]);
    await u.click(checkbox("Gone elsewhere"));
    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { setTaskCompleted: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Task not found" } } });
    });
    await expectToast("Error", "Failed to update task: Task not found");
    await waitFor(() => expect(rowOf("Gone elsewhere")).toBeUndefined());
    expect(rowOf("Still here")).toBeInTheDocument();
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).toContain("refreshWorkspaceCountsQuery");
  });

  it("leaves the list when saving an edit answers 'Task not found'; the dialog keeps what was typed", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Edited elsewhere" })]);
    await u.click(screen.getByRole("button", { name: "Edit Edited elsewhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Task" });
    const title = within(dialog).getByLabelText(/^Title/);
    await u.clear(title);
    await u.type(title, "My careful rewrite");
    await u.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    await act(async () => {
      // as the server answers it: `__isError` is how Relay learns that the type implements Error
      environment.mock.resolve(op, { data: { updateTask: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Task not found" } } });
    });
    await expectToast("Error", "Failed to update task: Task not found");
    await waitFor(() => expect(rowOf("Edited elsewhere")).toBeUndefined());
    expect(within(screen.getByRole("dialog", { name: "Edit Task" })).getByLabelText(/^Title/)).toHaveValue("My careful rewrite");
  });
});

describe("Deleting a task", () => {
  it("asks 'Are you sure you want to delete this task?' and does nothing when cancelled", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    const { environment } = await renderTasksPage([aTask({ title: "Keep" })]);
    await u.click(screen.getByRole("button", { name: "Delete Keep" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this task?");
    expect(mutations(environment)).toHaveLength(0);
    expect(rowOf("Keep")).toBeInTheDocument();
  });

  it("deletes after confirmation: the row leaves in place and 'Task deleted successfully' shows", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const doomed = aTask({ title: "Doomed" });
    const { environment } = await renderTasksPage([doomed, aTask({ title: "Stays" })]);
    await u.click(screen.getByRole("button", { name: "Delete Doomed" }));
    await answerDelete(environment, "Task", doomed.id);
    await waitFor(() => expect(rowOf("Doomed")).toBeUndefined());
    expect(rowOf("Stays")).toBeInTheDocument();
    await expectToast("Task deleted successfully");
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("shows 'Failed to delete task' when the call fails", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderTasksPage([aTask({ title: "Sticky" })]);
    await u.click(screen.getByRole("button", { name: "Delete Sticky" }));
    await rejectOperation(environment, "useDeleteTaskMutation", new Error("boom"));
    await expectToast("Error", "Failed to delete task");
    expect(within(rowOf("Sticky")).getByTestId("task-title")).toBeInTheDocument();
  });
});

describe("TasksPage with long names", () => {
  it("cuts a long project and client name with an ellipsis (the link a block, not inline-flex), in full on hover and to screen readers", async () => {
    const project = longName(110, "Rebrand");
    const client = longName(120);
    await renderTasksPage([aTask({ title: "Long names", project: { id: "UHJvamVjdDpsb25n", name: project }, client: { id: "Q2xpZW50Omxvbmc=", name: client } })]);
    const row = inRow("Long names");
    expectEllipsis(row.getByRole("link", { name: project }), project);
    expectEllipsis(row.getByRole("link", { name: client }), client);
  });
});
