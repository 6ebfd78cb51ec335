import { useId, useState } from "react";
import { Button, Dialog, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { DialogShell } from "../../components/DialogShell";
import { DOCUMENT_PAGE_TEXTS as T } from "./texts";

/** The longest personal message the server takes. */
const PERSONAL_MESSAGE_MAX = 2000;

interface SendDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  /** "contract" or "proposal": the words of the question. */
  noun: string;
  /** The question under the title ('Send this contract to Acme Studio by e-mail? ...'). */
  question: string;
  /** Resend: the same link again, without a message. */
  resend?: boolean;
  busy?: boolean;
  /** Sends (with the typed message, if any); the dialog closes when it resolves true. */
  onSend: (message: string) => Promise<boolean>;
}

/**
 * The question asked before e-mailing a document to its client (the app's dialog, not the browser's): who receives
 * it, an optional personal message shown in the e-mail, Cancel and 'Send by e-mail'. Resend asks the same, without
 * the message.
 */
export function SendDocumentDialog({ open, onClose, noun, question, resend = false, busy = false, onSend }: SendDocumentDialogProps) {
  const [message, setMessage] = useState("");
  const messageId = useId();
  const tooLong = message.length > PERSONAL_MESSAGE_MAX;
  const submit = async () => {
    if (tooLong) return;
    if (await onSend(resend ? "" : message)) {
      setMessage("");
      onClose();
    }
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      size="md"
      role="alertdialog"
      contentProps={{ "data-testid": "send-document-dialog" }}
    >
      <Dialog.Header pb="2">
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {resend ? T.resendTitle(noun) : T.sendTitle(noun)}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description asChild>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {question}
            </Text>
          </Dialog.Description>
          {resend ? null : (
            <Field.Root invalid={tooLong}>
              <Field.Label htmlFor={messageId} fontSize="sm">
                {T.personalMessage}
              </Field.Label>
              <Textarea id={messageId} value={message} onChange={(e) => setMessage(e.target.value)} rows={4} autoresize maxH="60" />
              {tooLong ? <Field.ErrorText>{T.personalMessageTooLong}</Field.ErrorText> : <Field.HelperText>{T.personalMessageHelp}</Field.HelperText>}
            </Field.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {T.cancel}
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" onClick={() => void submit()} loading={busy} disabled={tooLong}>
          <Send aria-hidden="true" />
          {resend ? T.resendAction : T.sendAction}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
