import { Button, Dialog, Text } from "@chakra-ui/react";
import { DialogShell } from "../../components/DialogShell";
import { AUTOMATION_TEXTS } from "./texts";

interface ConfirmDeleteDialogProps {
  /** The workflow's name; the dialog is open while there is one. */
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' with Cancel and Delete. */
export function ConfirmDeleteDialog({ name, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <DialogShell
      open={name != null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      size="sm"
      role="alertdialog"
      contentProps={{ "data-testid": "confirm-delete-dialog" }}
    >
      <Dialog.Header pb="2">
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {AUTOMATION_TEXTS.deleteTitle}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {AUTOMATION_TEXTS.confirmDelete(name ?? "")}
          </Text>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {AUTOMATION_TEXTS.cancel}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {AUTOMATION_TEXTS.delete}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
