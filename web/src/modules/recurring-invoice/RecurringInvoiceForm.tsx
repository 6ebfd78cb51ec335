import { useMemo } from "react";
import { Checkbox, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { graphql, useFragment } from "react-relay/hooks";
import * as yup from "yup";
import { CURRENCIES } from "@common/invoice";
import {
  RECURRING_ENDS,
  RECURRING_END_LABELS,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
  emptyRecurringForm,
  hourText,
  intervalUnit,
  recurringFormEndFields,
  recurringFormValues,
  recurringInvoiceSchema,
  recurringPayload,
  type RecurringFormValues,
} from "@common/recurring-invoice";
import { calendarDay } from "@common/timezone";
import { requiredText } from "@common/validation";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog, recordFormTexts } from "../../components/FormDialog";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { CURRENCY_LABELS, ClientSelect, ItemsField, LiveTotals, ProjectSelect, TaxRateField, withItemErrors } from "../../components/InvoiceLines";
import { NoClientsAlert } from "../../components/NoClientsAlert";
import { useRecordOptions } from "../../components/RecordSelects";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { changedFields } from "../../lib/changedFields";
import { RECURRING_TEXTS } from "./texts";
import { useCreateRecurringInvoiceMutation } from "./useCreateRecurringInvoiceMutation";
import { useUpdateRecurringInvoiceMutation } from "./useUpdateRecurringInvoiceMutation";
import type { RecurringInvoiceForm_recurringInvoice$key } from "./__generated__/RecurringInvoiceForm_recurringInvoice.graphql";
import type { RecurringInvoiceForm_viewer$key } from "./__generated__/RecurringInvoiceForm_viewer.graphql";

/**
 * The shared profile schema, with the server's messages. The client and project selects hold Relay global ids, so the
 * client is only checked as chosen here (the server checks both are the viewer's); the end the form chose needs its
 * value.
 */
const formSchema = recurringInvoiceSchema.shape({
  clientId: requiredText("Client is required"),
  projectId: yup.string(),
  ...recurringFormEndFields,
});

const profileFragment = graphql`
  fragment RecurringInvoiceForm_recurringInvoice on RecurringInvoice {
    id
    client {
      id
    }
    project {
      id
    }
    currency
    taxRate
    notes
    items {
      description
      quantity
      rate
    }
    frequency
    interval
    startDate
    endDate
    count
    sendHour
    dueInDays
    autoSend
    skipIfUnpaid
    updatedAt
  }
`;

const viewerFragment = graphql`
  fragment RecurringInvoiceForm_viewer on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    timeZone
    ...RecordSelects_options @arguments(optionCount: $optionCount)
  }
`;

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** A new profile's lines copied from an invoice ("Make recurring" on an invoice's page). */
export interface RecurringPreset {
  invoiceNumber: string;
  values: Partial<RecurringFormValues>;
}

interface RecurringInvoiceFormProps extends DialogOpenProps {
  viewer: RecurringInvoiceForm_viewer$key;
  /** The profile to edit; null to create one. */
  recurringInvoice: RecurringInvoiceForm_recurringInvoice$key | null;
  /** The list a new profile joins (its connection id). */
  connectionId: string;
  preset?: RecurringPreset | null;
}

/**
 * The New / Edit Recurring Invoice dialog: client and project, the lines with live totals, tax, currency and notes;
 * the schedule (frequency, every N, first invoice, end, send hour in the workspace's zone, due in days), and whether
 * each invoice is e-mailed or made as a draft, and skipped while the previous one is unpaid.
 */
