import { useMemo } from "react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { graphql, useFragment } from "react-relay/hooks";
import * as yup from "yup";
import {
  CURRENCIES,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  emptyInvoiceForm,
  invoiceFormDeposit,
  invoiceFormValues,
  invoicePayload,
  invoiceSchema,
  type InvoiceFormValues,
} from "@common/invoice";
import { NONE, requiredText } from "@common/validation";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog, recordFormTexts } from "../../components/FormDialog";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { NoClientsAlert } from "../../components/NoClientsAlert";
import { useRecordOptions } from "../../components/RecordSelects";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { CURRENCY_LABELS, ClientSelect, ItemsField, LiveTotals, ProjectSelect, TaxRateField, withItemErrors } from "../../components/InvoiceLines";
import { changedFields } from "../../lib/changedFields";
import { DEPOSIT_TYPES, type DepositType } from "@common/payment";
import type { MutationOutcome } from "../../relay/mutationResult";
import { todayIn } from "./format";
import { INVOICE_TEXTS } from "./texts";
import { useCreateInvoiceMutation } from "./useCreateInvoiceMutation";
import { useUpdateInvoiceMutation } from "./useUpdateInvoiceMutation";
import type { CreateInvoiceInput } from "./__generated__/useCreateInvoiceMutation.graphql";
import type { UpdateInvoiceInput } from "./__generated__/useUpdateInvoiceMutation.graphql";
import type { InvoiceForm_invoice$key } from "./__generated__/InvoiceForm_invoice.graphql";
import type { InvoiceForm_viewer$key } from "./__generated__/InvoiceForm_viewer.graphql";

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
    ...RecordSelects_options @arguments(optionCount: $optionCount)
  }
`;

/** The GraphQL input of a new invoice: the spec's payload (an empty project omitted). */
const createInvoiceInput = (values: InvoiceFormValues): CreateInvoiceInput => invoicePayload(values);

/** The GraphQL input of an edit: like a new invoice, but an emptied project is cleared (null), not kept. */
function updateInvoiceInput(id: string, values: InvoiceFormValues): UpdateInvoiceInput {
  const input = invoicePayload(values);
  return { id, ...input, projectId: input.projectId ?? null };
}

/** The server's answer as the form shows it: a duplicate number on the number field, item messages on their item. */
function withFieldErrors(outcome: MutationOutcome): MutationOutcome {
  if (outcome.ok || !(outcome.errorType === "ConflictError" && outcome.detail === INVOICE_MESSAGES.numberTaken)) return withItemErrors(outcome);
  return withItemErrors({ ...outcome, fieldErrors: { ...outcome.fieldErrors, invoiceNumber: outcome.detail } });
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
  const { clients, projects } = useRecordOptions(lists);

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
          <ClientSelect clients={clients} />
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
          <TaxRateField />
        </SimpleGrid>
        <ItemsField />
        <LiveTotals />
        <DepositFields />
        <TextareaField name="notes" label="Notes" textareaProps={{ rows: 3, placeholder: "Payment terms, bank details, a thank-you note...", autoresize: true, maxH: "40" }} />
      </Stack>
    </FormDialog>
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
          <NumberField
            name="depositValue"
            label={percent ? "Deposit percentage" : "Deposit amount"}
            required
            helperText={asked ? `Asked first: ${asked}` : undefined}
            endElement={percent ? "%" : values.currency}
            placeholder={percent ? "30" : "500"}
          />
          <FormField name="depositDueDate" label="Deposit due date" type="date" />
        </>
      ) : null}
    </SimpleGrid>
  );
}
