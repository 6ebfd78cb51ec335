import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { ConnectionHandler } from "relay-runtime";
import {
  ACME,
  APP,
  GLOBEX,
  SITE,
  VIEWER_ID,
  aTask,
  answerConflict,
  answerValidationError,
  dialog,
  dialogField,
  expectConflictInDialog,
  expectToast,
  inRow,
  mutations,
  pendingOperation,
  rejectOperation,
  renderTasksPage,
  resetToasts,
  retype,
  rows,
  user,
} from "./taskTestUtils";
import { emptyTaskForm } from "@common/task";
import { updateTaskInput } from "../TaskForm";

let u: ReturnType<typeof user>;

async function openNew() {
  await u.click(screen.getByRole("button", { name: "New Task" }));
  return screen.findByRole("dialog", { name: "Create Task" });
}

const submit = (name = "Create Task") => u.click(within(dialog()).getByRole("button", { name }));

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Task form", () => {
  it("opens 'Create Task' with every field labelled; pending, medium, no project and no client by default", async () => {
    await renderTasksPage([]);
    await openNew();
    for (const label of ["Title", "Description", "Status", "Priority", "Project", "Client", "Due date", "Estimated hours"]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    const options = (label: string) => Array.from((dialogField(label) as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);
    expect(dialogField("Status")).toHaveValue("pending");
    expect(options("Status").map(([v]) => v)).toEqual(["pending", "in_progress", "completed", "cancelled"]);
    expect(dialogField("Priority")).toHaveValue("medium");
    expect(dialogField("Project")).toHaveValue("none");
    expect(options("Project")).toEqual([
      ["none", "No project"],
      [SITE.id, "Website redesign"],
      [APP.id, "Mobile app"],
    ]);
    expect(dialogField("Client")).toHaveValue("none");
    expect(options("Client")).toEqual([
      ["none", "No client"],
      [ACME.id, "Acme Studio"],
      [GLOBEX.id, "Globex"],
    ]);
    expect(dialogField("Estimated hours")).toHaveAttribute("min", "0");
    expect(dialogField("Due date")).toHaveAttribute("type", "date");
  });

  it("shows 'Title is required' and sends nothing while invalid", async () => {
    const { environment } = await renderTasksPage([]);
    await openNew();
    await submit();
    expect(await within(dialog()).findByText("Title is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("refuses a negative or fractional estimate with the shared schema's messages", async () => {
    const { environment } = await renderTasksPage([]);
    await openNew();
    await retype(u, "Title", "Estimate");
    await retype(u, "Estimated hours", "-2");
    await submit();
    expect(await within(dialog()).findByText("Estimated hours must be between 0 and 100000")).toBeInTheDocument();
    await retype(u, "Estimated hours", "1.5");
    await submit();
    expect(await within(dialog()).findByText("Estimated hours must be a whole number")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("creates a task: 'none' project and client omitted, due date a full ISO timestamp, hours an integer; prepended", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Older" })]);
    await openNew();
    await retype(u, "Title", "Call the printer");
    await retype(u, "Description", "Ask about paper stock");
    await u.selectOptions(dialogField("Priority"), "urgent");
    await retype(u, "Due date", "2026-04-10");
    await retype(u, "Estimated hours", "3");
    await submit();

    const op = await pendingOperation(environment, "useCreateTaskMutation");
    const input = op.request.variables.input;
    expect(input).toEqual({
      title: "Call the printer",
      description: "Ask about paper stock",
      status: "pending",
      priority: "urgent",
      dueDate: "2026-04-10T00:00:00.000Z",
      estimatedHours: 3,
    });
    expect(input).not.toHaveProperty("projectId");
    expect(input).not.toHaveProperty("clientId");
    expect(input.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(op.request.variables.connections).toEqual([ConnectionHandler.getConnectionID(VIEWER_ID, "TaskList_tasks")]);

    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateTaskResult: () => ({ __typename: "CreateTaskPayload" }),
          Task: () => ({ ...aTask(), ...input, id: "VGFzazpuZXc=", completedAt: null, project: null, client: null }),
        }),
      );
    });
    await expectToast("Task created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Call the printer", "Older"]);
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("sets the client to the chosen project's client and sends both", async () => {
    const { environment } = await renderTasksPage([]);
    await openNew();
    await retype(u, "Title", "Linked");
    await u.selectOptions(dialogField("Project"), APP.id);
    await waitFor(() => expect(dialogField("Client")).toHaveValue(GLOBEX.id));
    await submit();
    const op = await pendingOperation(environment, "useCreateTaskMutation");
    expect(op.request.variables.input).toMatchObject({ projectId: APP.id, clientId: GLOBEX.id });
  });

  it("puts the server's field errors on the fields and shows 'Failed to create task'", async () => {
    const { environment } = await renderTasksPage([]);
    await openNew();
    await retype(u, "Title", "Mismatch");
    await u.selectOptions(dialogField("Project"), SITE.id);
    await u.selectOptions(dialogField("Client"), GLOBEX.id);
    await submit();
    const op = await pendingOperation(environment, "useCreateTaskMutation");
    await answerValidationError(environment, op, "createTask", { projectId: "This project belongs to another client" }, "This project belongs to another client");
    expect(await within(dialog()).findByText("This project belongs to another client")).toBeInTheDocument();
    await expectToast("Error", "Failed to create task");
  });

  it("shows 'Failed to create task' when the call fails", async () => {
    const { environment } = await renderTasksPage([]);
    await openNew();
    await retype(u, "Title", "Offline");
    await submit();
    await rejectOperation(environment, "useCreateTaskMutation", new Error("network down"));
    await expectToast("Error", "Failed to create task");
    expect(dialog()).toBeInTheDocument();
  });

  it("shows, prefills and saves the due day as a day, whatever the workspace's or the browser's zone", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Send the invoice", dueDate: "2026-11-21" })], { timeZone: "America/Los_Angeles" });
    expect(inRow("Send the invoice").getByTestId("task-due")).toHaveTextContent("Due Nov 21, 2026");
    await u.click(screen.getByRole("button", { name: "Edit Send the invoice" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    expect(dialogField("Due date")).toHaveValue("2026-11-21");
    await retype(u, "Title", "Send the final invoice");
    await submit("Save Changes");
    // the day left as it was is not sent
    expect((await pendingOperation(environment, "useUpdateTaskMutation")).request.variables.input).toEqual({ id: expect.any(String), unchangedSince: expect.any(String), title: "Send the final invoice" });
  });

  it("sends a newly picked due day as 00:00 UTC of that day (the API reads it as that day)", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Call", dueDate: "2026-11-20" })], { timeZone: "Pacific/Auckland" });
    await u.click(screen.getByRole("button", { name: "Edit Call" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    await retype(u, "Due date", "2026-11-21");
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    expect(op.request.variables.input).toEqual({ id: expect.any(String), unchangedSince: expect.any(String), dueDate: "2026-11-21T00:00:00.000Z" });
    expect(updateTaskInput("x", { ...emptyTaskForm, title: "t", dueDate: "" }).dueDate).toBeNull();
  });

  it("edits a task prefilled from the record; choosing 'none' unlinks the project and client", async () => {
    const due = "2026-05-20";
    const task = aTask({
      title: "Review copy",
      description: "Homepage",
      status: "in_progress",
      priority: "high",
      dueDate: due,
      estimatedHours: 4,
      project: { id: SITE.id, name: SITE.name },
      client: { id: ACME.id, name: ACME.name },
    });
    const { environment } = await renderTasksPage([task]);
    await u.click(screen.getByRole("button", { name: "Edit Review copy" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    expect(dialogField("Title")).toHaveValue("Review copy");
    expect(dialogField("Description")).toHaveValue("Homepage");
    expect(dialogField("Status")).toHaveValue("in_progress");
    expect(dialogField("Priority")).toHaveValue("high");
    expect(dialogField("Project")).toHaveValue(SITE.id);
    expect(dialogField("Client")).toHaveValue(ACME.id);
    expect(dialogField("Due date")).toHaveValue("2026-05-20");
    expect(dialogField("Estimated hours")).toHaveValue(4);

    await u.selectOptions(dialogField("Project"), "none");
    await u.selectOptions(dialogField("Client"), "none");
    await u.clear(dialogField("Estimated hours"));
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    // only what changed: a field edited meanwhile in another tab keeps that edit
    expect(op.request.variables.input).toEqual({ id: task.id, unchangedSince: task.updatedAt, projectId: null, clientId: null, estimatedHours: null });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateTaskResult: () => ({ __typename: "UpdateTaskPayload" }),
          Task: () => ({ ...task, estimatedHours: null, project: null, client: null }),
        }),
      );
    });
    await expectToast("Task updated successfully");
    expect(inRow("Review copy").queryByTestId("task-project")).not.toBeInTheDocument();
  });

  it("a save that met another keeps the dialog open with what was typed and says so", async () => {
    const task = aTask({ title: "Shared" });
    const { environment } = await renderTasksPage([task]);
    await u.click(screen.getByRole("button", { name: "Edit Shared" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    await retype(u, "Title", "Shared task");
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateTaskMutation");
    expect(op.request.variables.input).toEqual({ id: task.id, unchangedSince: task.updatedAt, title: "Shared task" });
    const changed = "This task was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateTask", changed);
    await expectConflictInDialog(changed, { Title: "Shared task" });
    await expectToast("Error", `Failed to update task: ${changed}`);
    expect(screen.getByRole("dialog", { name: "Edit Task" })).toBeInTheDocument();
  });

  it("shows 'Failed to update task' when the update fails", async () => {
    const { environment } = await renderTasksPage([aTask({ title: "Fragile" })]);
    await u.click(screen.getByRole("button", { name: "Edit Fragile" }));
    await screen.findByRole("dialog", { name: "Edit Task" });
    await submit("Save Changes");
    await rejectOperation(environment, "useUpdateTaskMutation", new Error("boom"));
    await expectToast("Error", "Failed to update task");
  });
});