export function RecurringInvoiceForm({ open, onOpenChange, viewer, recurringInvoice, connectionId, preset }: RecurringInvoiceFormProps) {
  const data = useFragment(profileFragment, recurringInvoice);
  const lists = useFragment(viewerFragment, viewer);
  const [create] = useCreateRecurringInvoiceMutation();
  const [update] = useUpdateRecurringInvoiceMutation();
  const editing = data != null;
  const openedVersion = useOpenedVersion(open, data);
  const { clients, projects } = useRecordOptions(lists);

  const initialValues = useMemo(
    () =>
      data
        ? recurringFormValues({ ...data, items: data.items, clientId: data.client.id, projectId: data.project?.id ?? null })
        : { ...emptyRecurringForm(calendarDay(new Date(), lists.timeZone)), ...preset?.values },
    [open, data, lists.timeZone, preset],
  );

  const submit = async (values: RecurringFormValues) => {
    const input = recurringPayload(values);
    if (!data) {
      const { projectId, ...rest } = input;
      return withItemErrors(await create({ ...rest, ...(projectId ? { projectId } : {}) }, [connectionId]));
    }
    const before = recurringPayload(initialValues);
    return withItemErrors(await update({ id: data.id, unchangedSince: openedVersion, ...changedFields(input, before) }));
  };

  return (
    <FormDialog<RecurringFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(RECURRING_TEXTS, editing)}
      description={editing ? RECURRING_TEXTS.editDescription : preset ? RECURRING_TEXTS.fromInvoice(preset.invoiceNumber) : RECURRING_TEXTS.createDescription}
      testId="recurring-invoice-form"
      initialFocus="clientId"
      initialValues={initialValues}
      validationSchema={formSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        {clients.length === 0 && !editing ? <NoClientsAlert title={RECURRING_TEXTS.noClients} linkText={RECURRING_TEXTS.addClient} onFollow={() => onOpenChange(false)} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ClientSelect clients={clients} />
          <ProjectSelect projects={projects} />
          <EnumSelectField name="currency" label="Currency" values={CURRENCIES} labels={CURRENCY_LABELS} />
          <TaxRateField />
        </SimpleGrid>
        <ItemsField hint="{period_start} and {period_end} become each invoice's period, as in “Retainer {period_start} to {period_end}”." />
        <LiveTotals />
        <ScheduleFields timeZone={lists.timeZone} />
        <TextareaField name="notes" label="Notes" textareaProps={{ rows: 2, placeholder: "Payment terms, bank details...", autoresize: true, maxH: "40" }} />
      </Stack>
    </FormDialog>
  );
}

function CheckboxField({ name, label, help }: { name: "autoSend" | "skipIfUnpaid"; label: string; help?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Stack gap="0.5">
      <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} size="sm">
        <Checkbox.HiddenInput name={name} />
        <Checkbox.Control />
        <Checkbox.Label fontSize="sm" fontWeight="medium">
          {label}
        </Checkbox.Label>
      </Checkbox.Root>
      {help ? (
        <Text fontSize="xs" color="fg.muted" ps="6">
          {help}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The schedule: frequency and every N, first invoice, the end (never, a date, a number), send hour, due in. */
function ScheduleFields({ timeZone }: { timeZone: string }) {
  const { values } = useFormikContext<RecurringFormValues>();
  const n = Number(values.interval);
  return (
    <Stack as="fieldset" gap="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" data-testid="recurring-schedule">
      <Text as="legend" fontSize="sm" fontWeight="medium" px="1">
        {RECURRING_TEXTS.schedule}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <EnumSelectField name="frequency" label="Frequency" values={RECURRING_FREQUENCIES} labels={RECURRING_FREQUENCY_LABELS} />
        <FormField name="interval" label={RECURRING_TEXTS.repeatEvery} inputMode="numeric" required
          helperText={Number.isInteger(n) && n > 0 ? `Every ${n} ${intervalUnit(values.frequency, n)}` : undefined} />
        <FormField name="startDate" label={RECURRING_TEXTS.startDate} type="date" required />
        <SelectField name="sendHour" label={RECURRING_TEXTS.sendHour} helperText={RECURRING_TEXTS.sendHourHelp(timeZone)}>
          {HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {hourText(h)}
            </option>
          ))}
        </SelectField>
        <EnumSelectField name="end" label={RECURRING_TEXTS.ends} values={RECURRING_ENDS} labels={RECURRING_END_LABELS} />
        {values.end === "date" ? <FormField name="endDate" label={RECURRING_TEXTS.endDate} type="date" required /> : null}
        {values.end === "count" ? <FormField name="count" label={RECURRING_TEXTS.count} inputMode="numeric" required /> : null}
        <FormField name="dueInDays" label={RECURRING_TEXTS.dueInDays} inputMode="numeric" required />
      </SimpleGrid>
      <CheckboxField name="autoSend" label={RECURRING_TEXTS.autoSend} help={RECURRING_TEXTS.autoSendHelp} />
      <CheckboxField name="skipIfUnpaid" label={RECURRING_TEXTS.skipIfUnpaid} />
    </Stack>
  );
}
