import { useEffect, useRef } from "react";
import { Box, Button, Field, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { Plus, Trash2 } from "lucide-react";
import { emptyInvoiceItem, invoiceFormTotals, type Currency, type InvoiceItemFormValues } from "@common/invoice";
import { formatMoney } from "@common/money";
import { NONE, type FieldErrors } from "@common/validation";
import type { MutationOutcome } from "../relay/mutationResult";
import { CardIconButton, DELETE_HOVER } from "./CardIconButtons";
import { FormField, SelectField } from "./FormField";
import { NumberField } from "./NumberInput";

// The parts of a form that bills a client in line items, shared by the invoice form and the recurring invoice form:
// the client's project, the items with their amounts, the tax rate and the live totals. The form's values hold at
// least `LineFormValues`.

/** What a billing form's values hold (as typed). */
export interface LineFormValues {
  clientId: string;
  /** one of the client's projects, or NONE */
  projectId: string;
  currency: Currency;
  taxRate: string;
  items: InvoiceItemFormValues[];
}

const LINE_TEXTS = {
  items: "Items",
  addItem: "Add item",
  removeItem: "Remove item",
  lastItem: "An invoice needs at least one item",
  subtotal: "Subtotal",
  tax: "Tax",
  total: "Total",
  selectClient: "Select a client",
  noProject: "No project",
  chooseClientFirst: "Choose a client first",
} as const;

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: "USD — US dollar",
  EUR: "EUR — Euro",
  GBP: "GBP — British pound",
  CAD: "CAD — Canadian dollar",
  AUD: "AUD — Australian dollar",
};

/** A client of the client select. */
interface ClientOption {
  readonly id: string;
  readonly name: string;
  readonly company?: string | null;
}

/** A project of the project select, with its client. */
interface ProjectOption {
  readonly id: string;
  readonly name: string;
  readonly client: { readonly id: string };
}

