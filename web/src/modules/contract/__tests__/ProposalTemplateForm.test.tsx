import { screen, waitFor, within } from "@testing-library/react";
import { DEFAULT_PROPOSAL_CONTENT } from "@common/contract";
import {
  dialog,
  dialogField,
  expectToast,
  pendingOperation,
  renderProposalsPage,
  resetToasts,
  resolveOperation,
  user,
} from "./contractTestUtils";

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

async function openCreateTemplate() {
  await u.click(screen.getByRole("tab", { name: /Templates/ }));
  await u.click((await screen.findAllByRole("button", { name: "Create Template" }))[0]);
  return screen.findByRole("dialog", { name: "Create Proposal Template" });
}

describe("Proposal template dialog", () => {
  it("starts from the proposal skeleton, 'Net 30 days', 'Up to 3 rounds of revisions included', USD and 30 days", async () => {
    await renderProposalsPage();
    await openCreateTemplate();
    expect(dialogField("Proposal Content")).toHaveValue(DEFAULT_PROPOSAL_CONTENT);
    for (const name of ["project_name", "client_company", "scope_of_work", "timeline", "deliverables", "total_amount", "currency", "payment_schedule", "start_date", "end_date", "expiry_date", "your_name", "your_company"]) {
      expect(DEFAULT_PROPOSAL_CONTENT).toContain(`{${name}}`);
    }
    expect(dialogField("Payment Terms")).toHaveValue("Net 30 days");
    expect(dialogField("Revision Policy")).toHaveValue("Up to 3 rounds of revisions included");
    expect(dialogField("Currency")).toHaveValue("USD");
    expect(Array.from((dialogField("Currency") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["USD", "EUR", "GBP", "CAD", "AUD"]);
    expect(dialogField("Validity \\(Days\\)")).toHaveValue(30);
    expect(within(dialog()).getByRole("option", { name: "Content Creation" })).toHaveAttribute("value", "content");
    expect(dialogField("Proposal Content")).toHaveStyle({ minHeight: "400px" });
    expect(within(dialog()).getByRole("checkbox", { name: "Active Template" })).toBeChecked();
    expect(within(dialog()).getByRole("checkbox", { name: "Default Template" })).not.toBeChecked();
  });

  it("appends a variable at the end of the content", async () => {
    await renderProposalsPage();
    await openCreateTemplate();
    await u.click(within(dialog()).getByRole("button", { name: "{your_phone}" }));
    expect((dialogField("Proposal Content") as HTMLTextAreaElement).value.endsWith("{your_phone}")).toBe(true);
  });

  it("creates a proposal template: type proposal, the rate as a number string, a non-numeric validity as 30", async () => {
    const { environment } = await renderProposalsPage();
    await openCreateTemplate();
    await u.type(dialogField("Template Name"), "Website redesign");
    await u.selectOptions(dialogField("Category"), "web_design");
    await u.type(dialogField("Default Rate"), "2500");
    await u.clear(dialogField("Validity \\(Days\\)"));
    await u.click(within(dialog()).getByRole("button", { name: "Create Template" }));
    const op = await pendingOperation(environment, "useCreateContractTemplateMutation");
    expect(op.request.variables.input).toMatchObject({
      name: "Website redesign",
      type: "proposal",
      category: "web_design",
      defaultRate: "2500",
      currency: "USD",
      validityDays: 30,
      paymentTerms: "Net 30 days",
      isActive: true,
      isDefault: false,
    });
    await resolveOperation(environment, "useCreateContractTemplateMutation", {
      CreateContractTemplatePayload: () => ({ contractTemplate: { __typename: "ContractTemplate", id: "VDox", name: "Website redesign", type: "proposal", category: "web_design", description: null, isActive: true, isDefault: false, defaultRate: "2500.00", currency: "USD", validityDays: 30 } }),
      MutationCreateContractTemplateResult: () => ({ __typename: "CreateContractTemplatePayload" }),
    });
    await expectToast("Proposal template created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Website redesign" })).toHaveTextContent("Web Design · 30 days");
    expect(screen.getByTestId("proposal-templates-count")).toHaveTextContent("1");
  });
});
