import { useId, type ReactNode } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { AlertTriangle, Building2, Clock, ExternalLink, Pencil, RotateCw, Trash2, Users, type LucideIcon } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { eventTypeColor, eventTypeLabel, recurrenceLabel } from "@common/calendar";
import { recordCard } from "../../theme/surfaces";
import { formatEventStart, safeMeetingUrl } from "./format";
import { CALENDAR_TEXTS } from "./texts";
import { useDeleteCalendarEventMutation } from "./useDeleteCalendarEventMutation";
import type { CalendarEventCard_calendarEvent$key } from "./__generated__/CalendarEventCard_calendarEvent.graphql";
import type { CalendarEventForm_calendarEvent$key } from "./__generated__/CalendarEventForm_calendarEvent.graphql";

const fragment = graphql`
  fragment CalendarEventCard_calendarEvent on CalendarEvent {
    id
    title
    description
    startTime
    nextStartTime
    location
    type
    isRecurring
    recurrenceRule
    attendeeEmails
    meetingLink
    externalCalendarType
    syncError
    reminderEmailError
    invitationFailures {
      email
      reason
    }
    color
    ...CalendarEventForm_calendarEvent
  }
`;

interface CalendarEventCardProps {
  event: CalendarEventCard_calendarEvent$key;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  /** Opens the edit dialog with this event. */
  onEdit: (event: CalendarEventForm_calendarEvent$key) => void;
}

/**
 * One event: its colour, title, type, recurrence and external calendar, description, start, location, attendees, the
 * meeting link, the attendees the invitation did not reach, the reminder e-mail not sent and the last sync's failure,
 * with Edit and Delete. Every value is rendered as text; the meeting link
 * is an absolute http(s) URL only.
 */
export function CalendarEventCard({ event, connectionId, onEdit }: CalendarEventCardProps) {
  const data = useFragment(fragment, event);
  const [deleteEvent, isDeleting] = useDeleteCalendarEventMutation();
  const titleId = useId();
  const meetingUrl = safeMeetingUrl(data.meetingLink);
  const recurring = data.isRecurring && !!data.recurrenceRule;
  const attendees = data.attendeeEmails;

  const onDelete = () => {
    if (!window.confirm(recurring ? CALENDAR_TEXTS.confirmDeleteSeries : CALENDAR_TEXTS.confirmDelete)) return;
    void deleteEvent(data.id, connectionId);
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid="event-card" {...recordCard} opacity={isDeleting ? 0.6 : 1}>
      <Card.Body p="5" gap="3.5">
        <Flex align="flex-start" gap="3">
          <Box
            boxSize="3"
            mt="1.5"
            borderRadius="full"
            flexShrink={0}
            style={{ backgroundColor: data.color }}
            data-testid="event-color"
            data-color={data.color}
            aria-hidden="true"
          />
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" lineClamp={2} wordBreak="break-word">
              {data.title}
            </Heading>
            <HStack gap="1.5" mt="2" wrap="wrap">
              <Badge size="sm" variant="subtle" colorPalette={eventTypeColor(data.type)} data-testid="event-type" data-type={data.type}>
                {eventTypeLabel(data.type)}
              </Badge>
              {recurring ? (
                <Badge size="sm" variant="outline" colorPalette="purple" data-testid="event-recurring">
                  <RotateCw size={12} aria-hidden="true" />
                  {CALENDAR_TEXTS.recurring} · {recurrenceLabel(data.recurrenceRule)}
                </Badge>
              ) : null}
              {data.externalCalendarType ? (
                <Badge size="sm" variant="outline" colorPalette="gray" data-testid="event-external" title="External calendar">
                  {data.externalCalendarType}
                </Badge>
              ) : null}
            </HStack>
          </Box>
        </Flex>

        {data.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-line" wordBreak="break-word" data-testid="event-description">
            {data.description}
          </Text>
        ) : null}

        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="sm">
          <Detail icon={Clock} label="Starts" testId="event-start">
            {formatEventStart(data.startTime)}
          </Detail>
          {recurring && data.nextStartTime && data.nextStartTime !== data.startTime ? (
            <Detail icon={RotateCw} label="Next occurrence" testId="event-next">
              {CALENDAR_TEXTS.next(formatEventStart(data.nextStartTime))}
            </Detail>
          ) : null}
          {data.location ? (
            <Detail icon={Building2} label="Location" testId="event-location">
              {data.location}
            </Detail>
          ) : null}
          <Detail icon={Users} label="Attendees" testId="event-attendees">
            {attendees.length > 0 ? (
              <>
                <Text as="span" fontWeight="medium">
                  {CALENDAR_TEXTS.attendees(attendees.length)}
                </Text>
                <Text as="span" display="block" color="fg.muted" wordBreak="break-all" data-testid="event-attendee-emails">
                  {attendees.join(", ")}
                </Text>
              </>
            ) : (
              <Text as="span" color="fg.subtle">
                {CALENDAR_TEXTS.noAttendees}
              </Text>
            )}
          </Detail>
        </Stack>

        {meetingUrl ? (
          <Link
            href={meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            alignSelf="flex-start"
            fontSize="sm"
            fontWeight="medium"
            color="brand.fg"
            data-testid="event-meeting-link"
          >
            <ExternalLink size={15} aria-hidden="true" />
            {CALENDAR_TEXTS.joinMeeting}
          </Link>
        ) : null}

        {data.invitationFailures.length > 0 ? (
          <Warning testId="event-invitation-failures" text={CALENDAR_TEXTS.notInvited(data.invitationFailures)} />
        ) : null}

        {data.reminderEmailError ? <Warning testId="event-reminder-error" text={data.reminderEmailError} /> : null}

        {data.syncError ? (
          <HStack gap="1.5" color="fg.error" fontSize="xs" align="flex-start" data-testid="event-sync-error">
            <AlertTriangle size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
            <Text lineClamp={2} wordBreak="break-word" title={data.syncError}>
              {CALENDAR_TEXTS.syncError(data.syncError)}
            </Text>
          </HStack>
        ) : null}
      </Card.Body>

      <Card.Footer px="5" py="3" gap="2" justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted">
        <Button variant="ghost" size="sm" colorPalette="gray" onClick={() => onEdit(data)} disabled={isDeleting}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" colorPalette="red" onClick={onDelete} loading={isDeleting} loadingText="Deleting...">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function Warning({ testId, text }: { testId: string; text: string }) {
  return (
    <HStack gap="1.5" color="fg.error" fontSize="xs" align="flex-start" data-testid={testId}>
      <AlertTriangle size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
      <Text lineClamp={3} wordBreak="break-word" title={text}>
        {text}
      </Text>
    </HStack>
  );
}

function Detail({ icon: Icon, label, testId, children }: { icon: LucideIcon; label: string; testId: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="2.5" align="flex-start" minW="0" color="fg.muted" data-testid={testId}>
      <Icon size={15} aria-label={label} role="img" style={{ flexShrink: 0, marginTop: 2 }} />
      <Box minW="0" color="fg">
        {children}
      </Box>
    </HStack>
  );
}
