import { screen, within } from "@testing-library/react";
import { createMockEnvironment } from "relay-test-utils";
import { renderPageRoute } from "../../../../test/render";
import { Component as ContractsPage, load } from "../ContractsPage";
import {
  aTemplate,
  dialog,
  dialogField,
  expectToast,
  pendingOperation,
  renderContractsPage,
  resetToasts,
  resolveOperation,
  user,
} from "./contractTestUtils";

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Contract template dialog", () => {
  it("shows 6 skeleton cards while the lists load", async () => {
    renderPageRoute("/contracts", { load, Component: ContractsPage }, createMockEnvironment());
    expect(await screen.findByRole("heading", { level: 1, name: "Contracts & Templates" })).toBeInTheDocument();
    expect(screen.getAllByTestId("contract-card-skeleton")).toHaveLength(6);
  });

  it("opens 'Create Contract Template' with the contract types, the contract categories and the variable buttons", async () => {
    await renderContractsPage();
    await u.click(screen.getAllByRole("button", { name: "Create Template" })[0]);
    await screen.findByRole("dialog", { name: "Create Contract Template" });
    expect(Array.from((dialogField("Type") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["contract", "sow", "agreement"]);
    expect(Array.from((dialogField("Category") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["", "service", "retainer", "project", "maintenance", "consulting"]);
    expect(Array.from((dialogField("Currency") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["USD", "EUR", "GBP", "CAD"]);
    expect(dialogField("Validity \\(Days\\)")).toHaveAttribute("min", "1");
    expect(within(dialog()).getAllByTestId("variable-buttons")[0].querySelectorAll("button")).toHaveLength(11);
    await u.click(within(dialog()).getByRole("button", { name: "{payment_terms}" }));
    expect(dialogField("Template Content")).toHaveValue("{payment_terms}");
  });

  it("edits a template: prefilled, only the changed fields with its version, 'Template updated successfully'", async () => {
    const template = aTemplate({ name: "Retainer" });
    const { environment } = await renderContractsPage([], [template]);
    await u.click(screen.getByRole("tab", { name: /Templates/ }));
    await u.click(await screen.findByRole("button", { name: "Edit Retainer" }));
    await screen.findByRole("dialog", { name: "Edit Contract Template" });
    expect(dialogField("Template Name")).toHaveValue("Retainer");
    expect(dialogField("Default Rate")).toHaveValue("1,200.00");
    await u.clear(dialogField("Template Name"));
    await u.type(dialogField("Template Name"), "Retainer 2027");
    await u.click(within(dialog()).getByRole("button", { name: "Update Template" }));
    const op = await pendingOperation(environment, "useUpdateContractTemplateMutation");
    expect(op.request.variables.input).toEqual({ id: template.id, unchangedSince: template.updatedAt, name: "Retainer 2027" });
    await resolveOperation(environment, "useUpdateContractTemplateMutation", {
      MutationUpdateContractTemplateResult: () => ({ __typename: "UpdateContractTemplatePayload" }),
      ContractTemplate: () => ({ ...template, name: "Retainer 2027" }),
    });
    await expectToast("Template updated successfully");
    expect(await screen.findByRole("article", { name: "Retainer 2027" })).toBeInTheDocument();
  });
});
