import { act, screen, waitFor, within } from "@testing-library/react";
import { dayAfter } from "@common/contract";
import {
  ACME_CLIENT,
  aProposal,
  aTemplate,
  answerDelete,
  answerPreview,
  contractNodeResolvers,
  dialog,
  dialogField,
  expectToast,
  inCard,
  pendingOperation,
  renderProposalsPage,
  resetToasts,
  resolveFormOptions,
  resolveOperation,
  user,
} from "./contractTestUtils";

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

describe("ProposalsPage", () => {
  it("shows 'Proposals', the Proposals and Templates tabs, 'Proposal Management' with its count and Create Proposal", async () => {
    await renderProposalsPage([aProposal(), aProposal({ title: "Second" })], [aTemplate({ type: "proposal" })]);
    expect(screen.getByRole("tab", { name: "Proposals" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Templates" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Proposal Management" })).toBeInTheDocument();
    expect(screen.getByTestId("proposals-count")).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: "Create Proposal" })).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    expect(await screen.findByRole("heading", { name: "Proposal Templates" })).toBeInTheDocument();
    expect(screen.getByTestId("proposal-templates-count")).toHaveTextContent("1");
  });

  it("shows the empty states", async () => {
    await renderProposalsPage();
    expect(screen.getByText("No proposals yet")).toBeInTheDocument();
    expect(screen.getByText("Create your first proposal to start winning new business.")).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    expect(await screen.findByText("No proposal templates yet")).toBeInTheDocument();
    expect(screen.getByText("Create reusable proposal templates to speed up your sales process.")).toBeInTheDocument();
  });

  it("shows a proposal's status, client and number, value in its currency, created, expires, and signed only once signed", async () => {
    await renderProposalsPage([
      aProposal({ title: "Signed one", contractNumber: "PRO-2026-0003", status: "signed", value: "2500.50", currency: "EUR", expiryDate: "2026-12-31T00:00:00.000Z", signedDate: "2026-11-25T00:00:00.000Z" }),
      aProposal({ title: "Draft one", value: null }),
    ]);
    const signed = inCard("Signed one");
    expect(signed.getByTestId("contract-status")).toHaveTextContent("Signed");
    expect(signed.getByTestId("contract-status")).toHaveAttribute("data-status", "signed");
    expect(signed.getByTestId("contract-client")).toHaveTextContent("Acme Studio · PRO-2026-0003");
    expect(signed.getByTestId("contract-value")).toHaveTextContent("Value€2,500.50");
    expect(signed.getByTestId("proposal-created")).toHaveTextContent("CreatedNov 20, 2026");
    expect(signed.getByTestId("proposal-expires")).toHaveTextContent("ExpiresDec 31, 2026");
    expect(signed.getByTestId("proposal-signed")).toHaveTextContent("SignedNov 25, 2026");
    const draft = inCard("Draft one");
    expect(draft.getByTestId("contract-value")).toHaveTextContent("Value-");
    expect(draft.queryByTestId("proposal-signed")).not.toBeInTheDocument();
  });

  it("shows a proposal template's badges, category label or 'General', rate and validity", async () => {
    await renderProposalsPage([], [
      aTemplate({ name: "Content", type: "proposal", category: "content", isDefault: true, defaultRate: "900.00", currency: "USD", validityDays: 14 }),
      aTemplate({ name: "Bare", type: "proposal", category: null, isActive: false, defaultRate: null }),
    ]);
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    const content = await screen.findByRole("article", { name: "Content" });
    expect(within(content).getByText("Default")).toBeInTheDocument();
    expect(within(content).getByText("Content Creation · 14 days")).toBeInTheDocument();
    expect(within(content).getByTestId("template-rate")).toHaveTextContent("Default Rate$900");
    expect(within(content).getByTestId("template-validity")).toHaveTextContent("Validity14 days");
    expect(inCard("Bare").getByText("Inactive")).toBeInTheDocument();
    expect(inCard("Bare").getByText("General · 30 days")).toBeInTheDocument();
    expect(inCard("Bare").getByTestId("template-rate")).toHaveTextContent("Default Rate-");
  });

  it("deletes a proposal: 'Proposal deleted' / 'The proposal has been successfully deleted.'", async () => {
    const proposal = aProposal({ title: "Old pitch" });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderProposalsPage([proposal]);
    await u.click(inCard("Old pitch").getByRole("button", { name: "Delete Old pitch" }));
    await answerDelete(environment, "Contract", proposal.id);
    await expectToast("Proposal deleted", "The proposal has been successfully deleted.");
    await waitFor(() => expect(screen.getByTestId("proposals-count")).toHaveTextContent("0"));
    confirm.mockRestore();
  });

  it("deletes a template: 'Template deleted'; a failure says 'Failed to delete template. Please try again.'", async () => {
    const template = aTemplate({ name: "Pitch", type: "proposal" });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderProposalsPage([], [template, aTemplate({ name: "Other", type: "proposal" })]);
    await u.click(screen.getByRole("tab", { name: "Templates" }));
    await u.click(await screen.findByRole("button", { name: "Delete Other" }));
    const failed = await pendingOperation(environment, "useDeleteContractTemplateMutation");
    await act(async () => environment.mock.reject(failed, new Error("500: boom")));
    expect(within(await expectToast("Error")).getByText("Failed to delete template. Please try again.")).toBeInTheDocument();
    resetToasts();
    await u.click(screen.getByRole("button", { name: "Delete Pitch" }));
    await answerDelete(environment, "ContractTemplate", template.id);
    await expectToast("Template deleted", "The template has been successfully deleted.");
    confirm.mockRestore();
  });
});

