import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";

/** Whether a dialog is open, and how it asks its page to open or close it. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type DialogShellProps = Omit<Dialog.RootProps, "children"> & {
  /** Props of the dialog's content box (its test id, data attributes). */
  contentProps?: Dialog.ContentProps & { [attribute: `data-${string}`]: string | undefined };
  children: ReactNode;
};

/**
 * The frame every dialog of the app shares: centred, scrolling inside, over a backdrop, a rounded content box with
 * side margins on phones, and the close button in the corner after the dialog's own header, body and footer.
 */
export function DialogShell({ contentProps, children, ...rootProps }: DialogShellProps) {
  return (
    <Dialog.Root placement="center" scrollBehavior="inside" {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="xl" mx={{ base: "3", sm: "auto" }} {...contentProps}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
