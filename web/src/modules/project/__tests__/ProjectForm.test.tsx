import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { ConnectionHandler } from "relay-runtime";
import {
  ACME,
  GLOBEX,
  VIEWER_ID,
  aProject,
  answerConflict,
  answerValidationError,
  cardOf,
  cards,
  dialog,
  dialogField,
  expectConflictInDialog,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  rejectOperation,
  renderProjectsPage,
  resetToasts,
  retype,
  user,
} from "./projectTestUtils";
import { pressEscapeInDialog } from "../../../../test/relay";

let u: ReturnType<typeof user>;

async function openNew() {
  await u.click(screen.getByRole("button", { name: "New Project" }));
  return screen.findByRole("dialog", { name: "Create Project" });
}

const submit = (name = "Create Project") => u.click(within(dialog()).getByRole("button", { name }));

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Project form", () => {
  it("opens 'Create Project' with every field labelled; status planning, priority medium, progress 0 by default", async () => {
    await renderProjectsPage([]);
    const d = await openNew();
    expect(d).toHaveAttribute("aria-modal", "true");
    for (const label of ["Name", "Client", "Description", "Status", "Priority", "Start date", "Due date", "Budget", "Progress"]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    expect((dialogField("Status") as HTMLSelectElement).value).toBe("planning");
    expect(Array.from((dialogField("Status") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["planning", "active", "completed", "cancelled"]);
    expect((dialogField("Priority") as HTMLSelectElement).value).toBe("medium");
    expect(Array.from((dialogField("Priority") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["low", "medium", "high", "urgent"]);
    expect((dialogField("Progress") as HTMLInputElement).value).toBe("0");
    expect(dialogField("Start date")).toHaveAttribute("type", "date");
    expect(dialogField("Due date")).toHaveAttribute("type", "date");
    // the tenant's clients, by name
    const client = dialogField("Client") as HTMLSelectElement;
    expect(Array.from(client.options).map((o) => o.textContent)).toEqual(["Select a client", "Acme Studio (Acme Inc.)", "Globex"]);
  });

  it("shows 'Name is required' and 'Client is required' and sends nothing while invalid", async () => {
    const { environment } = await renderProjectsPage([]);
    await openNew();
    await submit();
    expect(await within(dialog()).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog()).getByText("Client is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("checks budget and progress with the shared schema's messages", async () => {
    const { environment } = await renderProjectsPage([]);
    await openNew();
    await retype(u, "Name", "Site");
    await u.selectOptions(dialogField("Client"), ACME.id);
    await retype(u, "Budget", "abc");
    await retype(u, "Progress", "150");
    await submit();
    expect(await within(dialog()).findByText("Enter a number, such as 1,234.56")).toBeInTheDocument();
    expect(within(dialog()).getByText("Progress must be between 0 and 100")).toBeInTheDocument();
    await retype(u, "Start date", "2026-05-10");
    await retype(u, "Due date", "2026-05-01");
    await submit();
    expect(await within(dialog()).findByText("Due date cannot be before the start date")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("creates a project: budget typed with grouping ('12,500') sent as the decimal string 12500, empty dates omitted; the card appears first, the toast says so", async () => {
    const { environment } = await renderProjectsPage([aProject({ name: "Older" })]);
    await openNew();
    await retype(u, "Name", "Website redesign");
    await u.selectOptions(dialogField("Client"), GLOBEX.id);
    await retype(u, "Description", "New marketing site");
    await u.selectOptions(dialogField("Status"), "active");
    await u.selectOptions(dialogField("Priority"), "high");
    await retype(u, "Budget", "12,500");
    await retype(u, "Progress", "45");
    expect(dialogField("Budget")).toHaveValue("12,500");
    await submit();

    const op = await pendingOperation(environment, "useCreateProjectMutation");
    expect(op.request.variables.input).toEqual({
      name: "Website redesign",
      clientId: GLOBEX.id,
      description: "New marketing site",
      status: "active",
      priority: "high",
      budget: "12500",
      progress: 45,
    });
    expect(op.request.variables.connections).toEqual([ConnectionHandler.getConnectionID(VIEWER_ID, "ProjectList_projects")]);

    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateProjectResult: () => ({ __typename: "CreateProjectPayload" }),
          Project: () => ({ ...aProject(), ...op.request.variables.input, id: "UHJvamVjdDpuZXc=", budget: "12500.00", dueDate: null, startDate: null }),
          Client: () => ({ id: GLOBEX.id, name: GLOBEX.name }),
        }),
      );
    });
    await expectToast("Project created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cards().map((c) => c.getAttribute("aria-label"))).toEqual(["Website redesign", "Older"]);
    expect(inCard("Website redesign").getByTestId("project-budget")).toHaveTextContent("$12,500");
    expect(inCard("Website redesign").getByTestId("project-client")).toHaveTextContent("Globex");
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("sends the dates it was given as days", async () => {
    const { environment } = await renderProjectsPage([]);
    await openNew();
    await retype(u, "Name", "Dated");
    await u.selectOptions(dialogField("Client"), ACME.id);
    await retype(u, "Start date", "2026-01-05");
    await retype(u, "Due date", "2026-03-31");
    await submit();
    const op = await pendingOperation(environment, "useCreateProjectMutation");
    expect(op.request.variables.input).toMatchObject({ startDate: "2026-01-05", dueDate: "2026-03-31" });
    expect(op.request.variables.input).not.toHaveProperty("budget");
  });

  it("puts the server's field errors on the fields and shows 'Failed to create project'", async () => {
    const { environment } = await renderProjectsPage([]);
    await openNew();
    await retype(u, "Name", "Taken");
    await u.selectOptions(dialogField("Client"), ACME.id);
    await submit();
    const op = await pendingOperation(environment, "useCreateProjectMutation");
    await answerValidationError(environment, op, "createProject", { name: "Name is too similar" }, "Name is too similar");
    expect(await within(dialog()).findByText("Name is too similar")).toBeInTheDocument();
    await expectToast("Error", "Failed to create project");
  });

  it("shows 'Failed to create project' when the call fails and keeps the dialog open", async () => {
    const { environment } = await renderProjectsPage([]);
    await openNew();
    await retype(u, "Name", "Offline");
    await u.selectOptions(dialogField("Client"), ACME.id);
    await submit();
    await rejectOperation(environment, "useCreateProjectMutation", new Error("network down"));
    await expectToast("Error", "Failed to create project");
    expect(dialog()).toBeInTheDocument();
  });

  it("says so and links to /clients when the tenant has no clients", async () => {
    await renderProjectsPage([], []);
    await openNew();
    expect(within(dialog()).getByText("You need a client before you can create a project.")).toBeInTheDocument();
    expect(within(dialog()).getByRole("link", { name: "Add a client" })).toHaveAttribute("href", "/clients");
  });

  it("edits a project prefilled from the record; emptied dates and budget are cleared", async () => {
    const project = aProject({
      name: "Website redesign",
      description: "Old text",
      status: "active",
      priority: "high",
      progress: 45,
      startDate: "2026-01-05T00:00:00.000Z",
      dueDate: "2026-03-31T00:00:00.000Z",
      budget: "12500.00",
      client: { id: ACME.id, name: ACME.name },
    });
    const { environment } = await renderProjectsPage([project]);
    await u.click(screen.getByRole("button", { name: "Edit Website redesign" }));
    await screen.findByRole("dialog", { name: "Edit Project" });
    expect(dialogField("Name")).toHaveValue("Website redesign");
    expect(dialogField("Client")).toHaveValue(ACME.id);
    expect(dialogField("Description")).toHaveValue("Old text");
    expect(dialogField("Status")).toHaveValue("active");
    expect(dialogField("Priority")).toHaveValue("high");
    expect(dialogField("Start date")).toHaveValue("2026-01-05");
    expect(dialogField("Due date")).toHaveValue("2026-03-31");
    expect(dialogField("Budget")).toHaveValue("12,500.00");
    expect(dialogField("Progress")).toHaveValue(45);

    await u.clear(dialogField("Due date"));
    await u.clear(dialogField("Budget"));
    await retype(u, "Progress", "80");
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateProjectMutation");
    // only what changed: another tab's edit of another field is kept
    expect(op.request.variables.input).toEqual({ id: project.id, unchangedSince: project.updatedAt, dueDate: null, budget: null, progress: 80 });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateProjectResult: () => ({ __typename: "UpdateProjectPayload" }),
          Project: () => ({ ...project, progress: 80, dueDate: null, budget: null }),
          Client: () => ({ id: ACME.id, name: ACME.name }),
        }),
      );
    });
    await expectToast("Project updated successfully");
    expect(inCard("Website redesign").getByTestId("project-progress")).toHaveTextContent("80%");
    expect(inCard("Website redesign").getByTestId("project-due")).toHaveTextContent("No due date");
  });

  it("shows 'Failed to update project' when the update fails", async () => {
    const project = aProject({ name: "Fragile" });
    const { environment } = await renderProjectsPage([project]);
    await u.click(screen.getByRole("button", { name: "Edit Fragile" }));
    await screen.findByRole("dialog", { name: "Edit Project" });
    await submit("Save Changes");
    await rejectOperation(environment, "useUpdateProjectMutation", new Error("boom"));
    await expectToast("Error", "Failed to update project");
  });

  it("a save that met another keeps the dialog open with what was typed and says so", async () => {
    const project = aProject({ name: "Shared" });
    const { environment } = await renderProjectsPage([project]);
    await u.click(screen.getByRole("button", { name: "Edit Shared" }));
    await screen.findByRole("dialog", { name: "Edit Project" });
    await retype(u, "Name", "Shared site");
    await submit("Save Changes");
    const op = await pendingOperation(environment, "useUpdateProjectMutation");
    expect(op.request.variables.input).toEqual({ id: project.id, unchangedSince: project.updatedAt, name: "Shared site" });
    const changed = "This project was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateProject", changed);
    await expectConflictInDialog(changed, { Name: "Shared site" });
    await expectToast("Error", `Failed to update project: ${changed}`);
    expect(screen.getByRole("dialog", { name: "Edit Project" })).toBeInTheDocument();
  });

  it("closes with Escape without saving", async () => {
    const { environment } = await renderProjectsPage([aProject({ name: "Any" })]);
    await openNew();
    await retype(u, "Name", "Draft");
    await pressEscapeInDialog();
    expect(mutations(environment)).toHaveLength(0);
    expect(cardOf("Any")).toBeInTheDocument();
  });
});
