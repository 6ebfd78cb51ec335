import type { ReactNode } from "react";
import { Alert, Button, Dialog, Stack } from "@chakra-ui/react";
import { Form, Formik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikTouched, type FormikValues } from "formik";
import { DialogShell, type DialogOpenProps } from "./DialogShell";
import type { MutationOutcome } from "../relay/mutationResult";

interface FormDialogProps<Values extends FormikValues> extends DialogOpenProps {
  title: string;
  /** A line under the title. */
  description?: string;
  /** The dialog content's `data-testid`; also scopes `initialFocus`. */
  testId: string;
  /** The name of the input that has the focus when the dialog opens. */
  initialFocus: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>["validationSchema"];
  /** Runs the create or update mutation (its hook shows the toasts) and answers its outcome. */
  onSubmit: (values: Values) => Promise<MutationOutcome>;
  /** The submit button's label ('Saving...' while the submit runs). */
  submitLabel: string;
  /** The form's fields (the dialog's body). */
  children: ReactNode;
  /** "wide" for a document's content beside its preview (4xl); a record's fields take the default. */
  size?: "default" | "wide";
}

/** What a list page gives its create dialog: whether it is open, and the list's connection id (a new record is prepended to it). */
export interface ListFormDialogProps extends DialogOpenProps {
  connectionId: string;
}

/** A create/edit dialog's texts in its module's texts. */
interface RecordFormTexts {
  createTitle: string;
  editTitle: string;
  createDescription?: string;
  editDescription?: string;
  submitCreate: string;
  submitUpdate: string;
}

/** A create/edit dialog's title, description and submit label: the edit texts when a record is edited. */
export function recordFormTexts(texts: RecordFormTexts, editing: boolean): Pick<FormDialogProps<FormikValues>, "title" | "description" | "submitLabel"> {
  return editing
    ? { title: texts.editTitle, description: texts.editDescription, submitLabel: texts.submitUpdate }
    : { title: texts.createTitle, description: texts.createDescription, submitLabel: texts.submitCreate };
}

/**
 * A create/edit dialog around a Formik form: centred, scrolling inside, unmounted when closed so it opens fresh
 * (`size="wide"` for a document's content and its preview);
 * the title, the fields, and Cancel / submit in the footer. A success closes it; a ValidationError's messages land on
 * their fields, or above the fields when none of them is one of the form's; a ConflictError's message (a save that
 * met another, 'This client was changed at the same time. Reload it and try again.') shows above the fields too. A
 * refused save keeps the dialog open with what was typed.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onOpenChange,
  title,
  description,
  testId,
  initialFocus,
  initialValues,
  validationSchema,
  onSubmit,
  submitLabel,
  children,
  size = "default",
}: FormDialogProps<Values>) {
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
      size={size === "wide" ? "xl" : "lg"}
      motionPreset="slide-in-bottom"
      initialFocusEl={() => document.querySelector<HTMLElement>(`[data-testid="${testId}"] [name="${initialFocus}"]`)}
      contentProps={{ "data-testid": testId, ...(size === "wide" ? { maxW: "4xl" } : {}) }}
    >
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={title} style={{ display: "contents" }}>
            <Dialog.Header pb="2">
              <Stack gap="1">
                <Dialog.Title fontSize="lg" fontWeight="semibold">
                  {title}
                </Dialog.Title>
                {description ? (
                  <Dialog.Description fontSize="sm" color="fg.muted">
                    {description}
                  </Dialog.Description>
                ) : null}
              </Stack>
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
