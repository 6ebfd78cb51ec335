import { EXECUTION_STATUS_COLORS, UNKNOWN_WORKFLOW as COMMON_UNKNOWN, executionStatusColor as commonColor, spaced as commonSpaced } from "@common/automation";
import { UNKNOWN_WORKFLOW, executionName, executionStatusColor, localId, spaced } from "../display";

// the screen's display helpers stay equal to common/automation.ts's (which the screen does not load: it holds Yup)
describe("the screen's display helpers", () => {
  it("show underscores as spaces, as common's spaced()", () => {
    for (const s of ["client_created", "project_completed", "billing_and_invoices", "manual", "", null, undefined]) expect(spaced(s)).toBe(commonSpaced(s));
  });

  it("colour statuses as common's executionStatusColor(): success green, failed red, running blue, others grey", () => {
    for (const status of [...Object.keys(EXECUTION_STATUS_COLORS), "queued", "skipped", ""]) expect(executionStatusColor(status)).toBe(commonColor(status));
    expect(["success", "failed", "running", "other"].map(executionStatusColor)).toEqual(["green", "red", "blue", "gray"]);
  });

  it("name a run of a deleted workflow 'Unknown Workflow'", () => {
    expect(UNKNOWN_WORKFLOW).toBe(COMMON_UNKNOWN);
    expect(executionName(null)).toBe("Unknown Workflow");
    expect(executionName("Onboarding")).toBe("Onboarding");
  });

  it("read the record id of a global id", () => {
    expect(localId(btoa("TeamMember:0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a"))).toBe("0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a");
    expect(localId("not base64 !")).toBe("not base64 !");
  });
});
