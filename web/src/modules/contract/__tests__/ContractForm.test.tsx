import { act, screen, waitFor, within } from "@testing-library/react";
import { NONE } from "@common/validation";
import {
  aContract,
  aTemplate,
  answerConflict,
  answerPreview,
  dialog,
  dialogField,
  expectToast,
  pendingOperation,
  rejectOperation,
  renderContractsPage,
  resetToasts,
  resolveFormOptions,
  resolveOperation,
  user,
  ACME_CLIENT,
} from "./contractTestUtils";

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

async function openCreate(environment: Parameters<typeof resolveFormOptions>[0], templates = [aTemplate()]) {
  await u.click(screen.getAllByRole("button", { name: "Create Contract" })[0]);
  await resolveFormOptions(environment, { templates });
  return screen.findByRole("dialog", { name: "Create Contract" });
}

describe("ContractForm", () => {
  it("opens 'Create Contract' with every field; the number's placeholder says it is auto-generated; the value a decimal field", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    for (const label of ["Contract Title", "Contract Number", "Type", "Status", "Client", "Project", "Template", "Value", "Currency", "Start Date", "End Date"]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    expect(dialogField("Contract Number")).toHaveAttribute("placeholder", "Auto-generated if empty");
    expect(dialogField("Value")).toHaveAttribute("inputmode", "decimal");
    expect(Array.from((dialogField("Currency") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["USD", "EUR", "GBP", "CAD"]);
    expect(Array.from((dialogField("Type") as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(["Contract", "Statement of Work", "Agreement"]);
    expect(within(dialog()).getByRole("option", { name: "No project" })).toHaveAttribute("value", NONE);
    expect(within(dialog()).getByRole("option", { name: "No template" })).toHaveAttribute("value", NONE);
  });

  it("copies a chosen template's type, content, currency and default rate, and sends its id", async () => {
    const template = aTemplate();
    const { environment } = await renderContractsPage();
    await openCreate(environment, [template]);
    await u.selectOptions(dialogField("Template"), template.id);
    expect(dialogField("Type")).toHaveValue("agreement");
    expect(dialogField("Contract Content")).toHaveValue(template.content);
    expect(dialogField("Currency")).toHaveValue("EUR");
    expect(dialogField("Value")).toHaveValue("1,200.00");
    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.click(within(dialog()).getByRole("button", { name: "Create Contract" }));
    const op = await pendingOperation(environment, "useCreateContractMutation");
    expect(op.request.variables.input).toEqual({
      title: null,
      type: "agreement",
      status: "draft",
      clientId: ACME_CLIENT.id,
      projectId: null,
      templateId: template.id,
      content: template.content,
      value: "1200.00",
      currency: "EUR",
      startDate: null,
      endDate: null,
      expiryDate: null,
      notes: null,
    });
    await resolveOperation(environment, "useCreateContractMutation", {
      MutationCreateContractResult: () => ({ __typename: "CreateContractPayload" }),
      Contract: () => ({ ...aContract({ title: "New one" }), client: { __typename: "Client", id: ACME_CLIENT.id, name: "Acme Studio" }, project: null, template: null }),
    });
    await expectToast("Contract created successfully");
    expect(await screen.findByRole("article", { name: "New one" })).toBeInTheDocument();
  });

  it("appends a variable button's {name} at the end of the content", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    await u.click(within(dialog()).getByRole("button", { name: "{client_name}" }));
    await u.click(within(dialog()).getByRole("button", { name: "{provider_company}" }));
    expect(dialogField("Contract Content")).toHaveValue("{client_name} {provider_company}");
  });

  it("requires a client and content", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    await u.click(within(dialog()).getByRole("button", { name: "Create Contract" }));
    expect(await within(dialog()).findByText("Client is required")).toBeInTheDocument();
    expect(within(dialog()).getByText("Content is required")).toBeInTheDocument();
  });

  it("previews the server's rendering of the form's values (the text the client will read), and lists the variables without a value", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.clear(dialogField("Value"));
    await u.type(dialogField("Value"), "2500");
    await u.click(dialogField("Contract Content"));
    await u.paste("# Agreement\n\n{client_name} and {provider_name}, {payment_terms}, {mystery}");
    await u.click(within(dialog()).getByRole("button", { name: "Preview" }));
    const op = await answerPreview(
      environment,
      "<h1>Agreement</h1><p>Acme Studio and Ada Lovelace, Net 30 days, {mystery}<br>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
      ["mystery"],
    );
    // the form's current values, as the server fills them (template defaults, client, brand)
    expect(op.request.variables.input).toEqual({
      content: "# Agreement\n\n{client_name} and {provider_name}, {payment_terms}, {mystery}",
      type: "contract",
      clientId: ACME_CLIENT.id,
      value: "2500",
      currency: "USD",
    });
    const body = await within(dialog()).findByTestId("document-preview-body");
    expect(within(body).getByRole("heading", { name: "Agreement" })).toBeInTheDocument();
    expect(body).toHaveTextContent("Acme Studio and Ada Lovelace, Net 30 days, {mystery}");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("br")).not.toBeNull();
    expect(within(dialog()).getByTestId("preview-unknown")).toHaveTextContent("{mystery}");
    await u.click(within(dialog()).getByRole("button", { name: "Write" }));
    expect(dialogField("Contract Content")).toBeInTheDocument();
  });

  it("asks for the preview again once the values rest, keeping the last one on screen meanwhile", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.click(dialogField("Contract Content"));
    await u.paste("Total: {contract_value}");
    await u.click(within(dialog()).getByRole("button", { name: "Preview" }));
    await answerPreview(environment, "<p>Total: -</p>", ["contract_value"]);
    const body = await within(dialog()).findByTestId("document-preview-body");
    expect(body).toHaveTextContent("Total: -");

    // three keystrokes in the value: one request, for the value they left
    await u.type(dialogField("Value"), "900");
    const op = await pendingOperation(environment, "ContractFormPreviewQuery");
    expect(op.request.variables.input.value).toBe("900");
    // the last rendering stays while the next one loads
    expect(within(dialog()).getByTestId("document-preview")).toHaveAttribute("aria-busy", "true");
    expect(within(dialog()).getByTestId("document-preview-body")).toHaveTextContent("Total: -");
    await answerPreview(environment, "<p>Total: $900.00</p>");
    await waitFor(() => expect(within(dialog()).getByTestId("document-preview-body")).toHaveTextContent("Total: $900.00"));
    expect(within(dialog()).getByTestId("document-preview")).toHaveAttribute("aria-busy", "false");
    expect(within(dialog()).queryByTestId("preview-unknown")).not.toBeInTheDocument();
    const previews = environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "ContractFormPreviewQuery");
    expect(previews).toHaveLength(0);
  });

  it("shows the server's message when there is one, else 'Failed to create contract'", async () => {
    const { environment } = await renderContractsPage();
    await openCreate(environment);
    await u.selectOptions(dialogField("Client"), ACME_CLIENT.id);
    await u.click(dialogField("Contract Content"));
    await u.paste("Terms");
    await u.click(within(dialog()).getByRole("button", { name: "Create Contract" }));
    await rejectOperation(environment, "useCreateContractMutation");
    expect(within(await expectToast("Error")).getByText("Failed to create contract")).toBeInTheDocument();
    resetToasts();
    await u.click(within(dialog()).getByRole("button", { name: "Create Contract" }));
    const op = await pendingOperation(environment, "useCreateContractMutation");
    await answerConflict(environment, op, "createContract", "Contract number CON-2026-0007 is already taken");
    expect(within(await expectToast("Error")).getByText("Contract number CON-2026-0007 is already taken")).toBeInTheDocument();
  });

  it("edits a contract: only the changed fields with the version it opened with; a new version replaces the card", async () => {
    const contract = aContract({ title: "Signed deal", status: "signed" });
    const { environment } = await renderContractsPage([contract]);
    await u.click(screen.getByRole("button", { name: "Edit Signed deal" }));
    await resolveFormOptions(environment);
    await screen.findByRole("dialog", { name: "Edit Contract" });
    expect(dialogField("Contract Title")).toHaveValue("Signed deal");
    expect(dialogField("Start Date")).toHaveValue("2026-12-01");
    await u.clear(dialogField("Value"));
    await u.type(dialogField("Value"), "2000");
    await u.click(within(dialog()).getByRole("button", { name: "Update Contract" }));
    const op = await pendingOperation(environment, "useUpdateContractMutation");
    expect(op.request.variables.input).toEqual({ id: contract.id, unchangedSince: contract.updatedAt, value: "2000" });
    const next = aContract({ title: "Signed deal v2", version: 2, value: "2000.00" });
    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          updateContract: {
            __typename: "UpdateContractPayload",
            contract: { __typename: "Contract", ...next, client: { __typename: "Client", ...next.client } },
          },
        },
      });
    });
    await expectToast("Contract updated successfully");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Signed deal" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Signed deal v2" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });
});
