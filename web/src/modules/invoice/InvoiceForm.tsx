import { useEffect, useMemo, useRef } from "react";
import { Box, Button, Field, Flex, HStack, Input, InputGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { Plus, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import * as yup from "yup";
import {
  CURRENCIES,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  emptyInvoiceForm,
  emptyInvoiceItem,
  invoiceFormDeposit,
  invoiceFormTotals,
  invoiceFormValues,
  invoicePayload,
  invoiceSchema,
  type Currency,
  type InvoiceFormValues,
} from "@common/invoice";
import { NONE, requiredText, type FieldErrors } from "@common/validation";
import { CardIconButton, DELETE_HOVER } from "../../components/CardIconButtons";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog, recordFormTexts } from "../../components/FormDialog";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { NoClientsAlert } from "../../components/NoClientsAlert";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { changedFields } from "../../lib/changedFields";
import { formatMoney } from "@common/money";
import { DEPOSIT_TYPES, type DepositType } from "@common/payment";
import type { MutationOutcome } from "../../relay/mutationResult";
import { todayIn } from "./format";
import { INVOICE_TEXTS } from "./texts";
import { useCreateInvoiceMutation } from "./useCreateInvoiceMutation";
import { useUpdateInvoiceMutation } from "./useUpdateInvoiceMutation";
import type { CreateInvoiceInput } from "./__generated__/useCreateInvoiceMutation.graphql";
import type { UpdateInvoiceInput } from "./__generated__/useUpdateInvoiceMutation.graphql";
import type { InvoiceForm_invoice$key } from "./__generated__/InvoiceForm_invoice.graphql";
import type { InvoiceForm_viewer$data, InvoiceForm_viewer$key } from "./__generated__/InvoiceForm_viewer.graphql";

/**
 * The shared invoice schema, with the same messages as the server. The client and project selects hold Relay global
 * ids rather than UUIDs, so the client is only checked as chosen here; the server checks that both are the viewer's
 * and that the project is the client's.
 */
const invoiceFormSchema = invoiceSchema.shape({ clientId: requiredText("Client is required"), projectId: yup.string() });

const invoiceFragment = graphql`
  fragment InvoiceForm_invoice on Invoice {
    id
    invoiceNumber
    status
    currency
    issueDate
    dueDate
    taxRate
    notes
    depositType
    depositValue
    depositDueDate
    client {
      id
    }
    project {
      id
    }
    items {
      id
      description
      quantity
      rate
    }
    updatedAt
  }
`;

const viewerFragment = graphql`
  fragment InvoiceForm_viewer on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    timeZone
    nextInvoiceNumber
    clients(first: $optionCount) {
      edges {
        node {
          id
          name
          company
        }
      }
    }
    projects(first: $optionCount) {
      edges {
        node {
          id
          name
          client {
            id
          }
        }
      }
    }
  }
`;

type ProjectOption = InvoiceForm_viewer$data["projects"]["edges"][number]["node"];

const CURRENCY_LABELS: Record<Currency, string> = {
  USD: "USD — US dollar",
  EUR: "EUR — Euro",
  GBP: "GBP — British pound",
  CAD: "CAD — Canadian dollar",
  AUD: "AUD — Australian dollar",
};

/** The GraphQL input of a new invoice: the spec's payload (an empty project omitted). */
const createInvoiceInput = (values: InvoiceFormValues): CreateInvoiceInput => invoicePayload(values);

/** The GraphQL input of an edit: like a new invoice, but an emptied project is cleared (null), not kept. */
function updateInvoiceInput(id: string, values: InvoiceFormValues): UpdateInvoiceInput {
  const input = invoicePayload(values);
  return { id, ...input, projectId: input.projectId ?? null };
}

/**
 * The server's answer as the form shows it: a duplicate number on the number field (whether it comes as a conflict or
 * as a field message), and item messages ("items[1].rate") on their item's field.
 */
function withFieldErrors(outcome: MutationOutcome): MutationOutcome {
  if (outcome.ok) return outcome;
  const flat: FieldErrors = { ...outcome.fieldErrors };
  if (outcome.errorType === "ConflictError" && outcome.detail === INVOICE_MESSAGES.numberTaken) flat.invoiceNumber = outcome.detail;
  const items: Record<string, string>[] = [];
  for (const [path, message] of Object.entries(flat)) {
    const m = /^items(?:\[(\d+)\]|\.(\d+))\.(\w+)$/.exec(path);
    if (!m) continue;
    const index = Number(m[1] ?? m[2]);
    items[index] = { ...items[index], [m[3]]: message };
    delete flat[path];
  }
  // Formik holds item messages as an array under `items`, as Yup's own messages are
  const fieldErrors = items.length > 0 ? { ...flat, items: Array.from(items, (i) => i ?? {}) as unknown as string } : flat;
  return { ...outcome, fieldErrors };
}

interface InvoiceFormProps extends DialogOpenProps {
  viewer: InvoiceForm_viewer$key;
  /** The invoice to edit; null to create one. */
  invoice: InvoiceForm_invoice$key | null;
  /** The lists a new invoice of this status joins (their connection ids). */
  listConnections?: (status: string) => readonly string[];
  /** A new invoice's client and project chosen beforehand (a client hub's 'New invoice'). */
  preset?: { clientId?: string; projectId?: string };
}

/**
 * The Create Invoice / Edit Invoice dialog: client and project, number, status, currency, dates, tax, items, live
 * totals, a deposit, notes.
 */
export function InvoiceForm({ open, onOpenChange, viewer, invoice, listConnections = () => [], preset }: InvoiceFormProps) {
  const data = useFragment(invoiceFragment, invoice);
  const lists = useFragment(viewerFragment, viewer);
  const [create] = useCreateInvoiceMutation();
  const [update] = useUpdateInvoiceMutation();
  const editing = data != null;
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const clients = lists.clients.edges.map((e) => e.node);
  const projects = lists.projects.edges.map((e) => e.node);

  // computed at each opening: a new invoice gets today's date and a fresh number
  const initialValues = useMemo(
    () =>
      data
        ? invoiceFormValues({ ...data, clientId: data.client.id, projectId: data.project?.id ?? null })
        : { ...emptyInvoiceForm(todayIn(lists.timeZone)), ...preset },
    // again at each opening (open), or for another record
    [open, data, lists.timeZone, preset?.clientId, preset?.projectId],
  );

  const submit = async (values: InvoiceFormValues) =>
    withFieldErrors(
      data
        ? await update({
            id: data.id,
            unchangedSince: openedVersion,
            ...changedFields(updateInvoiceInput(data.id, values), updateInvoiceInput(data.id, initialValues)),
          })
        : await create(createInvoiceInput(values), listConnections(values.status)),
    );

  return (
    <FormDialog<InvoiceFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(INVOICE_TEXTS, editing)}
      testId="invoice-form"
      initialFocus="clientId"
      initialValues={initialValues}
      validationSchema={invoiceFormSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        {clients.length === 0 && !editing ? <NoClientsAlert title={INVOICE_TEXTS.noClients} linkText={INVOICE_TEXTS.addClient} onFollow={() => onOpenChange(false)} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField name="clientId" label="Client" required placeholder={INVOICE_TEXTS.selectClient}>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.company && c.company !== c.name ? `${c.name} (${c.company})` : c.name}
              </option>
            ))}
          </SelectField>
          <ProjectSelect projects={projects} />
          {editing ? (
            <FormField name="invoiceNumber" label="Invoice number" required autoComplete="off" spellCheck={false} />
          ) : (
            <FormField name="invoiceNumber" label="Invoice number" autoComplete="off" spellCheck={false}
              placeholder={lists.nextInvoiceNumber} helperText={INVOICE_TEXTS.numberSuggestion(lists.nextInvoiceNumber)} />
          )}
          <EnumSelectField name="status" label="Status" values={INVOICE_STATUSES} labels={INVOICE_STATUS_LABELS} />
          <FormField name="issueDate" label="Issue date" type="date" required />
          <FormField name="dueDate" label="Due date" type="date" required />
          <EnumSelectField name="currency" label="Currency" values={CURRENCIES} labels={CURRENCY_LABELS} />
          <FormField
            name="taxRate"
            label="Tax rate"
            render={(field) => (
              <InputGroup endElement="%">
                <Input {...field} inputMode="decimal" placeholder="0" autoComplete="off" />
              </InputGroup>
            )}
          />
        </SimpleGrid>
        <ItemsField />
        <LiveTotals />
        <DepositFields />
        <TextareaField name="notes" label="Notes" textareaProps={{ rows: 3, placeholder: "Payment terms, bank details, a thank-you note...", autoresize: true, maxH: "40" }} />
      </Stack>
    </FormDialog>
  );
}

