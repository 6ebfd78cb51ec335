import { act, screen, waitFor, within } from "@testing-library/react";
import {
  aContract,
  aProposal,
  aTemplate,
  answerDelete,
  contractNodeResolvers,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  renderContractsPage,
  resetToasts,
  resolveFormOptions,
  resolveOperation,
  user,
} from "./contractTestUtils";
import { longName } from "../../../../test/ellipsis";

beforeEach(resetToasts);

describe("ContractsPage", () => {
  it("shows the heading, Create Template and Create Contract, and the two tabs with their counts", async () => {
    await renderContractsPage([aContract(), aContract({ title: "Second" })], [aTemplate()]);
    expect(screen.getByText("Manage client contracts and reusable contract templates")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Template" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Contract" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Contracts 2" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Templates 1" })).toBeInTheDocument();
  });

  it("shows the empty states of both tabs", async () => {
    const u = user();
    await renderContractsPage();
    expect(screen.getByText("No contracts yet")).toBeInTheDocument();
    expect(screen.getByText("Create your first contract to start managing client agreements.")).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: /Templates/ }));
    expect(await screen.findByText("No templates yet")).toBeInTheDocument();
    expect(screen.getByText("Create reusable contract templates to speed up your workflow.")).toBeInTheDocument();
  });

  it("shows a contract's status, title, number, client, value, dates and type", async () => {
    await renderContractsPage([aContract({ title: "Acme retainer", contractNumber: "CON-2026-0007", status: "signed", type: "sow" })]);
    const card = inCard("Acme retainer");
    expect(card.getByTestId("contract-status")).toHaveTextContent("Signed");
    expect(card.getByTestId("status-icon")).toBeInTheDocument();
    expect(card.getByText("CON-2026-0007")).toBeInTheDocument();
    expect(card.getByText("Acme Studio")).toBeInTheDocument();
    expect(card.getByTestId("contract-value")).toHaveTextContent("Value$1,500");
    expect(card.getByTestId("contract-start")).toHaveTextContent("Start DateDec 1, 2026");
    expect(card.getByTestId("contract-end")).toHaveTextContent("End DateMar 31, 2027");
    expect(card.getByTestId("contract-type")).toHaveTextContent("TypeStatement of Work");
    expect(card.getByRole("button", { name: "Edit Acme retainer" })).toBeInTheDocument();
  });

  it("says 'Unknown Client' for a contract whose client has no name, and '-' for missing values", async () => {
    await renderContractsPage([aContract({ title: "Orphan", client: { id: "Q2xpZW50OjE=", name: "" }, value: null, startDate: null })]);
    expect(inCard("Orphan").getByText("Unknown Client")).toBeInTheDocument();
    expect(inCard("Orphan").getByTestId("contract-value")).toHaveTextContent("Value-");
    expect(inCard("Orphan").getByTestId("contract-start")).toHaveTextContent("Start Date-");
  });

  it("shows a template's badges, type and category ('General' without one), rate and validity", async () => {
    const u = user();
    await renderContractsPage([], [
      aTemplate({ name: "Retainer", isDefault: true, isActive: false }),
      aTemplate({ name: "Plain", category: null, type: "contract", defaultRate: null, validityDays: 45 }),
    ]);
    await u.click(screen.getByRole("tab", { name: /Templates/ }));
    const retainer = inCard("Retainer");
    expect(retainer.getByText("Default")).toBeInTheDocument();
    expect(retainer.getByText("Inactive")).toBeInTheDocument();
    expect(retainer.getByText("Agreement · Retainer")).toBeInTheDocument();
    expect(retainer.getByText("Ongoing design support.")).toBeInTheDocument();
    expect(retainer.getByTestId("template-rate")).toHaveTextContent("€1,200");
    expect(retainer.getByText("Valid for: 30 days")).toBeInTheDocument();
    const plain = inCard("Plain");
    expect(plain.getByText("Contract · General")).toBeInTheDocument();
    expect(plain.queryByText("Default")).not.toBeInTheDocument();
    expect(plain.getByText("Valid for: 45 days")).toBeInTheDocument();
  });

  it("deletes a contract once confirmed: 'Contract deleted successfully', the count follows", async () => {
    const u = user();
    const contract = aContract({ title: "To delete" });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const { environment } = await renderContractsPage([contract]);
    await u.click(inCard("To delete").getByRole("button", { name: "Delete To delete" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this contract?");
    await answerDelete(environment, "Contract", contract.id);
    await expectToast("Contract deleted successfully");
    await waitFor(() => expect(screen.queryByRole("article", { name: "To delete" })).not.toBeInTheDocument());
    expect(screen.getByRole("tab", { name: "Contracts 0" })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it("keeps a contract when the deletion is not confirmed, and says 'Failed to delete contract' when it fails", async () => {
    const u = user();
    const contract = aContract({ title: "Kept" });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    const { environment } = await renderContractsPage([contract]);
    await u.click(inCard("Kept").getByRole("button", { name: "Delete Kept" }));
    expect(mutations(environment)).toHaveLength(0);
    confirm.mockReturnValue(true);
    await u.click(inCard("Kept").getByRole("button", { name: "Delete Kept" }));
    const op = await pendingOperation(environment, "useDeleteContractMutation");
    await act(async () => environment.mock.reject(op, new Error("500: boom")));
    const toast = await expectToast("Error");
    expect(within(toast).getByText("Failed to delete contract")).toBeInTheDocument();
    confirm.mockRestore();
  });

  it("links the PDF, and sends a draft after confirming in the app's dialog: 'Contract sent'; a refusal's reason is the toast", async () => {
    const u = user();
    const contract = aContract({ title: "To send" });
    const confirm = jest.spyOn(window, "confirm");
    const { environment } = await renderContractsPage([contract, aContract({ title: "Done", status: "signed", signedDate: "2026-11-01T00:00:00.000Z" })]);
    expect(inCard("To send").getByTestId("download-pdf")).toHaveAttribute("href", contract.pdfDownloadUrl);
    expect(inCard("Done").queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
    await u.click(inCard("To send").getByRole("button", { name: "Send" }));
    const asked = await screen.findByRole("alertdialog", { name: "Send this contract?" });
    expect(within(asked).getByText("Send this contract to Acme Studio by e-mail? They receive a link to read and sign it.")).toBeInTheDocument();
    await u.click(within(asked).getByRole("button", { name: "Send by e-mail" }));
    const op = await pendingOperation(environment, "useSendContractMutation");
    expect(op.request.variables.input).toEqual({ id: contract.id });
    await act(async () => {
      environment.mock.resolve(op, {
        data: { sendContract: { __typename: "ValidationError", __isError: "ValidationError", message: "Invalid input", fieldErrors: [{ field: "clientId", message: "This client has no e-mail address: add one to send the document" }] } },
      });
    });
    expect(within(await expectToast("Error")).getByText("This client has no e-mail address: add one to send the document")).toBeInTheDocument();
    resetToasts();
    // refused: the dialog stays open with the question, and sending again goes through
    await u.click(within(screen.getByRole("alertdialog", { name: "Send this contract?" })).getByRole("button", { name: "Send by e-mail" }));
    await waitFor(() => expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "useSendContractMutation")).toHaveLength(1));
    // every field the mutation reads, the sent contract's as given
    await resolveOperation(environment, "useSendContractMutation", {
      ...contractNodeResolvers({ ...contract, status: "sent" }),
      SendContractPayload: () => ({ __typename: "SendContractPayload" }),
    });
    await expectToast("Contract sent", "The client has received a link to read and sign the contract.");
    expect(inCard("To send").getByTestId("contract-status")).toHaveTextContent("Sent");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    // never the browser's own dialog
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe("A link to one contract (/contracts?id=, a search result)", () => {
  beforeEach(() => resetToasts());

  it("opens the contract in the edit dialog, even when it is not on the first page, and leaves the address as /contracts", async () => {
    const contract = aContract({ title: "Retainer 2027" });
    const { environment, router } = await renderContractsPage([aContract({ title: "Other" })], [], `/contracts?id=${encodeURIComponent(contract.id)}`);
    await resolveOperation(environment, "DocumentFromLinkQuery", contractNodeResolvers(contract));
    await resolveFormOptions(environment);
    const dialog = await screen.findByRole("dialog", { name: "Edit Contract" });
    expect(within(dialog).getByLabelText(/^Contract Title/)).toHaveValue("Retainer 2027");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when the linked contract is gone, or is a proposal", async () => {
    const { environment, router } = await renderContractsPage([aContract({ title: "Other" })], [], "/contracts?id=Q29udHJhY3Q6OTk5");
    const op = await pendingOperation(environment, "DocumentFromLinkQuery");
    await act(async () => environment.mock.resolve(op, { data: { node: null } }));
    await expectToast("Error", "This contract no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));

    resetToasts();
    const proposal = aProposal();
    await act(async () => router.navigate(`/contracts?id=${encodeURIComponent(proposal.id)}`));
    await resolveOperation(environment, "DocumentFromLinkQuery", contractNodeResolvers(proposal));
    await expectToast("Error", "This contract no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("ContractsPage with long names", () => {
  it("clamps a long title and client name with an ellipsis (their links inline, not inline-flex), both in full on hover and to screen readers", async () => {
    const title = longName(120, "Master");
    const client = longName(120);
    await renderContractsPage([aContract({ title, client: { id: "Q2xpZW50Omxvbmc=", name: client } })]);
    const card = inCard(title);
    const heading = card.getByRole("heading", { level: 2, name: title });
    const clientLine = card.getByTestId("contract-client");
    for (const [el, full] of [[heading, title], [clientLine, client]] as const) {
      expect(el).toHaveAttribute("title", full);
      expect(el).toHaveTextContent(full);
      expect(getComputedStyle(el).overflow).toBe("hidden");
      expect(getComputedStyle(el).overflowWrap).toBe("anywhere");
      expect(getComputedStyle(within(el).getByRole("link", { name: full })).display).toBe("inline");
    }
  });
});
