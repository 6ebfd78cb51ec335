import { act, screen, waitFor, within } from "@testing-library/react";
import {
  ACME,
  aProject,
  answerDelete,
  cardOf,
  cards,
  expectToast,
  inCard,
  mutations,
  operationName,
  pendingOperation,
  rejectOperation,
  renderProjectsPage,
  renderProjectsRoute,
  resetToasts,
  user,
} from "./projectTestUtils";
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

describe("Projects page", () => {
  it("shows the heading, subtitle and 'New Project' at once, and 6 skeleton cards while the query loads", async () => {
    renderProjectsRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Projects" })).toBeInTheDocument();
    expect(screen.getByText("Track and manage all your client projects")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Project" })).toBeInTheDocument();
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status", { name: "Loading projects" })).toBeInTheDocument();
  });

  it("shows each project's name, client, description, badges, progress, due date and budget in dollars", async () => {
    await renderProjectsPage([
      aProject({
        name: "Website redesign",
        description: "New marketing site",
        status: "active",
        priority: "high",
        progress: 45,
        dueDate: "2026-03-31T00:00:00.000Z",
        budget: "12500.00",
        client: { id: ACME.id, name: "Acme Studio" },
      }),
    ]);
    const card = inCard("Website redesign");
    expect(card.getByRole("heading", { level: 2, name: "Website redesign" })).toBeInTheDocument();
    expect(card.getByTestId("project-client")).toHaveTextContent("Acme Studio");
    expect(card.getByTestId("project-description")).toHaveTextContent("New marketing site");
    expect(card.getByTestId("project-status")).toHaveTextContent("Active");
    expect(card.getByTestId("priority")).toHaveTextContent("High");
    expect(card.getByTestId("project-progress")).toHaveTextContent("45%");
    expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "45");
    expect(card.getByTestId("project-due")).toHaveTextContent("Due Mar 31, 2026");
    expect(card.getByTestId("project-budget")).toHaveTextContent("$12,500");
    expect(card.getByRole("button", { name: "Edit Website redesign" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Delete Website redesign" })).toBeInTheDocument();
  });

  it("says 'No description', 'No due date' and 0% when those are missing; cents are kept when there are some", async () => {
    await renderProjectsPage([aProject({ name: "Bare", description: null, dueDate: null, progress: 0, budget: "48000.50" })]);
    const card = inCard("Bare");
    expect(card.getByTestId("project-description")).toHaveTextContent(/^No description$/);
    expect(card.getByTestId("project-due")).toHaveTextContent("No due date");
    expect(card.getByTestId("project-progress")).toHaveTextContent("0%");
    expect(card.getByTestId("project-budget")).toHaveTextContent("$48,000.50");
  });

  it("paints status badges planning yellow, active green, completed blue, cancelled red, else grey", async () => {
    await renderProjectsPage([
      aProject({ name: "P planning", status: "planning" }),
      aProject({ name: "P active", status: "active" }),
      aProject({ name: "P completed", status: "completed" }),
      aProject({ name: "P cancelled", status: "cancelled" }),
      aProject({ name: "P odd", status: "on_hold" }),
    ]);
    const expected: [string, string, string][] = [
      ["P planning", "Planning", "yellow"],
      ["P active", "Active", "green"],
      ["P completed", "Completed", "blue"],
      ["P cancelled", "Cancelled", "red"],
      ["P odd", "on_hold", "gray"],
    ];
    for (const [name, label, colour] of expected) {
      const badge = inCard(name).getByTestId("project-status");
      expect(badge).toHaveTextContent(label);
      expect(paletteSolid(badge)).toBe(`var(--chakra-colors-${colour}-solid)`);
    }
  });

  it("paints priorities low grey, medium blue, high orange, urgent red", async () => {
    await renderProjectsPage([
      aProject({ name: "Low", priority: "low" }),
      aProject({ name: "Medium", priority: "medium" }),
      aProject({ name: "High", priority: "high" }),
      aProject({ name: "Urgent", priority: "urgent" }),
    ]);
    for (const [name, colour] of [
      ["Low", "gray"],
      ["Medium", "blue"],
      ["High", "orange"],
      ["Urgent", "red"],
    ]) {
      const badge = inCard(name).getByTestId("priority");
      expect(badge).toHaveTextContent(name);
      expect(paletteSolid(badge)).toBe(`var(--chakra-colors-${colour}-solid)`);
    }
  });

  it("renders user text as text", async () => {
    await renderProjectsPage([aProject({ name: "<img src=x onerror=alert(1)>", description: "<b>bold</b>" })]);
    const card = cardOf("<img src=x onerror=alert(1)>");
    expect(card.querySelector("img, b")).toBeNull();
    expect(within(card).getByText("<b>bold</b>")).toBeInTheDocument();
  });

  it("shows 'No projects yet' with a create button that opens the form", async () => {
    await renderProjectsPage([]);
    expect(screen.getByText("No projects yet")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await u.click(screen.getByRole("button", { name: "Create Your First Project" }));
    expect(await screen.findByRole("dialog", { name: "Create Project" })).toBeInTheDocument();
  });

  it("offers 'Load more' when there is a next page", async () => {
    const { environment } = await renderProjectsPage([aProject({ name: "First" })], undefined, { hasNextPage: true });
    await u.click(screen.getByRole("button", { name: "Load more" }));
    const op = await pendingOperation(environment, "ProjectListPaginationQuery");
    expect(op.request.variables).toMatchObject({ count: 50, cursor: "cursor-1" });
  });
});

describe("Deleting a project", () => {
  it("asks 'Are you sure you want to delete this project?' and does nothing when cancelled", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    const { environment } = await renderProjectsPage([aProject({ name: "Keep me" })]);
    await u.click(screen.getByRole("button", { name: "Delete Keep me" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this project?");
    expect(mutations(environment)).toHaveLength(0);
    expect(cardOf("Keep me")).toBeInTheDocument();
  });

  it("deletes after confirmation: the card leaves the list in place, the toast says so, the counts are refetched", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const doomed = aProject({ name: "Doomed" });
    const { environment } = await renderProjectsPage([doomed, aProject({ name: "Stays" })]);
    await u.click(screen.getByRole("button", { name: "Delete Doomed" }));
    await answerDelete(environment, "Project", doomed.id);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Doomed" })).not.toBeInTheDocument());
    expect(cardOf("Stays")).toBeInTheDocument();
    await expectToast("Project deleted successfully");
    expect(operationName(await pendingOperation(environment, "refreshWorkspaceCountsQuery"))).toBe("refreshWorkspaceCountsQuery");
  });

  it("shows 'Error' / 'Failed to delete project' when the call fails and keeps the card", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderProjectsPage([aProject({ name: "Sticky" })]);
    await u.click(screen.getByRole("button", { name: "Delete Sticky" }));
    await rejectOperation(environment, "useDeleteProjectMutation", new Error("500: boom"));
    await expectToast("Error", "Failed to delete project");
    expect(cardOf("Sticky")).toBeInTheDocument();
  });

  it("shows the server's message after the failure text for a NotFoundError", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderProjectsPage([aProject({ name: "Gone" })]);
    await u.click(screen.getByRole("button", { name: "Delete Gone" }));
    const op = await pendingOperation(environment, "useDeleteProjectMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { deleteProject: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Project not found" } } });
    });
    await expectToast("Error", "Failed to delete project: Project not found");
  });
});

describe("ProjectsPage with long names", () => {
  it("clamps a long project name to two lines and cuts a long client name with an ellipsis, both in full on hover and to screen readers", async () => {
    const name = `${longName(110, "Rebrand")} ${"x".repeat(60)}`;
    const client = longName(120);
    await renderProjectsPage([aProject({ name, client: { id: "Q2xpZW50Omxvbmc=", name: client } })]);
    const card = inCard(name);
    const heading = card.getByRole("heading", { level: 2, name });
    expect(heading).toHaveAttribute("title", name);
    // clamped (with an ellipsis on its last line); the link inside is inline (an inline-flex link would be clipped whole)
    expect(getComputedStyle(heading).overflow).toBe("hidden");
    expect(getComputedStyle(heading).overflowWrap).toBe("anywhere");
    expect(getComputedStyle(within(heading).getByRole("link", { name })).display).toBe("inline");
    expectEllipsis(card.getByTestId("project-client"), client);
  });
});