/**
 * The chosen client's projects, with 'No project'. Choosing another client clears a project that is not theirs (the
 * server refuses a project of another client).
 */
function ProjectSelect({ projects }: { projects: readonly ProjectOption[] }) {
  const { values, setFieldValue } = useFormikContext<InvoiceFormValues>();
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
      <option value={NONE}>{values.clientId ? INVOICE_TEXTS.noProject : INVOICE_TEXTS.chooseClientFirst}</option>
      {offered.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A message of an item's field: shown once the field was left or the form submitted (a server message too). */
function useItemField(name: string) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext<InvoiceFormValues>();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return { field, error };
}

function ItemInput({ name, label, required, ...inputProps }: { name: string; label: string; required?: boolean; inputMode?: "numeric" | "decimal"; placeholder?: string }) {
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
function ItemsField() {
  const { values, errors, setFieldValue } = useFormikContext<InvoiceFormValues>();
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
        {INVOICE_TEXTS.items}
      </Text>
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
                <ItemInput name={`items.${i}.quantity`} label="Quantity" inputMode="numeric" />
              </Box>
              <Box w="32" flexShrink={0}>
                <ItemInput name={`items.${i}.rate`} label="Rate" inputMode="decimal" placeholder="0.00" />
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
                title={only ? INVOICE_TEXTS.lastItem : INVOICE_TEXTS.removeItem}
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
        <Plus aria-hidden="true" /> {INVOICE_TEXTS.addItem}
      </Button>
    </Box>
  );
}

/** Subtotal, tax and total, recomputed as the user types (integer cents, the server's rounding). */
function LiveTotals() {
  const { values } = useFormikContext<InvoiceFormValues>();
  const totals = invoiceFormTotals(values);
  const money = (amount: string) => formatMoney(amount, { cents: true, currency: values.currency });
  const rate = values.taxRate.trim() || "0";
  return (
    <Stack gap="1.5" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" fontSize="sm" aria-live="polite" data-testid="invoice-totals">
      <HStack justify="space-between">
        <Text color="fg.muted">{INVOICE_TEXTS.subtotal}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-subtotal">
          {money(totals.subtotal)}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <Text color="fg.muted">
          {INVOICE_TEXTS.tax} ({rate}%)
        </Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-tax">
          {money(totals.taxAmount)}
        </Text>
      </HStack>
      <HStack justify="space-between" borderTopWidth="1px" borderColor="border.muted" pt="1.5" fontWeight="semibold" fontSize="md">
        <Text>{INVOICE_TEXTS.total}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="form-total">
          {money(totals.total)}
        </Text>
      </HStack>
    </Stack>
  );
}

const DEPOSIT_CHOICES = [NONE, ...DEPOSIT_TYPES] as const;
const DEPOSIT_LABELS: Record<DepositType | typeof NONE, string> = {
  none: "No deposit",
  percent: "A percentage of the total",
  fixed: "A fixed amount",
};

/**
 * A deposit the client is asked before the balance: none, a percentage of the total or a fixed amount, with its own
 * due date; the amount it asks is shown as the user types (the client's page asks it until the payments cover it).
 */
function DepositFields() {
  const { values } = useFormikContext<InvoiceFormValues>();
  const asked = invoiceFormDeposit(values);
  const percent = values.depositType === "percent";
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" data-testid="invoice-deposit">
      <EnumSelectField name="depositType" label="Deposit" values={DEPOSIT_CHOICES} labels={DEPOSIT_LABELS} />
      {values.depositType !== NONE ? (
        <>
          <FormField
            name="depositValue"
            label={percent ? "Deposit percentage" : "Deposit amount"}
            required
            helperText={asked ? `Asked first: ${asked}` : undefined}
            render={(field) => (
              <InputGroup endElement={percent ? "%" : values.currency}>
                <Input {...field} inputMode="decimal" placeholder={percent ? "30" : "500"} autoComplete="off" />
              </InputGroup>
            )}
          />
          <FormField name="depositDueDate" label="Deposit due date" type="date" />
        </>
      ) : null}
    </SimpleGrid>
  );
}
