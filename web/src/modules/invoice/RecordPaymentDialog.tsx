import { SimpleGrid, Stack } from "@chakra-ui/react";
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, emptyPaymentForm, paymentPayload, paymentSchema, type PaymentFormValues } from "@common/payment";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog } from "../../components/FormDialog";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { PAYMENT_TEXTS } from "./texts";
import { useRecordPaymentMutation } from "./useRecordPaymentMutation";

interface RecordPaymentDialogProps extends DialogOpenProps {
  invoiceId: string;
  /** the balance, as decimal text: the amount the dialog opens with */
  balance: string;
  currency: string;
  /** today in the workspace's zone (YYYY-MM-DD) */
  today: string;
}

/**
 * Record payment: the amount (the balance to start with), the method, the day, a reference and a note, checked with the
 * shared schema; the server's refusal (more than the balance, an invoice that cannot be paid) shows under its field.
 */
export function RecordPaymentDialog({ open, onOpenChange, invoiceId, balance, currency, today }: RecordPaymentDialogProps) {
  const [record] = useRecordPaymentMutation();
  return (
    <FormDialog<PaymentFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={PAYMENT_TEXTS.recordTitle}
      description={PAYMENT_TEXTS.recordDescription}
      submitLabel={PAYMENT_TEXTS.submit}
      testId="record-payment-form"
      initialFocus="amount"
      initialValues={emptyPaymentForm(balance, today)}
      validationSchema={paymentSchema}
      onSubmit={(values) => record({ invoiceId, ...paymentPayload(values) })}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField name="amount" label={`Amount (${currency})`} required />
          <EnumSelectField name="method" label="Method" values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
          <FormField name="paidAt" label="Date" type="date" />
          <FormField name="reference" label="Reference" placeholder="e.g. transfer or check number" autoComplete="off" />
        </SimpleGrid>
        <TextareaField name="note" label="Note" textareaProps={{ rows: 2, resize: "vertical" }} />
      </Stack>
    </FormDialog>
  );
}
