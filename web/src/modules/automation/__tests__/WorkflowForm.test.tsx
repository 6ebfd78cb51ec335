import { act, screen, waitFor, within } from "@testing-library/react";
import { TRIGGER_REQUIRED_MESSAGE } from "@common/automation";
import {
  aWorkflow,
  answerValidationError,
  dialog,
  dialogField,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  renderAutomationPage,
  resetToasts,
  resolveFormOptions,
  DEFAULT_POLICY,
  user,
  workflowNode,
} from "./automationTestUtils";

beforeEach(resetToasts);

const MEMBER = { id: btoa("TeamMember:0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a"), name: "Grace", role: "Designer" };

async function openCreate() {
  const u = user();
  const page = await renderAutomationPage();
  await u.click(screen.getByRole("button", { name: "Create Workflow" }));
  await resolveFormOptions(page.environment, [MEMBER]);
  await screen.findByRole("dialog");
  return { u, ...page };
}

const actionBoxes = () => within(dialog()).queryAllByTestId("workflow-action");

describe("WorkflowForm", () => {
  it("is titled 'Create New Workflow' with its text, Cancel and 'Create Workflow', and lists the placeholders", async () => {
    await openCreate();
    expect(within(dialog()).getByText("Create New Workflow")).toBeInTheDocument();
    expect(within(dialog()).getByText("Set up automated actions based on specific triggers in your business")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Create Workflow" })).toBeInTheDocument();
    expect(within(dialog()).getByTestId("placeholders-hint")).toHaveTextContent("{client_name}");
  });

  it("requires a trigger: 'Trigger type is required', and sends nothing", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Welcome");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(TRIGGER_REQUIRED_MESSAGE).toBe("Trigger type is required");
    expect(await within(dialog()).findByText("Trigger type is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("adds actions with their type's defaults, moves and removes them, and sends them in order", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Welcome");
    await u.selectOptions(dialogField("Trigger"), "client.created");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    expect(actionBoxes()).toHaveLength(1);
    const email = within(actionBoxes()[0]);
    expect(email.getByLabelText("Send to")).toHaveValue("client");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "create_task");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "send_notification");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    expect(actionBoxes().map((b) => b.getAttribute("aria-label"))).toEqual(["Action 1: Send Email", "Action 2: Create Task", "Action 3: Send Notification"]);
    const task = within(actionBoxes()[1]);
    expect(task.getByLabelText("Priority")).toHaveValue("medium");
    expect(task.getByLabelText("Assign to")).toHaveValue("self");
    expect(within(task.getByLabelText("Assign to")).getByRole("option", { name: "Grace (Designer)" })).toHaveValue("0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a");
    expect(within(actionBoxes()[2]).getByLabelText("Notification type")).toHaveValue("info");
    // remove the notification, move the task above the e-mail
    await u.click(within(dialog()).getByRole("button", { name: "Remove: action 3" }));
    expect(actionBoxes()).toHaveLength(2);
    await u.click(within(dialog()).getByRole("button", { name: "Move up: action 2" }));
    expect(actionBoxes().map((b) => b.getAttribute("aria-label"))).toEqual(["Action 1: Create Task", "Action 2: Send Email"]);
    // an action's own checks
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(await within(actionBoxes()[0]).findByText("Task title is required")).toBeInTheDocument();
    expect(within(actionBoxes()[1]).getByText("Subject is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    await u.type(within(actionBoxes()[0]).getByLabelText(/^Title/), "Kickoff for {{client_name}");
    await u.type(within(actionBoxes()[0]).getByLabelText("Due in days"), "3");
    await u.type(within(actionBoxes()[1]).getByLabelText(/^Subject/), "Welcome");
    await u.type(within(actionBoxes()[1]).getByLabelText(/^Message/), "Hello {{client_name}");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowMutation");
    expect(op.request.variables.input).toEqual({
      name: "Welcome",
      description: "",
      trigger: "client.created",
      actions: [
        { type: "create_task", config: { title: "Kickoff for {client_name}", description: "", priority: "medium", assignTo: "self", dueInDays: 3 }, policy: DEFAULT_POLICY },
        { type: "send_email", config: { subject: "Welcome", message: "Hello {client_name}", to: "client" }, policy: DEFAULT_POLICY },
      ],
    });
    await act(async () => {
      environment.mock.resolve(op, { data: { createWorkflow: { __typename: "CreateWorkflowPayload", workflow: workflowNode(aWorkflow({ name: "Welcome" })) } } });
    });
    await expectToast("Workflow created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Welcome" })).toBeInTheDocument();
    // it types about 60 characters into a form of three actions: 20 s and more on a loaded machine
  }, 60_000);

  it("offers the statuses of the chosen record type in an Update Status action", async () => {
    const { u } = await openCreate();
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "update_status");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    const box = within(actionBoxes()[0]);
    expect(box.getByLabelText("Record")).toHaveValue("project");
    expect(box.getByLabelText("Status")).toHaveValue("active");
    await u.selectOptions(box.getByLabelText("Record"), "invoice");
    await waitFor(() => expect(box.getByLabelText("Status")).toHaveValue("draft"));
    expect(within(box.getByLabelText("Status")).getAllByRole("option").map((o) => o.getAttribute("value"))).toContain("paid");
  });

  it("shows the server's field messages on their fields and keeps what was typed", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Taken");
    await u.selectOptions(dialogField("Trigger"), "manual");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowMutation");
    await answerValidationError(environment, op, "createWorkflow", { name: "A workflow with this name exists" });
    expect(await within(dialog()).findByText("A workflow with this name exists")).toBeInTheDocument();
    expect(dialogField("Workflow Name")).toHaveValue("Taken");
    expect(dialogField("Trigger")).toHaveValue("manual");
  });

  it("edits a workflow: 'Edit Workflow' with its values, 'Update Workflow' sends them", async () => {
    const u = user();
    const workflow = aWorkflow({
      name: "Chaser",
      trigger: "invoice_overdue",
      actions: [{ type: "assign_team_member", config: { teamMemberId: "0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a", role: "member", target: "project" } }],
    });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    // a create cancelled first: the edit still opens with the workflow's values
    await u.click(screen.getByRole("button", { name: "Create Workflow" }));
    await resolveFormOptions(environment, [MEMBER]);
    await u.type(await waitFor(() => dialogField("Workflow Name")), "Draft");
    await u.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await u.click(inCard("Chaser").getByRole("button", { name: "Edit Chaser" }));
    // the dialog reads the workflow with its actions' settings (the list's cards do not carry them)
    await resolveFormOptions(environment, [MEMBER], workflow);
    await screen.findByRole("dialog");
    expect(within(dialog()).getByText("Edit Workflow")).toBeInTheDocument();
    expect(dialogField("Workflow Name")).toHaveValue("Chaser");
    // a trigger stored under its old name shows as its event type
    expect(dialogField("Trigger")).toHaveValue("invoice.overdue");
    expect(within(actionBoxes()[0]).getByLabelText(/^Team member/)).toHaveValue("0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a");
    await u.click(within(dialog()).getByRole("button", { name: "Update Workflow" }));
    const op = await pendingOperation(environment, "useUpdateWorkflowMutation");
    expect(op.request.variables.input).toEqual({
      id: workflow.id,
      // the version the dialog opened: a save after someone else's is refused, not written over theirs
      unchangedSince: workflow.updatedAt,
      name: "Chaser",
      description: "Greets every new client.",
      trigger: "invoice.overdue",
      actions: [{ type: "assign_team_member", config: { teamMemberId: "0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a", role: "member", target: "project" }, policy: DEFAULT_POLICY }],
    });
    await act(async () => {
      environment.mock.resolve(op, { data: { updateWorkflow: { __typename: "UpdateWorkflowPayload", workflow: workflowNode({ ...workflow, name: "Chaser" }) } } });
    });
    await expectToast("Workflow updated successfully");
  });

  it("lists the triggers by their labels and adds conditions on the trigger's record: field, operator, value", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Big invoices");
    expect(within(dialog()).getByTestId("conditions-none")).toHaveTextContent("Choose a trigger to add conditions on its record.");
    expect(within(dialogField("Trigger")).getByRole("option", { name: "Invoice overdue" })).toHaveValue("invoice.overdue");
    await u.selectOptions(dialogField("Trigger"), "manual");
    expect(within(dialog()).getByTestId("conditions-none")).toHaveTextContent("A manual trigger has no record whose fields could be checked.");
    await u.selectOptions(dialogField("Trigger"), "invoice.overdue");
    const conditions = within(within(dialog()).getByTestId("workflow-conditions"));
    await u.click(conditions.getByRole("button", { name: "Add condition" }));
    const row = within(conditions.getByRole("group", { name: "Condition 1" }));
    // the fields of an invoice, its client's and its project's
    expect(within(row.getByLabelText("Field")).getByRole("option", { name: "Client status" })).toHaveValue("client.status");
    await u.selectOptions(row.getByLabelText("Field"), "total");
    expect(within(row.getByLabelText("Operator")).getAllByRole("option").map((o) => o.textContent)).toEqual(
      ["equals", "does not equal", "is greater than", "is less than", "is empty", "is not empty"]);
    await u.selectOptions(row.getByLabelText("Operator"), "gt");
    await u.type(row.getByLabelText("Value"), "1000");
    await u.click(conditions.getByRole("button", { name: "Add condition" }));
    const second = within(conditions.getByRole("group", { name: "Condition 2" }));
    // a field not chosen: the shared check's message, nothing sent
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(await conditions.findByTestId("conditions-error")).toHaveTextContent("Condition 2: choose a field");
    expect(mutations(environment)).toHaveLength(0);
    await u.selectOptions(second.getByLabelText("Field"), "client.status");
    expect(second.getByLabelText("Value")).toHaveValue("active");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowMutation");
    expect(op.request.variables.input).toMatchObject({
      trigger: "invoice.overdue",
      conditions: { all: [{ field: "total", op: "gt", value: "1000" }, { field: "client.status", op: "eq", value: "active" }] },
    });
  });

  it("edits wait steps (N days, or until a date of the record ± days) and condition steps", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Reminder");
    await u.selectOptions(dialogField("Trigger"), "invoice.sent");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "wait");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    const wait = within(actionBoxes()[0]);
    expect(wait.getByLabelText("Wait")).toHaveValue("days");
    expect(wait.getByLabelText(/^How many/)).toHaveValue(1);
    expect(wait.getByText(/ends at 09:00 in the workspace's time zone/)).toBeInTheDocument();
    // 3 days before the invoice's due date
    await u.selectOptions(wait.getByLabelText("Wait"), "until");
    await u.selectOptions(wait.getByLabelText(/^Date field/), "dueDate");
    await u.clear(wait.getByLabelText("Days after the date (negative: before)"));
    await u.type(wait.getByLabelText("Days after the date (negative: before)"), "-3");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "condition");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    const condition = within(actionBoxes()[1]);
    const row = within(condition.getByRole("group", { name: "Action 2: condition 1" }));
    await u.selectOptions(row.getByLabelText("Field"), "status");
    await u.selectOptions(row.getByLabelText("Operator"), "neq");
    await u.selectOptions(row.getByLabelText("Value"), "paid");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "add_note");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    await u.type(within(actionBoxes()[2]).getByLabelText(/^Note/), "Reminder due");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowMutation");
    expect(op.request.variables.input.actions).toEqual([
      { type: "wait", config: { field: "dueDate", offsetDays: -3 }, policy: DEFAULT_POLICY },
      { type: "condition", config: { all: [{ field: "status", op: "neq", value: "paid" }] }, policy: DEFAULT_POLICY },
      { type: "add_note", config: { note: "Reminder due", entity: "trigger" }, policy: DEFAULT_POLICY },
    ]);
  });

  it("opens a stored workflow's conditions, waits and condition steps, and sends them back with its 'changed to' filter", async () => {
    const u = user();
    const workflow = aWorkflow({
      name: "Completed projects",
      trigger: "project.updated",
      conditions: { all: [{ field: "priority", op: "eq", value: "high" }], changedField: "status", changedTo: "completed" },
      actions: [
        { type: "wait", config: { hours: 2 } },
        { type: "condition", config: { all: [{ field: "client.status", op: "eq", value: "active" }] as never } },
        { type: "send_notification", config: { message: "Done: {project_name}", type: "success" } },
      ],
    });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    await u.click(inCard("Completed projects").getByRole("button", { name: "Edit Completed projects" }));
    await resolveFormOptions(environment, [], workflow);
    await screen.findByRole("dialog");
    expect(dialogField("Trigger")).toHaveValue("project.updated");
    const row = within(within(dialog()).getByRole("group", { name: "Condition 1" }));
    expect(row.getByLabelText("Field")).toHaveValue("priority");
    expect(within(dialog()).getByRole("group", { name: "Action 2: condition 1" })).toBeInTheDocument();
    expect(row.getByLabelText("Value")).toHaveValue("high");
    expect(within(actionBoxes()[0]).getByLabelText("Wait")).toHaveValue("hours");
    expect(within(actionBoxes()[0]).getByLabelText(/^How many/)).toHaveValue(2);
    expect(within(within(actionBoxes()[1]).getByRole("group", { name: "Action 2: condition 1" })).getByLabelText("Field")).toHaveValue("client.status");
    await u.click(within(dialog()).getByRole("button", { name: "Update Workflow" }));
    const op = await pendingOperation(environment, "useUpdateWorkflowMutation");
    expect(op.request.variables.input).toMatchObject({
      trigger: "project.updated",
      conditions: { all: [{ field: "priority", op: "eq", value: "high" }], changedField: "status", changedTo: "completed" },
      actions: [
        { type: "wait", config: { hours: 2 } },
        { type: "condition", config: { all: [{ field: "client.status", op: "eq", value: "active" }] } },
        { type: "send_notification", config: { message: "Done: {project_name}", type: "success" } },
      ],
    });
  });

  it("sets how a step is tried: retries, backoff, time limit and on failure, with the defaults stated and the shared messages", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Careful");
    await u.selectOptions(dialogField("Trigger"), "manual");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "send_notification");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    const step = within(actionBoxes()[0]);
    await u.type(step.getByLabelText(/^Message/), "Hi");
    await u.click(step.getByText("If this step fails"));
    const policy = within(step.getByTestId("step-policy"));
    expect(policy.getByText("Defaults: 2 retries, 5 s backoff, 60 s time limit, stop the run.")).toBeInTheDocument();
    expect(policy.getByLabelText("Retries")).toHaveValue(2);
    expect(policy.getByLabelText("On failure")).toHaveValue("stop");
    await u.clear(policy.getByLabelText("Retries"));
    await u.type(policy.getByLabelText("Retries"), "11");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(await policy.findByTestId("policy-error")).toHaveTextContent("Retries must be between 0 and 10");
    expect(mutations(environment)).toHaveLength(0);
    await u.clear(policy.getByLabelText("Retries"));
    await u.type(policy.getByLabelText("Retries"), "4");
    await u.selectOptions(policy.getByLabelText("On failure"), "continue");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowMutation");
    expect(op.request.variables.input.actions[0].policy).toEqual({ retries: 4, backoffSeconds: 5, timeoutSeconds: 60, onFailure: "continue" });
  });

  it("says what a wait needs: a number of minutes, or a date field the trigger's record has", async () => {
    const { u, environment } = await openCreate();
    await u.type(dialogField("Workflow Name"), "Wait");
    await u.selectOptions(dialogField("Trigger"), "client.created");
    await u.selectOptions(within(dialog()).getByLabelText("Action type"), "wait");
    await u.click(within(dialog()).getByRole("button", { name: "Add Action" }));
    const wait = within(actionBoxes()[0]);
    await u.selectOptions(wait.getByLabelText("Wait"), "minutes");
    await u.clear(wait.getByLabelText(/^How many/));
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(await wait.findByTestId("action-error")).toHaveTextContent("A wait is {minutes}, {hours}, {days} or {field, offsetDays}");
    await u.type(wait.getByLabelText(/^How many/), "0");
    await u.click(within(dialog()).getByRole("button", { name: "Create Workflow" }));
    expect(await wait.findByText("Minutes must be a whole number between 1 and 525600")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });
});
