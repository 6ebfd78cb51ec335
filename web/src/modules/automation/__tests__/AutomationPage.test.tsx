import { act, screen, waitFor, within } from "@testing-library/react";
import { ACME, GLOBEX, SITE, clientOptionsConnection, pageConnection } from "../../../../test/connections";
import {
  VIEWER_ID,
  aTemplate,
  aWorkflow,
  anExecution,
  answerDelete,
  executionNode,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  pushExecution,
  renderAutomationPage,
  resetToasts,
  resolveFormOptions,
  resolveOperation,
  user,
  workflowNode,
} from "./automationTestUtils";

beforeEach(resetToasts);

describe("AutomationPage", () => {
  it("shows the heading, its subtitle, Create Workflow and the three tabs", async () => {
    await renderAutomationPage();
    expect(screen.getByText("Automate your business processes with workflows that run on their own")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Workflow" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Workflows" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Execution History" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Templates" })).toBeInTheDocument();
  });

  it("shows its placeholders while loading: 3 workflow cards, 5 execution rows, 6 template cards", async () => {
    const { renderPageRoute } = await import("../../../../test/render");
    const { createMockEnvironment } = await import("relay-test-utils");
    const { Component, load } = await import("../AutomationPage");
    renderPageRoute("/automation", { load, Component }, createMockEnvironment());
    expect(await screen.findAllByTestId("workflow-card-skeleton")).toHaveLength(3);
    expect(screen.getAllByTestId("stat-skeleton")).toHaveLength(4);
    const u = user();
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    expect(await screen.findAllByTestId("execution-row-skeleton")).toHaveLength(5);
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    expect(await screen.findAllByTestId("template-card-skeleton")).toHaveLength(6);
  });

  it("shows the empty states of the three tabs with their texts", async () => {
    const u = user();
    await renderAutomationPage();
    expect(screen.getByText("No workflows yet")).toBeInTheDocument();
    expect(screen.getByText("Create your first automation workflow to streamline your business processes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Your First Workflow" })).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    expect(await screen.findByText("No executions yet")).toBeInTheDocument();
    expect(screen.getByText("Workflow executions will appear here once your workflows start running.")).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    expect(await screen.findByText("No templates available")).toBeInTheDocument();
    expect(screen.getByText("Automation templates will be available soon to help you get started quickly.")).toBeInTheDocument();
  });

  it("shows the four stat cards and a workflow's card: trigger with spaces, actions, runs, 'Never', created", async () => {
    await renderAutomationPage({
      workflows: [aWorkflow({ name: "Onboarding", trigger: "project_completed", isActive: false, runCount: 0 }), aWorkflow({ name: "Busy", runCount: 7, lastRun: "2026-11-25T12:00:00.000Z" })],
      stats: { totalWorkflows: 2, activeWorkflows: 1, totalRuns: 7, recentExecutions: 3 },
    });
    expect(screen.getByTestId("stat-total-workflows")).toHaveTextContent("Total Workflows2");
    expect(screen.getByTestId("stat-active-workflows")).toHaveTextContent("Active Workflows1");
    expect(screen.getByTestId("stat-total-runs")).toHaveTextContent("Total Runs7");
    expect(screen.getByTestId("stat-recent-executions")).toHaveTextContent("Recent Executions3");
    const card = inCard("Onboarding");
    expect(card.getByText("Greets every new client.")).toBeInTheDocument();
    expect(card.getByTestId("workflow-status")).toHaveTextContent("Inactive");
    expect(card.getByRole("switch", { name: "Active: Onboarding" })).toHaveAttribute("aria-checked", "false");
    expect(card.getByTestId("workflow-trigger")).toHaveTextContent("Triggerproject completed");
    expect(card.getByTestId("workflow-actions")).toHaveTextContent("Actions1");
    expect(card.getByTestId("workflow-runs")).toHaveTextContent("Runs0");
    expect(card.getByTestId("workflow-last-run")).toHaveTextContent("Last runNever");
    expect(card.getByTestId("workflow-created")).toHaveTextContent("CreatedNov 20, 2026");
    expect(inCard("Busy").getByTestId("workflow-status")).toHaveTextContent("Active");
    expect(inCard("Busy").getByTestId("workflow-last-run")).toHaveTextContent("Last runNov 25, 2026");
  });

  it("switches a workflow off: 'Workflow status updated'; a failure says 'Failed to update workflow status'", async () => {
    const u = user();
    const workflow = aWorkflow({ name: "Toggle me" });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    await u.click(inCard("Toggle me").getByRole("switch", { name: "Active: Toggle me" }));
    const op = await pendingOperation(environment, "useToggleWorkflowMutation");
    expect(op.request.variables.input).toEqual({ id: workflow.id });
    await act(async () => {
      environment.mock.resolve(op, { data: { toggleWorkflow: { __typename: "ToggleWorkflowPayload", workflow: { __typename: "Workflow", id: workflow.id, isActive: false, updatedAt: workflow.updatedAt } } } });
    });
    await expectToast("Workflow status updated");
    expect(inCard("Toggle me").getByTestId("workflow-status")).toHaveTextContent("Inactive");
    resetToasts();
    await u.click(inCard("Toggle me").getByRole("switch", { name: "Active: Toggle me" }));
    await waitFor(() => expect(mutations(environment).filter((m) => m.request.node.params.name === "useToggleWorkflowMutation")).toHaveLength(1));
    const again = mutations(environment).find((m) => m.request.node.params.name === "useToggleWorkflowMutation")!;
    await act(async () => environment.mock.reject(again, new Error("500: boom")));
    expect(within(await expectToast("Error")).getByText("Failed to update workflow status")).toBeInTheDocument();
  });

  it("asks before deleting: the exact text with Cancel and Delete; deletes: 'Workflow deleted successfully'", async () => {
    const u = user();
    const workflow = aWorkflow({ name: "Old flow" });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    await u.click(inCard("Old flow").getByRole("button", { name: "Delete Old flow" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText('Are you sure you want to delete "Old flow"? This action cannot be undone.')).toBeInTheDocument();
    await u.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutations(environment)).toHaveLength(0);
    await u.click(inCard("Old flow").getByRole("button", { name: "Delete Old flow" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await answerDelete(environment, "Workflow", workflow.id);
    await expectToast("Workflow deleted successfully");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Old flow" })).not.toBeInTheDocument());
  });

  it("says 'Failed to delete workflow' when the deletion fails", async () => {
    const u = user();
    const { environment } = await renderAutomationPage({ workflows: [aWorkflow({ name: "Stays" })] });
    await u.click(inCard("Stays").getByRole("button", { name: "Delete Stays" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteWorkflowMutation");
    await act(async () => environment.mock.reject(op, new Error("500: boom")));
    expect(within(await expectToast("Error")).getByText("Failed to delete workflow")).toBeInTheDocument();
  });

  it("runs a workflow now on the record chosen: no success until the run ends, then 'Workflow executed successfully'; a refused start says 'Failed to execute workflow'", async () => {
    const u = user();
    const workflow = aWorkflow({ name: "Runner", trigger: "client_created" });
    const { environment } = await renderAutomationPage({ workflows: [workflow], executions: [anExecution({ workflowName: "Older" })] });
    await u.click(inCard("Runner").getByRole("button", { name: "Run Now: Runner" }));
    const dialog = await screen.findByRole("dialog", { name: "Run Now: Runner" });
    await resolveOperation(environment, "RunNowDialogQuery", { User: () => ({ id: VIEWER_ID }), ClientConnection: () => clientOptionsConnection([ACME, GLOBEX]) });
    // a client_created workflow runs on a client: one must be chosen
    const select = await within(dialog).findByRole("combobox", { name: "Client" });
    await u.click(within(dialog).getByRole("button", { name: "Run" }));
    expect(within(dialog).getByText("Select the client to run on")).toBeInTheDocument();
    expect(mutations(environment).filter((m) => m.request.node.params.name === "useExecuteWorkflowMutation")).toHaveLength(0);
    await u.selectOptions(select, "Globex");
    await u.click(within(dialog).getByRole("button", { name: "Run" }));
    const op = await pendingOperation(environment, "useExecuteWorkflowMutation");
    expect(op.request.variables.input).toEqual({ id: workflow.id, triggerData: { clientId: GLOBEX.id } });
    const run = anExecution({ workflowName: "Runner", status: "running", completedAt: null, executionTime: null, results: [] });
    await act(async () => {
      environment.mock.resolve(op, { data: { executeWorkflow: { __typename: "ExecuteWorkflowPayload", execution: executionNode(run) } } });
    });
    // started, not done: the dialog says so and no toast claims a success
    const progress = await within(dialog).findByTestId("run-progress");
    expect(within(progress).getByTestId("run-status")).toHaveTextContent("running");
    expect(within(progress).getByText("Running...")).toBeInTheDocument();
    expect(screen.queryByText("Workflow executed successfully")).not.toBeInTheDocument();
    await pushExecution(environment, { ...run, results: [{ step: 0, label: "Send Email", status: "running", summary: "Running...", error: null, ms: null, attempts: 1 }] });
    expect(within(progress).getByTestId("run-step")).toHaveAttribute("data-status", "running");
    expect(screen.queryByText("Workflow executed successfully")).not.toBeInTheDocument();
    await pushExecution(environment, { ...run, status: "success", completedAt: "2026-11-26T10:00:01.000Z", executionTime: 40,
      results: [{ step: 0, label: "Send Email", status: "success", summary: "E-mail queued to globex@example.com", error: null, ms: 30, attempts: 1 }] });
    await expectToast("Workflow executed successfully");
    expect(within(progress).getByTestId("run-outcome")).toHaveTextContent("The run ended successfully.");
    expect(within(progress).getByTestId("run-step")).toHaveAttribute("data-status", "success");
    await u.click(within(dialog).getAllByRole("button", { name: "Close" })[0]);
    await u.click(await screen.findByRole("tab", { name: "Execution History" }));
    const rows = await screen.findAllByTestId("execution-row");
    expect(within(rows[0]).getByTestId("execution-name")).toHaveTextContent("Runner");
    expect(rows[0]).toHaveAttribute("data-status", "success");
    expect(within(rows[1]).getByTestId("execution-name")).toHaveTextContent("Older");
    resetToasts();
    await u.click(screen.getByRole("tab", { name: "Workflows" }));
    await u.click(inCard("Runner").getByRole("button", { name: "Run Now: Runner" }));
    const again = await screen.findByRole("dialog", { name: "Run Now: Runner" });
    await u.selectOptions(await within(again).findByRole("combobox", { name: "Client" }), "Acme Studio");
    await u.click(within(again).getByRole("button", { name: "Run" }));
    await waitFor(() => expect(mutations(environment).filter((m) => m.request.node.params.name === "useExecuteWorkflowMutation")).toHaveLength(1));
    const refused = mutations(environment).find((m) => m.request.node.params.name === "useExecuteWorkflowMutation")!;
    await act(async () => environment.mock.reject(refused, new Error("500: boom")));
    expect(within(await expectToast("Error")).getByText("Failed to execute workflow")).toBeInTheDocument();
  });

  it("says a failed run failed, with the failing step's reason, never 'Workflow executed successfully', even once the dialog is closed", async () => {
    const u = user();
    const workflow = aWorkflow({ name: "Greeter", trigger: "client_created" });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    await u.click(inCard("Greeter").getByRole("button", { name: "Run Now: Greeter" }));
    const dialog = await screen.findByRole("dialog", { name: "Run Now: Greeter" });
    await resolveOperation(environment, "RunNowDialogQuery", { User: () => ({ id: VIEWER_ID }), ClientConnection: () => clientOptionsConnection([ACME]) });
    await u.selectOptions(await within(dialog).findByRole("combobox", { name: "Client" }), "Acme Studio");
    await u.click(within(dialog).getByRole("button", { name: "Run" }));
    const op = await pendingOperation(environment, "useExecuteWorkflowMutation");
    const run = anExecution({ workflowName: "Greeter", status: "running", completedAt: null, executionTime: null, results: [] });
    await act(async () => {
      environment.mock.resolve(op, { data: { executeWorkflow: { __typename: "ExecuteWorkflowPayload", execution: executionNode(run) } } });
    });
    await within(dialog).findByTestId("run-progress");
    await u.click(within(dialog).getAllByRole("button", { name: "Close" })[0]);
    await pushExecution(environment, { ...run, status: "failed", completedAt: "2026-11-26T10:00:00.020Z", executionTime: 20, errorMessage: null,
      results: [{ step: 0, label: "Send Email", status: "failed", summary: "The trigger has no client to e-mail", error: "The trigger has no client to e-mail", ms: 3, attempts: 1 }] });
    const toast = await expectToast("Error");
    expect(toast).toHaveTextContent("Failed to execute workflow: Step 1 (Send Email) failed: The trigger has no client to e-mail");
    expect(screen.queryByText("Workflow executed successfully")).not.toBeInTheDocument();
  });

  it("runs a manual workflow on a record of any kind, or on none", async () => {
    const u = user();
    const workflow = aWorkflow({ name: "By hand", trigger: "manual" });
    const { environment } = await renderAutomationPage({ workflows: [workflow] });
    await u.click(inCard("By hand").getByRole("button", { name: "Run Now: By hand" }));
    const dialog = await screen.findByRole("dialog", { name: "Run Now: By hand" });
    const kind = within(dialog).getByRole("combobox", { name: "Record type" });
    expect(kind).toHaveValue("");
    await u.selectOptions(kind, "Project");
    await resolveOperation(environment, "RunNowDialogQuery", { User: () => ({ id: VIEWER_ID }),
      ProjectConnection: () => pageConnection([SITE], (p) => ({ __typename: "Project", id: p.id, name: p.name })) });
    await u.selectOptions(await within(dialog).findByRole("combobox", { name: "Project" }), "Website redesign");
    await u.click(within(dialog).getByRole("button", { name: "Run" }));
    const op = await pendingOperation(environment, "useExecuteWorkflowMutation");
    expect(op.request.variables.input).toEqual({ id: workflow.id, triggerData: { projectId: SITE.id } });
  });

  it("lists the executions: name or 'Unknown Workflow', start, time in ms, status colours", async () => {
    const u = user();
    await renderAutomationPage({
      executions: [
        anExecution({ workflowName: "Good", status: "success", executionTime: 120 }),
        anExecution({ workflowName: null, status: "failed", executionTime: 45 }),
        anExecution({ workflowName: "Busy", status: "running", executionTime: null }),
        anExecution({ workflowName: "Odd", status: "queued" }),
      ],
    });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    expect(await screen.findByRole("heading", { name: "Recent Executions" })).toBeInTheDocument();
    const rows = screen.getAllByTestId("execution-row");
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByTestId("execution-time")).toHaveTextContent("120ms");
    expect(within(rows[0]).getByTestId("execution-started")).toHaveTextContent("Nov 26, 2026");
    expect(within(rows[1]).getByTestId("execution-name")).toHaveTextContent("Unknown Workflow");
    const colours = rows.map((r) => within(r).getByTestId("execution-status").getAttribute("data-color"));
    expect(colours).toEqual(["green", "red", "blue", "gray"]);
  });

  it("filters the history by status: all, running, waiting, success, failed, skipped", async () => {
    const u = user();
    await renderAutomationPage({
      executions: [
        anExecution({ workflowName: "Good", status: "success" }),
        anExecution({ workflowName: "Bad", status: "failed" }),
        anExecution({ workflowName: "Later", status: "waiting", completedAt: null, executionTime: null }),
        anExecution({ workflowName: "Also bad", status: "failed" }),
      ],
    });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    const filter = await screen.findByRole("combobox", { name: "Status" });
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.value)).toEqual(["", "running", "waiting", "success", "failed", "skipped"]);
    await u.selectOptions(filter, "failed");
    expect(screen.getAllByTestId("execution-name").map((n) => n.textContent)).toEqual(["Bad", "Also bad"]);
    await u.selectOptions(filter, "waiting");
    expect(screen.getAllByTestId("execution-name").map((n) => n.textContent)).toEqual(["Later"]);
    await u.selectOptions(filter, "skipped");
    expect(screen.getByTestId("executions-filtered-empty")).toHaveTextContent("No skipped executions among the 20 newest.");
    await u.selectOptions(filter, "");
    expect(screen.getAllByTestId("execution-row")).toHaveLength(4);
  });

  it("shows the record that started a run (linked) and each step's input, output, attempts and duration", async () => {
    const u = user();
    const clientUuid = "5b0c1e7e-2f0a-4b7e-9a51-1f7c2e3d4a5b";
    const run = anExecution({
      workflowName: "Welcome",
      status: "failed",
      triggeredBy: "event",
      triggerType: "client_created",
      errorMessage: "Step 2 failed: Task title is required",
      executionData: JSON.stringify({
        workflow: { name: "Welcome", trigger: "client_created", actions: [
          { type: "send_email", config: { to: "client", subject: "Welcome aboard, {client_name}!", message: "Hi" } },
          { type: "create_task", config: { title: "", priority: "high" }, policy: { retries: 2, onFailure: "stop" } },
        ] },
        triggerData: { clientId: clientUuid, entityType: "client", entityId: clientUuid, values: { client_name: "Acme Studio" } },
      }),
      results: [
        { step: 0, type: "send_email", label: "Send Email", status: "success", summary: "E-mail queued to acme@example.com", error: null, ms: 42, attempts: 1,
          output: JSON.stringify({ to: "acme@example.com", messageId: "m-1" }) },
        { step: 1, type: "create_task", label: "Create Task", status: "failed", summary: "Task title is required", error: "Task title is required", ms: 7, attempts: 3 },
      ],
    });
    await renderAutomationPage({ executions: [run] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    await u.click(await screen.findByRole("button", { name: /^Welcome, failed/ }));
    const details = within(await screen.findByRole("dialog"));
    const link = details.getByRole("link", { name: "Client: Acme Studio" });
    expect(link).toHaveAttribute("href", `/clients/${encodeURIComponent(btoa(`Client:${clientUuid}`))}`);
    const steps = details.getAllByTestId("execution-step");
    expect(within(steps[0]).getByTestId("step-figures")).toHaveTextContent("42ms · 1 attempt");
    expect(within(steps[1]).getByTestId("step-figures")).toHaveTextContent("7ms · 3 attempts");
    // input: the action's settings as the run took them; output: what the step did
    await u.click(within(steps[0]).getByText("Input"));
    expect(within(steps[0]).getByTestId("step-input")).toHaveTextContent("subjectWelcome aboard, {client_name}!");
    await u.click(within(steps[0]).getByText("Output"));
    expect(within(steps[0]).getByTestId("step-output")).toHaveTextContent("toacme@example.com");
    expect(within(steps[1]).getByTestId("step-input")).toHaveTextContent('policy{"retries":2,"onFailure":"stop"}');
    expect(within(steps[1]).queryByTestId("step-output")).not.toBeInTheDocument();
  });

  it("says a run by hand on no record was started on none", async () => {
    const u = user();
    await renderAutomationPage({ executions: [anExecution({ workflowName: "Plain", executionData: JSON.stringify({ workflow: { actions: [] }, triggerData: { values: {} } }) })] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    await u.click(await screen.findByRole("button", { name: /^Plain, success/ }));
    expect(within(await screen.findByRole("dialog")).getByTestId("execution-record")).toHaveTextContent("Started on no record (run by hand)");
  });

  it("follows runs live: a new run appears at the top, a running one turns success without a reload", async () => {
    const u = user();
    const running = anExecution({ workflowName: "Live one", status: "running", executionTime: null, completedAt: null });
    const { environment } = await renderAutomationPage({ executions: [running] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    const row = await screen.findByTestId("execution-row");
    expect(within(row).getByTestId("execution-status")).toHaveTextContent("running");
    await pushExecution(environment, { ...running, status: "success", executionTime: 340, completedAt: "2026-11-26T10:00:02.000Z" });
    await waitFor(() => expect(within(screen.getByTestId("execution-row")).getByTestId("execution-status")).toHaveTextContent("success"));
    expect(within(screen.getByTestId("execution-row")).getByTestId("execution-status")).toHaveAttribute("data-color", "green");
    expect(screen.getByTestId("execution-time")).toHaveTextContent("340ms");
    await pushExecution(environment, anExecution({ workflowName: "Brand new", status: "running", executionTime: null }));
    await waitFor(() => expect(screen.getAllByTestId("execution-row")).toHaveLength(2));
    expect(within(screen.getAllByTestId("execution-row")[0]).getByTestId("execution-name")).toHaveTextContent("Brand new");
  });

  it("opens a failed run's details with its steps and error, and retries it: 'Retry started'", async () => {
    const u = user();
    const failed = anExecution({
      workflowName: "Broken",
      status: "failed",
      errorMessage: "Step 2 failed: no client e-mail",
      results: [
        { step: 0, label: "Create Task", status: "success", summary: "Task created: Kickoff", error: null, ms: 30, attempts: 1 },
        { step: 1, label: "Send Email", status: "failed", summary: "The client has no e-mail", error: "The client has no e-mail", ms: 12, attempts: 3 },
      ],
    });
    const { environment } = await renderAutomationPage({ executions: [failed] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    await u.click(await screen.findByRole("button", { name: /^Broken, failed/ }));
    const details = await screen.findByRole("dialog");
    expect(within(details).getByText("Step 2 failed: no client e-mail")).toBeInTheDocument();
    const steps = within(details).getAllByTestId("execution-step");
    expect(steps[0]).toHaveTextContent("1. Create Task");
    expect(steps[0]).toHaveTextContent("Task created: Kickoff");
    expect(steps[1]).toHaveTextContent("2. Send Email");
    expect(steps[1]).toHaveTextContent("12ms · 3 attempts");
    await u.click(within(details).getByRole("button", { name: "Retry" }));
    const op = await pendingOperation(environment, "useRetryWorkflowExecutionMutation");
    expect(op.request.variables.input).toEqual({ id: failed.id });
    await act(async () => {
      environment.mock.resolve(op, { data: { retryWorkflowExecution: { __typename: "RetryWorkflowExecutionPayload", execution: executionNode({ ...failed, status: "running" }) } } });
    });
    await expectToast("Retry started");
  });

  it("keeps a run's end when its live pushes arrive before the answer to Run Now", async () => {
    const u = user();
    const { environment } = await renderAutomationPage({ workflows: [aWorkflow({ name: "Quick" })] });
    await u.click(inCard("Quick").getByRole("button", { name: "Run Now: Quick" }));
    const dialog = await screen.findByRole("dialog", { name: "Run Now: Quick" });
    await resolveOperation(environment, "RunNowDialogQuery", { User: () => ({ id: VIEWER_ID }), ClientConnection: () => clientOptionsConnection([ACME]) });
    await u.selectOptions(await within(dialog).findByRole("combobox", { name: "Client" }), "Acme Studio");
    await u.click(within(dialog).getByRole("button", { name: "Run" }));
    const op = await pendingOperation(environment, "useExecuteWorkflowMutation");
    const started = anExecution({ workflowName: "Quick", status: "running", completedAt: null, executionTime: null, results: [] });
    // the run fails in a few ms (no trigger data): its start and its end come over the WebSocket before the answer
    await pushExecution(environment, started);
    await pushExecution(environment, {
      ...started,
      status: "failed",
      completedAt: "2026-11-26T10:00:00.009Z",
      executionTime: 9,
      errorMessage: "Step 1 failed: no client to e-mail",
      results: [{ step: 0, label: "Send Email", status: "failed", summary: "No client to e-mail", error: "No client to e-mail", ms: 3, attempts: 1 }],
    });
    // the answer describes the run as it was written: running, no step yet
    await act(async () => {
      environment.mock.resolve(op, { data: { executeWorkflow: { __typename: "ExecuteWorkflowPayload", execution: executionNode(started) } } });
    });
    expect(await expectToast("Error")).toHaveTextContent("Failed to execute workflow: Step 1 failed: no client to e-mail");
    expect(screen.queryByText("Workflow executed successfully")).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("run-progress")).toHaveAttribute("data-status", "failed");
    await u.click(within(dialog).getAllByRole("button", { name: "Close" })[0]);
    await u.click(await screen.findByRole("tab", { name: "Execution History" }));
    const row = screen.getByTestId("execution-row");
    expect(screen.getAllByTestId("execution-row")).toHaveLength(1);
    expect(row).toHaveAttribute("data-status", "failed");
    expect(within(row).getByTestId("execution-status")).toHaveTextContent("failed");
    expect(within(row).getByTestId("execution-time")).toHaveTextContent("9ms");
    await u.click(within(row).getByRole("button"));
    const details = await screen.findByRole("dialog");
    expect(within(details).getByText("Step 1 failed: no client to e-mail")).toBeInTheDocument();
    const steps = within(details).getAllByTestId("execution-step");
    expect(steps).toHaveLength(1);
    expect(steps[0]).toHaveTextContent("1. Send Email");
    expect(steps[0]).toHaveTextContent("No client to e-mail");
  });

  it("keeps a retried run's new end when it is pushed before the answer to Retry", async () => {
    const u = user();
    const failed = anExecution({
      workflowName: "Flaky",
      status: "failed",
      errorMessage: "Step 1 failed: timeout",
      results: [{ step: 0, label: "Send Email", status: "failed", summary: "Timed out", error: "Timed out", ms: 50, attempts: 3 }],
    });
    const { environment } = await renderAutomationPage({ executions: [failed] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    await u.click(await screen.findByRole("button", { name: /^Flaky, failed/ }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Retry" }));
    const op = await pendingOperation(environment, "useRetryWorkflowExecutionMutation");
    const again = { ...failed, status: "running", triggeredBy: "retry", errorMessage: null, completedAt: null, executionTime: null };
    // the new attempt starts and fails again before the answer arrives
    await pushExecution(environment, again);
    await pushExecution(environment, {
      ...again,
      status: "failed",
      errorMessage: "Step 1 failed: no client to e-mail",
      completedAt: "2026-11-26T10:05:00.000Z",
      executionTime: 11,
      results: [{ step: 0, label: "Send Email", status: "failed", summary: "No client to e-mail", error: "No client to e-mail", ms: 4, attempts: 4 }],
    });
    await waitFor(() => expect(screen.getByTestId("execution-row")).toHaveAttribute("data-status", "failed"));
    await act(async () => {
      environment.mock.resolve(op, { data: { retryWorkflowExecution: { __typename: "RetryWorkflowExecutionPayload", execution: executionNode(again) } } });
    });
    await expectToast("Retry started");
    expect(screen.getByTestId("execution-row")).toHaveAttribute("data-status", "failed");
    const details = screen.getByRole("dialog");
    expect(within(details).getByTestId("details-status")).toHaveTextContent("failed");
    expect(within(details).getByText("Step 1 failed: no client to e-mail")).toBeInTheDocument();
    expect(within(details).getByTestId("execution-step")).toHaveTextContent("4ms · 4 attempts");
  });

  it("shows a retried run 'running' when the answer to Retry comes before the new attempt's pushes", async () => {
    const u = user();
    const running = anExecution({ workflowName: "Twice", status: "running", completedAt: null, executionTime: null, results: [] });
    const { environment } = await renderAutomationPage({ executions: [running] });
    await u.click(screen.getByRole("tab", { name: "Execution History" }));
    // the first attempt's end was pushed: that end is not the retried run's state
    const failed = { ...running, status: "failed", completedAt: "2026-11-26T10:00:01.000Z", executionTime: 7, errorMessage: "Step 1 failed: timeout" };
    await pushExecution(environment, failed);
    await u.click(await screen.findByRole("button", { name: /^Twice, failed/ }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Retry" }));
    const op = await pendingOperation(environment, "useRetryWorkflowExecutionMutation");
    await act(async () => {
      environment.mock.resolve(op, {
        data: { retryWorkflowExecution: { __typename: "RetryWorkflowExecutionPayload", execution: executionNode({ ...running, triggeredBy: "retry" }) } },
      });
    });
    await expectToast("Retry started");
    expect(screen.getByTestId("execution-row")).toHaveAttribute("data-status", "running");
    expect(within(screen.getByRole("dialog")).getByTestId("details-status")).toHaveTextContent("running");
  });

  it("shows the templates with their category and 'Used N times'; Use Template opens its workflow for review and saves it switched off: 'Success' / 'Workflow created from template'", async () => {
    const u = user();
    const template = aTemplate({ name: "Invoice chaser", category: "billing_reminders", usageCount: 12, description: "Reminds late payers.", trigger: "invoice_overdue",
      actions: [
        { type: "send_email", config: { to: "client", subject: "Invoice {invoice_number} is overdue", message: "Hi {client_first_name},\n\nA friendly reminder.\n\nBest regards" } },
        { type: "create_task", config: { title: "Call about {invoice_number}", priority: "high", assignTo: "self", dueInDays: 2 } },
      ] });
    const { environment } = await renderAutomationPage({ templates: [template] });
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    const card = within(await screen.findByRole("article", { name: "Invoice chaser" }));
    expect(card.getByTestId("template-category")).toHaveTextContent("billing reminders");
    expect(card.getByText("Used 12 times")).toBeInTheDocument();
    expect(card.getByText("Reminds late payers.")).toBeInTheDocument();
    await u.click(card.getByRole("button", { name: "Use Template: Invoice chaser" }));
    await resolveFormOptions(environment, [], undefined, [template], "Jane Doe\nDoe Design");
    const form = within(await screen.findByRole("dialog"));
    // nothing is saved yet: the template's workflow is there to review
    expect(mutations(environment)).toHaveLength(0);
    expect(form.getByTestId("template-review")).toHaveTextContent('From the template "Invoice chaser"');
    expect(form.getByTestId("template-review")).toHaveTextContent("saved switched off");
    expect(form.getByLabelText(/^Workflow Name/)).toHaveValue("Invoice chaser");
    // the template's trigger (an old name, or its event type once triggers are event types)
    expect(["invoice_overdue", "invoice.overdue"]).toContain((form.getByLabelText(/^Trigger/) as HTMLSelectElement).value);
    const steps = form.getAllByTestId("workflow-action");
    expect(steps).toHaveLength(2);
    expect(within(steps[0]).getByLabelText(/^Subject/)).toHaveValue("Invoice {invoice_number} is overdue");
    // the template's e-mail, greeting the client by first name
    expect((within(steps[0]).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toMatch(/^Hi \{client_first_name\},/);
    // the workspace's signature, which the e-mail ends with
    expect(within(steps[0]).getByTestId("email-signature")).toHaveTextContent("Your workspace's e-mail signature is added after the message:Jane Doe");
    await u.clear(within(steps[0]).getByLabelText(/^Subject/));
    await u.type(within(steps[0]).getByLabelText(/^Subject/), "Reminder: invoice {{invoice_number}");
    await u.click(form.getByRole("button", { name: "Create Workflow" }));
    // saved from the template (its use counted), as reviewed, switched off
    const op = await pendingOperation(environment, "useCreateWorkflowFromTemplateMutation");
    const input = op.request.variables.input;
    expect(input).toMatchObject({ templateId: template.id, name: "Invoice chaser", description: "Reminds late payers.", isActive: false });
    expect(["invoice_overdue", "invoice.overdue"]).toContain(input.trigger);
    expect(input.actions.map((a: { type: string }) => a.type)).toEqual(["send_email", "create_task"]);
    expect(input.actions[0].config.subject).toBe("Reminder: invoice {invoice_number}");
    expect(input.actions[1].config).toMatchObject({ title: "Call about {invoice_number}", priority: "high", dueInDays: 2 });
    const created = aWorkflow({ name: "Invoice chaser", trigger: "invoice_overdue", isActive: false });
    await act(async () => {
      environment.mock.resolve(op, { data: { createWorkflowFromTemplate: { __typename: "CreateWorkflowFromTemplatePayload", workflow: workflowNode(created) } } });
    });
    await expectToast("Success", "Workflow created from template");
    await u.click(screen.getByRole("tab", { name: "Workflows" }));
    const saved = await screen.findByRole("article", { name: "Invoice chaser" });
    expect(within(saved).getByTestId("workflow-status")).toHaveTextContent("Inactive");
  });

  it("says 'Failed to create workflow from template' when saving a template's workflow fails", async () => {
    const u = user();
    const template = aTemplate({ name: "Broken template" });
    const { environment } = await renderAutomationPage({ templates: [template] });
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    await u.click(await screen.findByRole("button", { name: "Use Template: Broken template" }));
    await resolveFormOptions(environment, [], undefined, [template]);
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Create Workflow" }));
    const op = await pendingOperation(environment, "useCreateWorkflowFromTemplateMutation");
    await act(async () => environment.mock.reject(op, new Error("500: boom")));
    expect(within(await expectToast("Error")).getByText("Failed to create workflow from template")).toBeInTheDocument();
  });
});
