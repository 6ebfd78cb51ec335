import type { ReactNode } from "react";
import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { Form, Formik, type FormikConfig, type FormikValues } from "formik";

interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The dialog content's `data-testid`; also scopes `initialFocus`. */
  testId: string;
  /** The name of the input that has the focus when the dialog opens. */
  initialFocus: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>["validationSchema"];
  onSubmit: FormikConfig<Values>["onSubmit"];
  /** The submit button's label ('Saving...' while the submit runs). */
  submitLabel: string;
  /** The form's fields (the dialog's body). */
  children: ReactNode;
}

/**
 * A create/edit dialog around a Formik form: centred, scrolling inside, unmounted when closed so it opens fresh;
 * the title, the fields, and Cancel / submit in the footer.
 */
export function FormDialog<Values extends FormikValues>({
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
}: FormDialogProps<Values>) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      size="lg"
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input[name="${initialFocus}"]`)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="xl" mx={{ base: "3", sm: "auto" }} data-testid={testId}>
            <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
              {({ isSubmitting }) => (
                <Form noValidate style={{ display: "contents" }}>
                  <Dialog.Header pb="2">
                    <Dialog.Title fontSize="lg" fontWeight="semibold">
                      {title}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>{children}</Dialog.Body>
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
