import { useEffect, useRef, type ReactNode } from "react";
import { Box, Button, Dialog, Flex, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { Building2, FolderKanban, Mail, Trash2 } from "lucide-react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { messageEmailState, messageSubject } from "@common/message";
import { DialogShell } from "../../components/DialogShell";
import { toast } from "../../components/toaster";
import { formatDateTime } from "./format";
import { ContactNotifiedBadge, EmailStateBadge, ReadBadge } from "./MessageBadges";
import { MESSAGE_TEXTS } from "./texts";
import { useDeleteMessageMutation } from "./useDeleteMessageMutation";
import { useSetMessageReadMutation } from "./useSetMessageReadMutation";
import type { MessageDetail_message$key } from "./__generated__/MessageDetail_message.graphql";
import type { MessageDetailQuery } from "./__generated__/MessageDetailQuery.graphql";

const fragment = graphql`
  fragment MessageDetail_message on Message {
    id
    subject
    content
    isRead
    contactName
    contactEmail
    emailSent
    emailSentAt
    emailAttempts
    notificationError
    createdAt
    client {
      id
      name
    }
    project {
      id
      name
    }
  }
`;

const linkQuery = graphql`
  query MessageDetailQuery($id: ID!) {
    node(id: $id) {
      ...MessageDetail_message @alias(as: "message")
    }
  }
`;

interface MessageDetailProps {
  message: MessageDetail_message$key;
  /** The workspace's time zone: dates and times are shown in it. */
  timeZone?: string | null;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  onClose: () => void;
}

/**
 * An opened message: its whole text and the e-mail's delivery details (contact, state, sent time, attempts, the
 * relay's reason when it failed), live while open. Opening it marks it read; 'Mark as unread' puts it back and closes
 * it; Delete asks first.
 */
export function MessageDetail({ message, timeZone, connectionId, onClose }: MessageDetailProps) {
  const data = useFragment(fragment, message);
  const [setRead] = useSetMessageReadMutation();
  const [deleteMessage, isDeleting] = useDeleteMessageMutation();
  const markedRead = useRef<string | null>(null);
  const subject = messageSubject(data);
  const emailState = messageEmailState(data);

  useEffect(() => {
    // once per opened message: 'Mark as unread' while it is open must not be undone here
    if (markedRead.current === data.id) return;
    markedRead.current = data.id;
    if (!data.isRead) void setRead(data.id, true);
  }, [data.id, data.isRead, setRead]);

  const markUnread = () => {
    void setRead(data.id, false);
    onClose();
  };

  const onDelete = async () => {
    if (!window.confirm(MESSAGE_TEXTS.confirmDelete)) return;
    const outcome = await deleteMessage(data.id, connectionId);
    if (outcome.ok) onClose();
  };

  const created = formatDateTime(data.createdAt, timeZone);
  const sentAt = formatDateTime(data.emailSentAt, timeZone);

  return (
    <DialogShell open onOpenChange={(e) => (e.open ? undefined : onClose())} size="lg" motionPreset="slide-in-bottom" contentProps={{ "data-testid": "message-detail" }}>
      <Dialog.Header pb="3" pe="12" borderBottomWidth="1px" borderColor="border.muted">
        <Stack gap="2" minW="0">
          <Dialog.Title fontSize="lg" fontWeight="semibold" lineHeight="short" wordBreak="break-word">
            {subject}
          </Dialog.Title>
          <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
            <ReadBadge isRead={data.isRead} />
            {data.emailSent ? <ContactNotifiedBadge /> : null}
            {created ? (
              <Text asChild>
                <time dateTime={data.createdAt}>{created}</time>
              </Text>
            ) : null}
            {data.client ? (
              <HStack gap="1" data-testid="message-client">
                <Building2 size={13} aria-hidden="true" />
                <Text as="span">{data.client.name}</Text>
              </HStack>
            ) : null}
            {data.project ? (
              <HStack gap="1" data-testid="message-project">
                <FolderKanban size={13} aria-hidden="true" />
                <Text as="span">{data.project.name}</Text>
              </HStack>
            ) : null}
          </HStack>
        </Stack>
      </Dialog.Header>
      <Dialog.Body py="5">
        <Text fontSize="sm" lineHeight="tall" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-content">
          {data.content}
        </Text>

        {data.contactEmail && emailState ? (
          <Box as="section" aria-label="Delivery" mt="6" p="4" borderRadius="lg" bg="bg.subtle" borderWidth="1px" borderColor="border.muted" data-testid="message-delivery">
            <HStack gap="2" mb="3" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              <Mail size={14} aria-hidden="true" />
              <Text as="span">E-mail to the contact</Text>
            </HStack>
            <Grid as="dl" templateColumns="minmax(5.5rem, auto) 1fr" columnGap="4" rowGap="2" fontSize="sm" m="0">
              <Detail label="Contact">
                <Text as="span" fontWeight="medium">
                  {data.contactName}
                </Text>{" "}
                <Text as="span" color="fg.muted" wordBreak="break-all">
                  &lt;{data.contactEmail}&gt;
                </Text>
              </Detail>
              <Detail label="Status">
                <EmailStateBadge state={emailState} />
              </Detail>
              {sentAt ? <Detail label="Sent">{sentAt}</Detail> : null}
              <Detail label="Attempts">
                <span data-testid="email-attempts">{data.emailAttempts}</span>
              </Detail>
              {emailState === "failed" && data.notificationError ? (
                <Detail label="Error">
                  <Text as="span" color="red.fg" wordBreak="break-word" data-testid="email-error">
                    {data.notificationError}
                  </Text>
                </Detail>
              ) : null}
            </Grid>
          </Box>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4" flexWrap="wrap">
        <Button variant="ghost" colorPalette="red" size={{ base: "sm", sm: "md" }} me="auto" onClick={() => void onDelete()} loading={isDeleting} loadingText="Deleting...">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <Button variant="outline" colorPalette="gray" size={{ base: "sm", sm: "md" }} onClick={markUnread}>
          <Mail aria-hidden="true" />
          {MESSAGE_TEXTS.markUnread}
        </Button>
        {/* phones close with the button in the corner: the footer keeps to one line */}
        <Dialog.ActionTrigger asChild>
          <Button display={{ base: "none", sm: "inline-flex" }}>Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogShell>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Flex as="dd" m="0" minW="0" align="center" wrap="wrap" gap="1">
        {children}
      </Flex>
    </>
  );
}

interface MessageFromLinkProps extends Omit<MessageDetailProps, "message"> {
  /** The message's global id from the address (`/messages?id=...`, the bell's links). */
  id: string;
}

/**
 * A message opened from a link (the bell, a bookmark): fetched by id, so it opens even when it is not on the first
 * page of the list. A message that is gone (deleted, or another workspace's) says so and the address is cleared.
 */
export function MessageFromLink({ id, ...props }: MessageFromLinkProps) {
  const { node } = useLazyLoadQuery<MessageDetailQuery>(linkQuery, { id }, { fetchPolicy: "store-or-network" });
  const message = node?.message ?? null;
  const { onClose } = props;
  useEffect(() => {
    if (message) return;
    toast.error({ title: "Error", description: MESSAGE_TEXTS.notFound });
    onClose();
  }, [message, onClose]);
  return message ? <MessageDetail message={message} {...props} /> : null;
}
