import { Button, Dialog, Flex, Text } from "@chakra-ui/react";
import { DialogShell } from "../../components/DialogShell";
import { CALENDAR_TEXTS } from "./texts";

/** An action on one occurrence of a series, waiting for its scope. */
export interface ScopeQuestion<O> {
  action: "edit" | "delete";
  occurrence: O;
}

interface OccurrenceScopeDialogProps<O> {
  /** The pending action; the dialog is open while there is one. */
  question: ScopeQuestion<O> | null;
  onAnswer: (scope: "this" | "all") => void;
  onCancel: () => void;
}

/** 'This event' or 'All events': whether an edit or a delete made from one occurrence applies to it alone or to its series. */
export function OccurrenceScopeDialog<O>({ question, onAnswer, onCancel }: OccurrenceScopeDialogProps<O>) {
  const deleting = question?.action === "delete";
  return (
    <DialogShell
      open={question != null}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      lazyMount
      unmountOnExit
      size="sm"
      role="alertdialog"
      contentProps={{ "data-testid": "scope-dialog" }}
    >
      <Dialog.Header pb="2">
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {deleting ? CALENDAR_TEXTS.scopeDeleteTitle : CALENDAR_TEXTS.scopeEditTitle}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text fontSize="sm" color="fg.muted">
          {deleting ? CALENDAR_TEXTS.scopeDeleteText : CALENDAR_TEXTS.scopeEditText}
        </Text>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
          <Dialog.ActionTrigger asChild>
            <Button variant="ghost" colorPalette="gray">
              {CALENDAR_TEXTS.cancel}
            </Button>
          </Dialog.ActionTrigger>
          <Button variant="outline" colorPalette={deleting ? "red" : "gray"} onClick={() => onAnswer("all")}>
            {CALENDAR_TEXTS.scopeAll}
          </Button>
          <Button colorPalette={deleting ? "red" : undefined} onClick={() => onAnswer("this")}>
            {CALENDAR_TEXTS.scopeThis}
          </Button>
        </Flex>
      </Dialog.Footer>
    </DialogShell>
  );
}
