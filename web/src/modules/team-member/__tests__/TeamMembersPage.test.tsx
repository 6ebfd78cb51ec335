import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fail, member, pendingOperation, renderTeamMembers, respond } from "./teamMemberTestUtils";
import { answerConflict, answerDelete, answerValidationError, expectConflictInDialog, pressEscapeInDialog } from "../../../../test/relay";
import { TEAM_MEMBER_SKELETON_COUNT } from "../texts";

const ada = member("VGVhbU1lbWJlcjox", "Ada Lovelace", {
  email: "ada@example.com",
  phone: "+1 (555) 010-2030",
  role: "Designer",
  department: "Design",
  hourlyRate: "1250.5",
  skills: ["Figma", "Branding"],
  bio: "Leads brand work.",
});
const bob = member("VGVhbU1lbWJlcjoy", "Bob Stone");

const cards = () => screen.queryAllByTestId("team-member-card");
const card = (name: string) => screen.getByRole("article", { name });
const dialog = () => screen.getByRole("dialog");

async function openAdd() {
  fireEvent.click(screen.getAllByRole("button", { name: "Add Team Member" })[0]);
  return screen.findByRole("dialog");
}

function typeInto(label: RegExp | string, value: string) {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe("Team Members page", () => {
  it("shows the heading, subtitle and skeleton cards while the list loads", async () => {
    await renderTeamMembers();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Team Members$/);
    expect(screen.getByText("Manage the people who work with you")).toBeInTheDocument();
    expect(screen.getAllByTestId("team-member-skeleton")).toHaveLength(TEAM_MEMBER_SKELETON_COUNT);
  });

  it("renders a card per member: name, role badge, mailto and tel links, department, rate and skills", async () => {
    await renderTeamMembers([ada, bob]);
    expect(cards()).toHaveLength(2);
    const c = within(card("Ada Lovelace"));
    expect(c.getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(c.getByTestId("role-badge")).toHaveTextContent("Designer");
    expect(c.getByRole("link", { name: "ada@example.com" })).toHaveAttribute("href", "mailto:ada@example.com");
    expect(c.getByRole("link", { name: "+1 (555) 010-2030" })).toHaveAttribute("href", "tel:+15550102030");
    expect(c.getByText("Design")).toBeInTheDocument();
    expect(c.getByText("$1,250.50/hr")).toBeInTheDocument();
    expect(c.getByText("Figma")).toBeInTheDocument();
    expect(c.getByText("Branding")).toBeInTheDocument();
    expect(c.getByRole("button", { name: "Edit Ada Lovelace" })).toBeInTheDocument();
    expect(c.getByRole("button", { name: "Delete Ada Lovelace" })).toBeInTheDocument();
    // optional fields are simply absent
    const b = within(card("Bob Stone"));
    expect(b.queryByRole("link")).not.toBeInTheDocument();
    expect(b.queryByTestId("role-badge")).not.toBeInTheDocument();
    expect(screen.getByTestId("team-member-count")).toHaveTextContent("2 team members");
  });

  it("shows the empty state texts when there are no team members", async () => {
    await renderTeamMembers([]);
    expect(screen.getByText("No team members yet")).toBeInTheDocument();
    expect(screen.getByText("Start building your team by adding your first team member.")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it("opens 'Add Team Member' with an empty form and shows the validation messages", async () => {
    await renderTeamMembers([]);
    const d = await openAdd();
    expect(within(d).getByRole("heading", { name: "Add Team Member" })).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Name/)).toHaveValue("");
    typeInto(/^Email/, "not-an-email");
    fireEvent.click(within(d).getByRole("button", { name: "Add Team Member" }));
    expect(await within(d).findByText("Name is required")).toBeInTheDocument();
    expect(within(d).getByText("Invalid email address")).toBeInTheDocument();
  });

  it("adds a member: sends the fields (skills as a list), prepends the card and toasts 'Team member added'", async () => {
    const { environment } = await renderTeamMembers([bob]);
    const d = await openAdd();
    typeInto(/^Name/, "  Grace Hopper ");
    typeInto(/^Email/, "grace@example.com");
    typeInto(/^Role/, "Developer");
    typeInto(/^Hourly Rate/, "95");
    typeInto(/^Skills/, "COBOL, compilers, , COBOL");
    fireEvent.click(within(d).getByRole("button", { name: "Add Team Member" }));

    const op = await pendingOperation(environment, "useCreateTeamMemberMutation");
    expect(op.request.variables.input).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: null,
      role: "Developer",
      department: null,
      hourlyRate: expect.stringMatching(/^95(\.00)?$/),
      bio: null,
      skills: ["COBOL", "compilers"],
      status: "active",
    });
    respond(environment, op, {
      createTeamMember: {
        __typename: "CreateTeamMemberPayload",
        teamMember: { __typename: "TeamMember", ...member("VGVhbU1lbWJlcjoz", "Grace Hopper", { role: "Developer", hourlyRate: "95.00", skills: ["COBOL", "compilers"] }) },
      },
    });
    expect(await screen.findByText("Team member added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cards().map((c) => c.getAttribute("aria-label"))).toEqual(["Grace Hopper", "Bob Stone"]);
    expect(screen.getByTestId("team-member-count")).toHaveTextContent("2 team members");
  });

  it("puts the server's field errors on the form and toasts the add failure", async () => {
    const { environment } = await renderTeamMembers([]);
    const d = await openAdd();
    typeInto(/^Name/, "Grace");
    fireEvent.click(within(d).getByRole("button", { name: "Add Team Member" }));
    const op = await pendingOperation(environment, "useCreateTeamMemberMutation");
    await answerValidationError(environment, op, "createTeamMember", { name: "Name is taken here" });
    expect(await within(d).findByText("Name is taken here")).toBeInTheDocument();
    expect(screen.getByText("Failed to add team member. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("toasts the add failure on a network error", async () => {
    const { environment } = await renderTeamMembers([]);
    const d = await openAdd();
    typeInto(/^Name/, "Grace");
    fireEvent.click(within(d).getByRole("button", { name: "Add Team Member" }));
    fail(environment, await pendingOperation(environment, "useCreateTeamMemberMutation"));
    expect(await screen.findByText("Failed to add team member. Please try again.")).toBeInTheDocument();
  });

  it("opens the same form prefilled and titled 'Edit Team Member', and saves in place", async () => {
    const { environment } = await renderTeamMembers([ada, bob]);
    fireEvent.click(within(card("Ada Lovelace")).getByRole("button", { name: "Edit Ada Lovelace" }));
    const d = await screen.findByRole("dialog");
    expect(within(d).getByRole("heading", { name: "Edit Team Member" })).toBeInTheDocument();
    expect(within(d).getByLabelText(/^Name/)).toHaveValue("Ada Lovelace");
    expect(within(d).getByLabelText(/^Email/)).toHaveValue("ada@example.com");
    expect(within(d).getByLabelText(/^Phone/)).toHaveValue("+1 (555) 010-2030");
    expect(within(d).getByLabelText(/^Role/)).toHaveValue("Designer");
    expect(within(d).getByLabelText(/^Department/)).toHaveValue("Design");
    expect(within(d).getByLabelText(/^Hourly Rate/)).toHaveValue("1,250.5");
    expect(within(d).getByLabelText(/^Skills/)).toHaveValue("Figma, Branding");
    expect(within(d).getByLabelText(/^Bio/)).toHaveValue("Leads brand work.");

    typeInto(/^Role/, "Art Director");
    fireEvent.click(within(d).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateTeamMemberMutation");
    // only what changed: another tab's edit of another field is kept
    expect(op.request.variables.input).toEqual({ id: ada.id, unchangedSince: ada.updatedAt, role: "Art Director" });
    respond(environment, op, {
      updateTeamMember: { __typename: "UpdateTeamMemberPayload", teamMember: { __typename: "TeamMember", ...ada, role: "Art Director" } },
    });
    expect(await screen.findByText("Team member updated")).toBeInTheDocument();
    expect(within(card("Ada Lovelace")).getByTestId("role-badge")).toHaveTextContent("Art Director");
  });

  it("a save that met another keeps the dialog open with what was typed and says so", async () => {
    const { environment } = await renderTeamMembers([ada]);
    fireEvent.click(screen.getByRole("button", { name: "Edit Ada Lovelace" }));
    await screen.findByRole("dialog");
    typeInto(/^Role/, "Art Director");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateTeamMemberMutation");
    expect(op.request.variables.input).toEqual({ id: ada.id, unchangedSince: ada.updatedAt, role: "Art Director" });
    const changed = "This team member was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateTeamMember", changed);
    await expectConflictInDialog(changed, { Role: "Art Director" });
    expect(await screen.findByText(/^Failed to update team member\. Please try again\./)).toBeInTheDocument();
    expect(within(dialog()).getByRole("heading", { name: "Edit Team Member" })).toBeInTheDocument();
  });

  it("toasts the update failure", async () => {
    const { environment } = await renderTeamMembers([ada]);
    fireEvent.click(screen.getByRole("button", { name: "Edit Ada Lovelace" }));
    const d = await screen.findByRole("dialog");
    fireEvent.click(within(d).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateTeamMemberMutation");
    respond(environment, op, { updateTeamMember: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Team member not found" } });
    expect(await screen.findByText(/^Failed to update team member\. Please try again\./)).toBeInTheDocument();
  });

  it("asks for confirmation before deleting, and does nothing when declined", async () => {
    const { environment } = await renderTeamMembers([ada]);
    confirmSpy.mockReturnValue(false);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ada Lovelace" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this team member?");
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === "useDeleteTeamMemberMutation")).toBe(false);
    expect(cards()).toHaveLength(1);
  });

  it("deletes after confirmation: removes the card in place and toasts 'Team member deleted'", async () => {
    const { environment } = await renderTeamMembers([ada, bob]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ada Lovelace" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this team member?");
    await answerDelete(environment, "TeamMember", ada.id);
    expect(await screen.findByText("Team member deleted")).toBeInTheDocument();
    expect(cards().map((c) => c.getAttribute("aria-label"))).toEqual(["Bob Stone"]);
    expect(screen.getByTestId("team-member-count")).toHaveTextContent("1 team member");
  });

  it("toasts the delete failure and keeps the card", async () => {
    const { environment } = await renderTeamMembers([ada]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ada Lovelace" }));
    fail(environment, await pendingOperation(environment, "useDeleteTeamMemberMutation"));
    expect(await screen.findByText("Failed to delete team member. Please try again.")).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it("closes the dialog with Escape", async () => {
    await renderTeamMembers([]);
    await openAdd();
    await pressEscapeInDialog();
  });
});
