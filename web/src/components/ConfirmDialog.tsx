import { Button, Dialog, Text } from "@chakra-ui/react";
import { DialogShell } from "./DialogShell";

interface ConfirmDialogProps {
  /** open while true */
  open: boolean;
  title: string;
  message: string;
  /** the destructive action's label (Delete, Revoke) */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/**
 * The question asked before destroying something: an alert dialog with the message, Cancel (the default: Escape and
 * the close button too) and the red action, which acts and closes the dialog.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = "Cancel", onConfirm, onClose, testId }: ConfirmDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      size="sm"
      role="alertdialog"
      contentProps={{ "data-testid": testId }}
    >
      <Dialog.Header pb="2">
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {message}
          </Text>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {cancelLabel}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
