/** The shared workflow rules (common/automation.ts): placeholders and per-type action checks. */
import { fillPlaceholders, workflowSchema } from "@common/automation";

describe("placeholders", () => {
  it("fills known ones, empties unknown or empty ones, and never prints a member of every object", () => {
    expect(fillPlaceholders("Hi {client_name}, re {project_name}{nope}.", { client_name: "Zoë", project_name: "" })).toBe("Hi Zoë, re .");
    expect(fillPlaceholders("{constructor}{__proto__}{hasownproperty}", {})).toBe("");
    expect(fillPlaceholders("{Client_Name} {client name}", { client_name: "X" })).toBe("{Client_Name} {client name}");
  });
});

describe("actions", () => {
  const check = (actions: unknown[]) => {
    try { return workflowSchema.validateSync({ name: "W", trigger: "manual", actions }).actions; } catch (e) { return (e as Error).message; }
  };
  it("refuses a status the record cannot take, and an entity that is no record, as a message (never a crash)", () => {
    expect(check([{ type: "update_status", config: { entity: "invoice", status: "paid" } }])).toEqual([{ type: "update_status", config: { entity: "invoice", status: "paid" } }]);
    expect(check([{ type: "update_status", config: { entity: "__proto__", status: "active" } }])).toMatch(/^Action 1: /);
    expect(check([{ type: "update_status", config: { entity: "invoice", status: "completed" } }])).toBe("Action 1: This status does not exist for that record");
  });
});
