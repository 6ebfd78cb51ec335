import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";

interface EditIconButtonProps extends Omit<IconButtonProps, "aria-label" | "children"> {
  /** The record's name: the button reads 'Edit <name>'. */
  name: string;
}

/** A quiet icon button on a card or a row: ghost, small, muted until hovered. */
export function CardIconButton(props: IconButtonProps) {
  return <IconButton variant="ghost" size="sm" colorPalette="gray" color="fg.muted" _hover={{ color: "fg", bg: "bg.muted" }} {...props} />;
}

/** A record's Edit icon button (on a card or a row). */
export function EditIconButton({ name, ...rest }: EditIconButtonProps) {
  return (
    <CardIconButton aria-label={`Edit ${name}`} title="Edit" {...rest}>
      <Pencil />
    </CardIconButton>
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

/** A destructive icon button's hover: red. */
export const DELETE_HOVER = { color: "red.fg", bg: "red.subtle" };

/** A record's Delete icon button: asks first, deletes once confirmed. */
export function DeleteIconButton({ name, confirmText, onConfirm, ...rest }: DeleteIconButtonProps) {
  const onClick = () => {
    if (!window.confirm(confirmText)) return;
    onConfirm();
  };
  return (
    <CardIconButton aria-label={`Delete ${name}`} title="Delete" _hover={DELETE_HOVER} onClick={onClick} {...rest}>
      <Trash2 />
    </CardIconButton>
  );
}
