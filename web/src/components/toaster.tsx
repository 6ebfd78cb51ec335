import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/** One toast at a time, shown 5000 ms, hotkey F8. */
const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

export interface ToastMessage {
  title: string;
  description?: string;
}

/**
 * Shows a toast in place of the one on screen: with one toast at a time, a new one would otherwise wait in the queue
 * until the visible one's 5 s are over, long after the action it reports.
 */
function show(type: "success" | "error", { title, description }: ToastMessage): string {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true, duration: TOAST_DURATION_MS });
}

/** The app's notifications. `error` is the destructive one ('Error', 'Unauthorized'). */
export const toast = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
};

/** Renders the toast region (an ARIA live region); mounted once next to the router. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(t) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            {t.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title ? <Toast.Title>{t.title}</Toast.Title> : null}
              {/* a description's line breaks show (a failure's reason on its own line) */}
              {t.description ? <Toast.Description whiteSpace="pre-line">{t.description}</Toast.Description> : null}
            </Stack>
            {t.action ? <Toast.ActionTrigger>{t.action.label}</Toast.ActionTrigger> : null}
            {t.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
