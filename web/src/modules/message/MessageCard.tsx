import { useId } from "react";
import { Box, Card, Flex, HStack, Heading, Text, Wrap, chakra } from "@chakra-ui/react";
import { Building2, FolderKanban, Mail, MailOpen, User } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { messageEmailState, messageSubject } from "@common/message";
import { CardIconButton, DeleteIconButton } from "../../components/CardIconButtons";
import { RecordMeta } from "../../components/RecordMeta";
import { recordCard } from "../../theme/surfaces";
import { excerpt, formatDateTime, formatSentTime } from "./format";
import { ContactNotifiedBadge, EmailStateBadge, ReadBadge } from "./MessageBadges";
import { MESSAGE_TEXTS } from "./texts";
import { useDeleteMessageMutation } from "./useDeleteMessageMutation";
import { useSetMessageReadMutation } from "./useSetMessageReadMutation";
import type { MessageCard_message$key } from "./__generated__/MessageCard_message.graphql";
import type { MessageDetail_message$key } from "./__generated__/MessageDetail_message.graphql";
import { recordPath } from "../../lib/recordPaths";

const fragment = graphql`
  fragment MessageCard_message on Message {
    id
    subject
    content
    isRead
    contactName
    contactEmail
    emailSent
    emailSentAt
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
    ...MessageDetail_message
  }
`;

interface MessageCardProps {
  message: MessageCard_message$key;
  /** The workspace's time zone: dates and times are shown in it. */
  timeZone?: string | null;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  /** Opens the message (its whole text and delivery details). */
  onOpen: (message: MessageDetail_message$key) => void;
}

/**
 * One message: subject (or 'No Subject'), the start of its text, the contact with the e-mail's delivery ('Sending...',
 * 'Email sent' with the time, 'Email failed' with the reason), Read or Unread, 'Contact Notified', the creation date,
 * client and project. The whole card opens the message; 'Mark as unread' and Delete sit on top of it.
 */
export function MessageCard({ message, timeZone, connectionId, onOpen }: MessageCardProps) {
  const data = useFragment(fragment, message);
  const [deleteMessage, isDeleting] = useDeleteMessageMutation();
  const [setRead] = useSetMessageReadMutation();
  const titleId = useId();
  const subject = messageSubject(data);
  const emailState = messageEmailState(data);
  const created = formatDateTime(data.createdAt, timeZone);

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      data-testid="message-card"
      data-read={data.isRead ? "true" : "false"}
      data-email-state={emailState ?? "none"}
      {...recordCard}
      position="relative"
      bg="bg.panel"
      opacity={isDeleting ? 0.6 : 1}
      _focusWithin={{ borderColor: "brand.focusRing" }}
      // an unread message has an accent bar along its start edge
      _after={data.isRead ? undefined : { content: '""', position: "absolute", insetStart: "0", top: "4", bottom: "4", w: "3px", borderEndRadius: "full", bg: "brand.solid" }}
    >
      <Card.Body px={{ base: "4", md: "5" }} py="4">
        <Flex align="flex-start" gap="3">
          <Flex
            boxSize="9"
            flexShrink={0}
            borderRadius="full"
            // phones give the width to the text
            display={{ base: "none", sm: "flex" }}
            align="center"
            justify="center"
            bg={data.isRead ? "bg.muted" : "brand.subtle"}
            color={data.isRead ? "fg.muted" : "brand.fg"}
            aria-hidden="true"
          >
            {data.isRead ? <MailOpen size={17} /> : <Mail size={17} />}
          </Flex>

          <Box flex="1" minW="0">
            <Flex align="flex-start" gap="2">
              <Heading as="h2" id={titleId} fontSize="md" lineHeight="short" fontWeight={data.isRead ? "medium" : "semibold"} minW="0" flex="1" pt="1.5">
                <chakra.button
                  type="button"
                  onClick={() => onOpen(data)}
                  textAlign="start"
                  cursor="pointer"
                  maxW="full"
                  truncate
                  display="block"
                  outline="none"
                  _hover={{ color: "brand.fg" }}
                  // the button's box covers the whole card, so a click anywhere on it opens the message
                  _before={{ content: '""', position: "absolute", inset: "0", borderRadius: "xl" }}
                  _focusVisible={{ _before: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } }}
                  title={subject}
                  data-testid="message-subject"
                >
                  {subject}
                </chakra.button>
              </Heading>
              <HStack gap="0.5" flexShrink={0} me="-2" position="relative" zIndex="1">
                {data.isRead ? (
                  <CardIconButton aria-label={`${MESSAGE_TEXTS.markUnread}: ${subject}`} title={MESSAGE_TEXTS.markUnread} onClick={() => void setRead(data.id, false)}>
                    <Mail />
                  </CardIconButton>
                ) : null}
                <DeleteIconButton
                  name={subject}
                  confirmText={MESSAGE_TEXTS.confirmDelete}
                  onConfirm={() => void deleteMessage(data.id, connectionId)}
                  loading={isDeleting}
                />
              </HStack>
            </Flex>

            <Wrap mt="1" gap="2" align="center" fontSize="xs" color="fg.muted">
              <ReadBadge isRead={data.isRead} />
              {data.emailSent ? <ContactNotifiedBadge /> : null}
              {created ? (
                <Text asChild whiteSpace="nowrap" data-testid="message-date">
                  <time dateTime={data.createdAt}>{created}</time>
                </Text>
              ) : null}
              {data.client ? (
                <RecordMeta icon={Building2} name={data.client.name} testId="message-client" to={recordPath("client", data.client.id)} />
              ) : null}
              {data.project ? (
                <RecordMeta icon={FolderKanban} name={data.project.name} testId="message-project" to={recordPath("project", data.project.id)} />
              ) : null}
            </Wrap>

            <Text mt="2" fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word" data-testid="message-excerpt">
              {excerpt(data.content)}
            </Text>

            {data.contactEmail && emailState ? (
              <Box
                mt="3"
                px="3"
                py="2"
                borderRadius="lg"
                bg="bg.subtle"
                borderWidth="1px"
                borderColor="border.muted"
                fontSize="sm"
                data-testid="message-contact"
              >
                <Flex align="center" columnGap="3" rowGap="1.5" wrap="wrap" minW="0">
                  <HStack gap="1.5" minW="0" flex="1 1 14rem">
                    <User size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
                    <Text as="span" fontWeight="medium" truncate flexShrink={0} maxW="50%">
                      {data.contactName}
                    </Text>
                    <Text as="span" color="fg.muted" truncate title={data.contactEmail}>
                      {data.contactEmail}
                    </Text>
                  </HStack>
                  <HStack gap="2" flexShrink={0}>
                    <EmailStateBadge state={emailState} />
                    {emailState === "sent" && data.emailSentAt ? (
                      <Text asChild fontSize="xs" color="fg.muted" data-testid="email-sent-at">
                        <time dateTime={data.emailSentAt}>{formatSentTime(data.emailSentAt, data.createdAt, timeZone)}</time>
                      </Text>
                    ) : null}
                  </HStack>
                </Flex>
                {emailState === "failed" && data.notificationError ? (
                  <Text mt="1" fontSize="xs" color="red.fg" lineClamp={2} wordBreak="break-word" data-testid="email-error">
                    {data.notificationError}
                  </Text>
                ) : null}
              </Box>
            ) : null}
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
