import { useState } from "react";
import { Button, Dialog, Flex, HStack, Portal, Text } from "@chakra-ui/react";
import { Ban, CircleCheck, Download, ExternalLink, Mail, Pencil, Repeat, Send, Trash2 } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { PAYMENT_MESSAGES } from "@common/payment";
import { roundToCents } from "@common/money";
import { recordListPath } from "../../lib/recordPaths";
import { INVOICE_TEXTS, RECURRING_PATH } from "./texts";
import { useDeleteInvoiceMutation } from "./useDeleteInvoiceMutation";
import { useSendInvoiceMutation } from "./useSendInvoiceMutation";
import { useSetInvoiceStatusMutation } from "./useSetInvoiceStatusMutation";
import type { InvoiceActions_invoice$key } from "./__generated__/InvoiceActions_invoice.graphql";

const fragment = graphql`
  fragment InvoiceActions_invoice on Invoice {
    id
    invoiceNumber
    status
    amountPaid
    pdfDownloadUrl
    publicViewUrl
    client {
      email
    }
  }
`;

interface InvoiceActionsProps {
  invoice: InvoiceActions_invoice$key;
  viewerId: string;
  onEdit: () => void;
}

/**
 * Edit, Download PDF, Send by e-mail and, once sent, the client's page (what the e-mail's button opens) first; then
 * the status changes and Delete (asks first, then back to the list).
 */
export function InvoiceActions({ invoice, viewerId, onEdit }: InvoiceActionsProps) {
  const data = useFragment(fragment, invoice);
  const navigate = useNavigate();
  const [setStatus, changing] = useSetInvoiceStatusMutation();
  const [send, sending] = useSendInvoiceMutation();
  const [remove, deleting] = useDeleteInvoiceMutation();
  const [confirming, setConfirming] = useState(false);
  const email = data.client.email?.trim() || null;
  const busy = changing || sending || deleting;
  // a paid invoice with payments stays paid: its payments are deleted first (the server refuses otherwise)
  const heldPaid = data.status === "paid" && (roundToCents(data.amountPaid) ?? 0n) > 0n ? PAYMENT_MESSAGES.leavePaid : undefined;
  // why Send by e-mail is off, if it is: no address to send to, or an invoice that is cancelled
  const sendHint = !email ? INVOICE_TEXTS.noClientEmail : data.status === "cancelled" ? INVOICE_TEXTS.cancelledNotSent : null;

  const confirmDelete = async () => {
    const outcome = await remove(data.id, viewerId);
    if (outcome.ok) {
      setConfirming(false);
      navigate(recordListPath("invoice"), { replace: true });
    }
  };

  return (
    <Flex direction="column" gap="3" mb="6" data-testid="invoice-actions">
      <Flex gap="2" wrap="wrap" align="center">
        <Button onClick={onEdit} disabled={busy}>
          <Pencil aria-hidden="true" /> {INVOICE_TEXTS.edit}
        </Button>
        <Button asChild variant="outline" colorPalette="gray">
          <a href={data.pdfDownloadUrl} download={`${data.invoiceNumber}.pdf`} data-testid="download-pdf">
            <Download aria-hidden="true" /> {INVOICE_TEXTS.downloadPdf}
          </a>
        </Button>
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => email && void send(data.id, email)}
          disabled={sendHint != null || busy}
          loading={sending}
          loadingText={INVOICE_TEXTS.sending}
          aria-describedby={sendHint ? "send-email-hint" : undefined}
          title={sendHint ?? `Send to ${email}`}
        >
          <Mail aria-hidden="true" /> {INVOICE_TEXTS.sendEmail}
        </Button>
        {data.publicViewUrl ? (
          <Button asChild variant="outline" colorPalette="gray">
            <a href={data.publicViewUrl} target="_blank" rel="noopener noreferrer" data-testid="client-page-link" title={INVOICE_TEXTS.clientPageHint}>
              <ExternalLink aria-hidden="true" /> {INVOICE_TEXTS.clientPage}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" colorPalette="gray">
          <Link to={`${RECURRING_PATH}?from=${encodeURIComponent(data.id)}`} data-testid="make-recurring" title="Bill these lines on a schedule">
            <Repeat aria-hidden="true" /> {INVOICE_TEXTS.makeRecurring}
          </Link>
        </Button>
        {sendHint ? (
          <Text id="send-email-hint" fontSize="xs" color="fg.muted" data-testid="send-email-hint">
            {sendHint}
          </Text>
        ) : null}
      </Flex>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="blue" onClick={() => void setStatus(data.id, "sent")} disabled={busy || data.status === "sent" || !!heldPaid} title={heldPaid}>
          <Send aria-hidden="true" /> {INVOICE_TEXTS.markSent}
        </Button>
        <Button size="sm" variant="outline" colorPalette="green" onClick={() => void setStatus(data.id, "paid")} disabled={busy || data.status === "paid"}>
          <CircleCheck aria-hidden="true" /> {INVOICE_TEXTS.markPaid}
        </Button>
        <Button size="sm" variant="outline" colorPalette="orange" onClick={() => void setStatus(data.id, "cancelled")} disabled={busy || data.status === "cancelled" || !!heldPaid} title={heldPaid}>
          <Ban aria-hidden="true" /> {INVOICE_TEXTS.cancel}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 aria-hidden="true" /> {INVOICE_TEXTS.delete}
        </Button>
      </HStack>

      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} placement="center" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content borderRadius="xl" mx={{ base: "3", sm: "auto" }} data-testid="confirm-delete">
              <Dialog.Header>
                <Dialog.Title fontSize="lg" fontWeight="semibold">
                  {INVOICE_TEXTS.confirmDeleteTitle}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {INVOICE_TEXTS.confirmDelete}
                </Dialog.Description>
                <Text mt="2" fontSize="sm" fontWeight="semibold" wordBreak="break-all">
                  {data.invoiceNumber}
                </Text>
              </Dialog.Body>
              <Dialog.Footer gap="2">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" colorPalette="gray">
                    {INVOICE_TEXTS.keep}
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => void confirmDelete()} loading={deleting} loadingText="Deleting...">
                  {INVOICE_TEXTS.confirmDeleteAction}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Flex>
  );
}