/** The client select (name, and company when it differs). */
export function ClientSelect({ clients }: { clients: readonly ClientOption[] }) {
  return (
    <SelectField name="clientId" label="Client" required placeholder={LINE_TEXTS.selectClient}>
      {clients.map((c) => (
        <option key={c.id} value={c.id}>
          {c.company && c.company !== c.name ? `${c.name} (${c.company})` : c.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The chosen client's projects, with 'No project'. Choosing another client clears a project that is not theirs (the
 * server refuses a project of another client).
 */
export function ProjectSelect({ projects }: { projects: readonly ProjectOption[] }) {
  const { values, setFieldValue } = useFormikContext<LineFormValues>();
  const offered = values.clientId ? projects.filter((p) => p.client.id === values.clientId) : [];
  const previousClient = useRef(values.clientId);
  useEffect(() => {
    if (previousClient.current === values.clientId) return;
    previousClient.current = values.clientId;
    const project = projects.find((p) => p.id === values.projectId);
    if (project && project.client.id !== values.clientId) void setFieldValue("projectId", NONE);
  }, [values.clientId, values.projectId, projects, setFieldValue]);
  return (
    <SelectField name="projectId" label="Project">
      <option value={NONE}>{values.clientId ? LINE_TEXTS.noProject : LINE_TEXTS.chooseClientFirst}</option>
      {offered.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The tax rate, a percentage as typed. */
export function TaxRateField() {
  return (
    <NumberField name="taxRate" label="Tax rate" endElement="%" placeholder="0" />
  );
}

/**
 * The server's answer as the form shows it: item messages ("items[1].rate") on their item's field (Formik holds them
 * as an array under `items`, as Yup's own messages are).
 */
export function withItemErrors(outcome: MutationOutcome): MutationOutcome {
  if (outcome.ok) return outcome;
  const flat: FieldErrors = { ...outcome.fieldErrors };
  const items: Record<string, string>[] = [];
  for (const [path, message] of Object.entries(flat)) {
    const m = /^items(?:\[(\d+)\]|\.(\d+))\.(\w+)$/.exec(path);
    if (!m) continue;
    const index = Number(m[1] ?? m[2]);
    items[index] = { ...items[index], [m[3]]: message };
    delete flat[path];
  }
  const fieldErrors = items.length > 0 ? { ...flat, items: Array.from(items, (i) => i ?? {}) as unknown as string } : flat;
  return { ...outcome, fieldErrors };
}

/** A message of an item's field: shown once the field was left or the form submitted (a server message too). */
function useItemField(name: string) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext<LineFormValues>();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return { field, error };
}

function ItemInput({ name, label, required, ...inputProps }: { name: string; label: string; required?: boolean; placeholder?: string }) {
  const { field, error } = useItemField(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="xs" fontWeight="medium" color="fg.muted">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input size="sm" autoComplete="off" {...inputProps} name={field.name} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The items: description, quantity and rate each, the amount as typed, Add item; the last item cannot be removed. */
export function ItemsField({ hint }: { hint?: string }) {
  const { values, errors, setFieldValue } = useFormikContext<LineFormValues>();
  const totals = invoiceFormTotals(values);
  const only = values.items.length === 1;
  const listError = typeof errors.items === "string" ? errors.items : undefined;
  const container = useRef<HTMLDivElement>(null);

  const add = async () => {
    await setFieldValue("items", [...values.items, emptyInvoiceItem()]);
    // the new line's description takes the focus
    container.current?.querySelector<HTMLInputElement>(`input[name="items.${values.items.length}.description"]`)?.focus();
  };
  const remove = (index: number) => void setFieldValue("items", values.items.filter((_, i) => i !== index));

  return (
    <Box as="fieldset" ref={container} data-testid="invoice-items">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {LINE_TEXTS.items}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {hint}
        </Text>
      ) : null}
      <Stack gap="2.5">
        {values.items.map((_, i) => (
          <Box
            key={i}
            role="group"
            aria-label={`Item ${i + 1}`}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            p="3"
            bg="bg.subtle"
            data-testid="invoice-item"
          >
            <ItemInput name={`items.${i}.description`} label="Description" required placeholder="Design work, hosting, a workshop..." />
            <Flex gap="2" mt="2" align="flex-start">
              <Box w="24" flexShrink={0}>
                <NumberField compact name={`items.${i}.quantity`} label="Quantity" inputMode="numeric" />
              </Box>
              <Box w="32" flexShrink={0}>
                <NumberField compact name={`items.${i}.rate`} label="Rate" placeholder="0.00" />
              </Box>
              <Box flex="1" minW="0" textAlign="end">
                <Text fontSize="xs" fontWeight="medium" color="fg.muted" mb="1.5">
                  Amount
                </Text>
                <Text h="9" display="flex" alignItems="center" justifyContent="flex-end" fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="item-amount">
                  {formatMoney(totals.amounts[i] ?? "0", { cents: true, currency: values.currency })}
                </Text>
              </Box>
              <CardIconButton
                aria-label={`Remove item ${i + 1}`}
                title={only ? LINE_TEXTS.lastItem : LINE_TEXTS.removeItem}
                mt="6"
                _hover={DELETE_HOVER}
                disabled={only}
                onClick={() => remove(i)}
              >
                <Trash2 />
              </CardIconButton>
            </Flex>
          </Box>
        ))}
      </Stack>
      {listError ? (
        <Text mt="2" fontSize="sm" color="fg.error" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button mt="3" size="sm" variant="outline" colorPalette="gray" onClick={() => void add()}>
        <Plus aria-hidden="true" /> {LINE_TEXTS.addItem}
      </Button>
    </Box>
  );
}

/** Subtotal, tax and total, recomputed as the user types (integer cents, the server's rounding). */
export function LiveTotals() {
  const { values } = useFormikContext<LineFormValues>();
  const totals = invoiceFormTotals(values);
  const money = (amount: string) => formatMoney(amount, { cents: true, currency: values.currency });
  const rate = values.taxRate.trim() || "0";
  return (
    <Stack gap="1.5" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" fontSize="sm" aria-live="polite" data-testid="invoice-totals">
      <HStack justify="space-between">
        <Text color="fg.muted">{LINE_TEXTS.subtotal}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-subtotal">
          {money(totals.subtotal)}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <Text color="fg.muted">
          {LINE_TEXTS.tax} ({rate}%)
        </Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-tax">
          {money(totals.taxAmount)}
        </Text>
      </HStack>
      <HStack justify="space-between" borderTopWidth="1px" borderColor="border.muted" pt="1.5" fontWeight="semibold" fontSize="md">
        <Text>{LINE_TEXTS.total}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-total">
          {money(totals.total)}
        </Text>
      </HStack>
    </Stack>
  );
}
