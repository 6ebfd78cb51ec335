/** The shared helpers of common/project.ts that the screens use (no database). */
import { validateWith } from "@common/validation";
import {
  emptyProjectForm, projectDueLabel, projectFormValues, projectPayload, projectSchema, projectStatusColor, projectStatusLabel, progressPercent, toMoneyString,
} from "@common/project";

const uuid = "6f1c2b1e-4c1a-4b8e-9a57-2f8f0b0c9d11";

describe("common/project", () => {
  it("colours status badges by status, anything else grey", () => {
    expect(["planning", "active", "completed", "cancelled", "archived", null].map(projectStatusColor)).toEqual(["yellow", "green", "blue", "red", "gray", "gray"]);
    expect([undefined, "in_review", "active"].map(projectStatusLabel)).toEqual(["Planning", "in_review", "Active"]);
  });

  it("shows progress as a percent from 0 to 100, 0 when missing", () => {
    expect([null, undefined, 45, 140, -5, 33.4].map(progressPercent)).toEqual([0, 0, 45, 100, 0, 33]);
  });

  it("labels the due date or says there is none", () => {
    expect(projectDueLabel("2025-07-04T00:00:00.000Z")).toBe("Due Jul 4, 2025");
    expect(projectDueLabel(null)).toBe("No due date");
  });

  it("sends budget as a number and omits empty dates; prefills from a record", () => {
    const values = { ...emptyProjectForm, name: "Site", clientId: uuid, budget: " 1500 ", dueDate: "2025-07-04" };
    expect(projectPayload(values)).toEqual({ name: "Site", clientId: uuid, description: "", status: "planning", priority: "medium",
      dueDate: "2025-07-04", budget: 1500, progress: 0 });
    expect(validateWith(projectSchema, projectPayload(values))).toMatchObject({ ok: true, value: { budget: "1500.00" } });
    expect(projectFormValues({ name: "Site", clientId: uuid, budget: "1500.00", dueDate: "2025-07-04T00:00:00.000Z", status: null, progress: null }))
      .toEqual({ ...emptyProjectForm, name: "Site", clientId: uuid, budget: "1500.00", dueDate: "2025-07-04" });
  });

  it("validates the form values as typed (the schema the form uses)", () => {
    expect(validateWith(projectSchema, { ...emptyProjectForm })).toEqual({ ok: false, errors: { name: "Name is required", clientId: "Client is required" } });
  });

  it("writes money with two decimals", () => {
    expect(["1500", "2500.5", "0", "007.1", ".5", null].map((v) => toMoneyString(v))).toEqual(["1500.00", "2500.50", "0.00", "7.10", "0.50", null]);
  });
});