describe("Proposal dialog", () => {
  async function openCreate(environment: Parameters<typeof resolveFormOptions>[0], templates = [aTemplate({ type: "proposal", name: "Web", currency: "GBP", defaultRate: "2500.00", validityDays: 14, content: "# {project_name}\n\nFor {client_name}" })]) {
    await u.click(screen.getAllByRole("button", { name: "Create Proposal" })[0]);
    await resolveFormOptions(environment, { templates });
    await screen.findByRole("dialog", { name: "Create Proposal" });
    return templates;
  }

  it("has every field, the proposal currencies, and Apply Template only once a template is chosen", async () => {
    const { environment } = await renderProposalsPage();
    await openCreate(environment);
    for (const label of ["Proposal Title", "Status", "Client", "Project", "Template", "Proposal Content", "Proposal Value", "Currency", "Start Date", "End Date", "Expiry Date"]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    expect(Array.from((dialogField("Currency") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["USD", "EUR", "GBP", "CAD", "AUD"]);
    expect(dialogField("Proposal Value")).toHaveAttribute("inputmode", "decimal");
    expect(dialogField("Expiry Date")).toHaveAttribute("type", "date");
    expect(dialogField("Proposal Content")).toHaveStyle({ minHeight: "300px" });
    expect(within(dialog()).queryByRole("button", { name: "Apply Template" })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("applies a template: its content and currency, the rate as the value, today + validity as the expiry, and says so", async () => {
    const { environment } = await renderProposalsPage();
    const [template] = await openCreate(environment);
    await u.selectOptions(dialogField("Template"), template.id);
    expect(dialogField("Proposal Content")).toHaveValue("");
    await u.click(within(dialog()).getByRole("button", { name: "Apply Template" }));
    await expectToast("Template Applied", "Template content and settings have been applied to the proposal.");
    expect(dialogField("Proposal Content")).toHaveValue(template.content);
    expect(dialogField("Currency")).toHaveValue("GBP");
    expect(dialogField("Proposal Value")).toHaveValue("2,500.00");
    expect(dialogField("Expiry Date")).toHaveValue(dayAfter(14));

    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.type(dialogField("Proposal Title"), "Acme pitch");
    await u.click(within(dialog()).getByRole("button", { name: "Create Proposal" }));
    const op = await pendingOperation(environment, "useCreateContractMutation");
    expect(op.request.variables.input).toMatchObject({
      title: "Acme pitch",
      type: "proposal",
      status: "draft",
      clientId: ACME_CLIENT.id,
      templateId: template.id,
      value: "2500.00",
      currency: "GBP",
      expiryDate: dayAfter(14),
    });
    expect(op.request.variables.input).not.toHaveProperty("contractNumber");
    expect(within(dialog()).getByRole("button", { name: "Saving..." })).toBeInTheDocument();
  });

  it("previews the proposal as the server renders it for the chosen template and client, and lists the variables without a value", async () => {
    const { environment } = await renderProposalsPage();
    const [template] = await openCreate(environment);
    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.selectOptions(dialogField("Template"), template.id);
    await u.click(within(dialog()).getByRole("button", { name: "Apply Template" }));
    await u.click(within(dialog()).getByRole("button", { name: "Preview" }));
    const op = await answerPreview(environment, "<h1>{project_name}</h1><p>For Acme Studio</p>", ["project_name"]);
    // the template goes with it: its defaults (payment terms, scope, timeline) fill the text on the server
    expect(op.request.variables.input).toMatchObject({ type: "proposal", templateId: template.id, clientId: ACME_CLIENT.id });
    const body = await within(dialog()).findByTestId("document-preview-body");
    expect(body).toHaveTextContent("For Acme Studio");
    expect(within(body).getByRole("heading", { name: "{project_name}" })).toBeInTheDocument();
    expect(within(dialog()).getByTestId("preview-unknown")).toHaveTextContent("{project_name}");
  });
});

describe("A link to one proposal (/proposals?id=, a search result)", () => {
  it("opens the proposal in the edit dialog, even when it is not on the first page, and leaves the address as /proposals", async () => {
    const proposal = aProposal({ title: "Brand refresh" });
    const { environment, router } = await renderProposalsPage([aProposal({ title: "Other" })], [], `/proposals?id=${encodeURIComponent(proposal.id)}`);
    await resolveOperation(environment, "DocumentFromLinkQuery", contractNodeResolvers(proposal));
    await resolveFormOptions(environment);
    const edit = await screen.findByRole("dialog", { name: "Edit Proposal" });
    expect(within(edit).getByLabelText(/^Proposal Title/)).toHaveValue("Brand refresh");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when the linked proposal is gone", async () => {
    const { environment, router } = await renderProposalsPage([aProposal({ title: "Other" })], [], "/proposals?id=Q29udHJhY3Q6OTk5");
    const op = await pendingOperation(environment, "DocumentFromLinkQuery");
    await act(async () => environment.mock.resolve(op, { data: { node: null } }));
    await expectToast("Error", "This proposal no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
