import { useRef } from "react";
import { Button, Dialog, Flex, Text } from "@chakra-ui/react";
import { DialogShell } from "../../components/DialogShell";
import { CALENDAR_TEXTS } from "./texts";

/** An action on one occurrence of a series, waiting for its scope. */
export interface ScopeQuestion<O> {
  action: "edit" | "delete" | "move";
  occurrence: O;
}

export interface OccurrenceScopeDialogProps<O> {
  /** The pending action; the dialog is open while there is one. */
  question: ScopeQuestion<O> | null;
  /** The scope chosen, once the dialog has closed (an edit's dialog then opens with the focus its own). */
  onAnswer: (scope: "this" | "all", question: ScopeQuestion<O>) => void;
  /** Closes the dialog: after an answer, or cancelled. */
  onClose: () => void;
  /** Cancelled (closed without an answer), once the dialog has gone. */
  onCancel?: (question: ScopeQuestion<O>) => void;
}

/** 'This event' or 'All events': whether an edit or a delete made from one occurrence applies to it alone or to its series. */
export function OccurrenceScopeDialog<O>({ question, onAnswer, onClose, onCancel }: OccurrenceScopeDialogProps<O>) {
  // the question and the answer outlive the dialog's closing, so the action runs once it has gone
  const last = useRef(question);
  if (question) last.current = question;
  const chosen = useRef<"this" | "all" | null>(null);
  const action = (question ?? last.current)?.action;
  const deleting = action === "delete";
  const title = deleting ? CALENDAR_TEXTS.scopeDeleteTitle : action === "move" ? CALENDAR_TEXTS.scopeMoveTitle : CALENDAR_TEXTS.scopeEditTitle;
  const text = deleting ? CALENDAR_TEXTS.scopeDeleteText : action === "move" ? CALENDAR_TEXTS.scopeMoveText : CALENDAR_TEXTS.scopeEditText;

  const choose = (scope: "this" | "all") => {
    chosen.current = scope;
    onClose();
  };

  return (
    <DialogShell
      open={question != null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      onExitComplete={() => {
        const scope = chosen.current;
        const answered = last.current;
        chosen.current = null;
        if (scope && answered) onAnswer(scope, answered);
        else if (answered) onCancel?.(answered);
      }}
      lazyMount
      unmountOnExit
      size="sm"
      role="alertdialog"
      contentProps={{ "data-testid": "scope-dialog" }}
    >
      <Dialog.Header pb="2">
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
          <Dialog.ActionTrigger asChild>
            <Button variant="ghost" colorPalette="gray">
              {CALENDAR_TEXTS.cancel}
            </Button>
          </Dialog.ActionTrigger>
          <Button variant="outline" colorPalette={deleting ? "red" : "gray"} onClick={() => choose("all")}>
            {CALENDAR_TEXTS.scopeAll}
          </Button>
          <Button colorPalette={deleting ? "red" : undefined} onClick={() => choose("this")}>
            {CALENDAR_TEXTS.scopeThis}
          </Button>
        </Flex>
      </Dialog.Footer>
    </DialogShell>
  );
}
