import type { ReactNode } from "react";
import { Alert, Button, Dialog } from "@chakra-ui/react";
import { Form, Formik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikTouched, type FormikValues } from "formik";
import { DialogShell, type DialogOpenProps } from "../../components/DialogShell";
import type { MutationOutcome } from "../../relay/mutationResult";

interface WideFormDialogProps<Values extends FormikValues> extends DialogOpenProps {
  title: string;
  testId: string;
  initialFocus: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>["validationSchema"];
  onSubmit: (values: Values) => Promise<MutationOutcome>;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A document's create / edit dialog: as the app's form dialog, but wide (4xl) for a document's content and its
 * preview. A success closes it; a ValidationError's messages land on their fields, or above them.
 */
export function WideFormDialog<Values extends FormikValues>({
  open,
  onOpenChange,
  title,
  testId,
  initialFocus,
  initialValues,
  validationSchema,
  onSubmit,
  submitLabel,
  children,
}: WideFormDialogProps<Values>) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const outcome = await onSubmit(values);
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    const known = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([field]) => field in initialValues));
    helpers.setErrors(known as FormikErrors<Values>);
    helpers.setTouched(Object.fromEntries(Object.keys(known).map((field) => [field, true])) as FormikTouched<Values>, false);
    if (Object.keys(known).length > 0) return;
    const message = outcome.validationMessage ?? (outcome.errorType === "ConflictError" ? outcome.detail : undefined);
    if (message) helpers.setStatus(message);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      size="xl"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] [name="${initialFocus}"]`)}
      contentProps={{ "data-testid": testId, maxW: "4xl" }}
    >
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={title} style={{ display: "contents" }}>
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="lg" fontWeight="semibold">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof status === "string" && status ? (
                <Alert.Root status="error" variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="form-error">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="medium">{status}</Alert.Title>
                </Alert.Root>
              ) : null}
              {children}
            </Dialog.Body>
            <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" type="button">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={isSubmitting} loadingText="Saving...">
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </DialogShell>
  );
}
