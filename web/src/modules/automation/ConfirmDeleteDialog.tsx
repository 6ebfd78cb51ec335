import { ConfirmDialog } from "../../components/ConfirmDialog";
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
    <ConfirmDialog open={name != null} title={AUTOMATION_TEXTS.deleteTitle} message={AUTOMATION_TEXTS.confirmDelete(name ?? "")}
      confirmLabel={AUTOMATION_TEXTS.delete} cancelLabel={AUTOMATION_TEXTS.cancel} onConfirm={onConfirm} onClose={onClose} testId="confirm-delete-dialog" />
  );
}
