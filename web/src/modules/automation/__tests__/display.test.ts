import { executionName, executionStatusColor, localId, spaced } from "../display";

describe("the automation screen's display helpers", () => {
  it("show underscores as spaces", () => {
    expect(["client_created", "billing_and_invoices", "manual", "", null, undefined].map(spaced)).toEqual(["client created", "billing and invoices", "manual", "", "", ""]);
  });

  it("colour statuses: success green, failed red, running blue, others grey", () => {
    expect(["success", "failed", "running", "other", "skipped", ""].map(executionStatusColor)).toEqual(["green", "red", "blue", "gray", "gray", "gray"]);
  });

  it("name a run of a deleted workflow 'Unknown Workflow'", () => {
    expect(executionName(null)).toBe("Unknown Workflow");
    expect(executionName("Onboarding")).toBe("Onboarding");
  });

  it("read the record id of a global id", () => {
    expect(localId(btoa("TeamMember:0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a"))).toBe("0b9c7a52-3f3e-4d3a-9f55-6f1f3c1d2e4a");
    expect(localId("not base64 !")).toBe("not base64 !");
  });
});
