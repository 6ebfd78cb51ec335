/**
 * NumberField (components/NumberInput.tsx): money and number fields typed and shown in the workspace's number format,
 * the form holding the exact canonical decimal text (as typed: the service's schema makes it two places), an inline message for text that is not a number or whose
 * separators are ambiguous, and no submit while one is shown.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Form, Formik } from "formik";
import * as yup from "yup";
import { optionalMoney } from "@common/validation";
import { NumberField } from "../NumberInput";
import { setNumberFormat } from "../../lib/numberFormat";
import { renderWithProviders } from "../../../test/render";
import { user } from "../../../test/relay";

const schema = yup.object({ budget: optionalMoney("Budget") });

function renderField(initial: string | number = "") {
  const submitted: unknown[] = [];
  const result = renderWithProviders(
    <Formik initialValues={{ budget: initial }} validationSchema={schema} onSubmit={(values) => void submitted.push(values.budget)}>
      {({ setFieldValue }) => (
        <Form noValidate>
          <NumberField name="budget" label="Budget" startElement="$" />
          <button type="button" onClick={() => void setFieldValue("budget", "42.5")}>
            Preset
          </button>
          <button type="submit">Save</button>
        </Form>
      )}
    </Formik>,
  );
  return { ...result, submitted };
}

const budget = () => screen.getByLabelText("Budget") as HTMLInputElement;
let u: ReturnType<typeof user>;

async function typeBudget(text: string) {
  await u.clear(budget());
  await u.type(budget(), text);
  await u.tab();
}

async function save() {
  await u.click(screen.getByRole("button", { name: "Save" }));
}

beforeEach(() => {
  u = user();
  act(() => setNumberFormat("auto"));
});

describe("NumberField", () => {
  it("reads '12,500' as 12500 and shows it grouped once left (the browser's format: en-US)", async () => {
    const { submitted } = renderField();
    expect(budget()).toHaveAttribute("inputmode", "decimal");
    await typeBudget("12,500");
    expect(budget()).toHaveValue("12,500");
    await save();
    await waitFor(() => expect(submitted).toEqual(["12500"]));
  });

  it("shows a stored value in the format, and keeps the digits exactly (no float)", async () => {
    const { submitted } = renderField("12345678.91");
    expect(budget()).toHaveValue("12,345,678.91");
    await typeBudget("99999999.99");
    expect(budget()).toHaveValue("99,999,999.99");
    await save();
    await waitFor(() => expect(submitted).toEqual(["99999999.99"]));
  });

  it("follows a comma-decimal workspace: '12.500,50' is 12500.50 and '12 500,50' too", async () => {
    act(() => setNumberFormat("1.234,56"));
    const { submitted } = renderField("1500");
    expect(budget()).toHaveValue("1.500");
    await typeBudget("12.500,50");
    expect(budget()).toHaveValue("12.500,50");
    await save();
    await waitFor(() => expect(submitted).toEqual(["12500.50"]));
    await typeBudget("12\u00A0500,5");
    expect(budget()).toHaveValue("12.500,5");
    await save();
    await waitFor(() => expect(submitted).toEqual(["12500.50", "12500.5"]));
  });

  it("reads '12.500' in a dot-grouping format as 12500, and '12 500,50' in the space format", async () => {
    act(() => setNumberFormat("1 234,56"));
    const { submitted } = renderField();
    await typeBudget("12 500,50");
    expect(budget()).toHaveValue("12 500,50");
    await save();
    act(() => setNumberFormat("1.234,56"));
    await typeBudget("12.500");
    await save();
    await waitFor(() => expect(submitted).toEqual(["12500.50", "12500"]));
  });

  it("refuses ambiguous separators with an inline message, keeps the text, and does not submit", async () => {
    const { submitted } = renderField();
    await typeBudget("12,5");
    expect(await screen.findByText("Check the separators: “.” before decimals, “,” between thousands (1,234.56)")).toBeInTheDocument();
    expect(budget()).toHaveValue("12,5");
    expect(budget()).toHaveAttribute("aria-invalid", "true");
    await save();
    expect(submitted).toEqual([]);
    await typeBudget("12.5");
    await waitFor(() => expect(screen.queryByText(/Check the separators/)).not.toBeInTheDocument());
    await save();
    await waitFor(() => expect(submitted).toEqual(["12.5"]));
  });

  it("refuses a text that is not a number with the format's example; the schema's own rules still apply", async () => {
    act(() => setNumberFormat("1'234.56"));
    renderField();
    await typeBudget("abc");
    expect(await screen.findByText("Enter a number, such as 1'234.56")).toBeInTheDocument();
    await typeBudget("1'234.567");
    expect(await screen.findByText("Budget can have at most 2 decimal places")).toBeInTheDocument();
    await typeBudget("-5");
    expect(await screen.findByText("Budget cannot be negative")).toBeInTheDocument();
  });

  it("shows a value set by the form (a preset, a reset) over the text typed", async () => {
    renderField();
    await typeBudget("12,5");
    await screen.findByText(/Check the separators/);
    await u.click(screen.getByRole("button", { name: "Preset" }));
    await waitFor(() => expect(budget()).toHaveValue("42.5"));
    await waitFor(() => expect(screen.queryByText(/Check the separators/)).not.toBeInTheDocument());
  });

  it("shows the text as typed while focused, and formats it when the format changes", async () => {
    renderField("2500");
    await u.click(budget());
    fireEvent.change(budget(), { target: { value: "2500.5" } });
    expect(budget()).toHaveValue("2500.5");
    await u.tab();
    expect(budget()).toHaveValue("2,500.5");
    act(() => setNumberFormat("1 234,56"));
    expect(budget()).toHaveValue("2 500,5");
  });
});
