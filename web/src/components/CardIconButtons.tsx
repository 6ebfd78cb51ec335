import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";

interface EditIconButtonProps extends Omit<IconButtonProps, "aria-label" | "children"> {
  /** The record's name: the button reads 'Edit <name>'. */
  name: string;
}

/** A record's Edit icon button (on a card or a row). */
export function EditIconButton({ name, ...rest }: EditIconButtonProps) {
  return (
    <IconButton aria-label={`Edit ${name}`} title="Edit" variant="ghost" size="sm" colorPalette="gray" color="fg.muted" _hover={{ color: "fg", bg: "bg.muted" }} {...rest}>
      <Pencil />
    </IconButton>
  );
}

interface DeleteIconButtonProps extends Omit<IconButtonProps, "aria-label" | "children" | "onClick"> {
  /** The record's name: the button reads 'Delete <name>'. */
  name: string;
  /** The question the user confirms first. */
  confirmText: string;
  /** Deletes the record, once confirmed. */
  onConfirm: () => void;
}

/** A record's Delete icon button: asks first, deletes once confirmed. */
export function DeleteIconButton({ name, confirmText, onConfirm, ...rest }: DeleteIconButtonProps) {
  const onClick = () => {
    if (!window.confirm(confirmText)) return;
    onConfirm();
  };
  return (
    <IconButton
      aria-label={`Delete ${name}`}
      title="Delete"
      variant="ghost"
      size="sm"
      colorPalette="gray"
      color="fg.muted"
      _hover={{ color: "red.fg", bg: "red.subtle" }}
      onClick={onClick}
      {...rest}
    >
      <Trash2 />
    </IconButton>
  );
}
