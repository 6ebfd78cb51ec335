import type { ReactNode } from "react";
import { Badge, Box, Button, Dialog, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Briefcase, Building2, Clock, Copy, FolderKanban, Globe, MapPin, Pencil, RotateCw, Trash2, Users, Video, type LucideIcon } from "lucide-react";
import { Link as RouterLink } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { eventTypeColor, eventTypeLabel, recurrenceLabel } from "@common/calendar";
import { dateTimeFormat } from "@common/timezone";
import { DialogShell } from "../../components/DialogShell";
import { recordPath } from "../../lib/recordPaths";
import { safeMeetingUrl } from "./format";
import { CALENDAR_TEXTS, DETAILS_TEXTS } from "./texts";
import type { EventDetails_calendarEvent$key } from "./__generated__/EventDetails_calendarEvent.graphql";

const fragment = graphql`
  fragment EventDetails_calendarEvent on CalendarEvent {
    id
    title
    description
    location
    type
    isAllDay
    timeZone
    isRecurring
    recurrenceRule
    attendeeEmails
    attendees {
      email
      rsvp
    }
    meetingLink
    color
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

/** The occurrence a details card shows: its times and its event. */
interface DetailsTarget {
  startTime: unknown;
  endTime: unknown;
  event: EventDetails_calendarEvent$key;
}

interface EventDetailsProps {
  target: DetailsTarget | null;
  onClose: () => void;
  /** The card has gone (its closing animation over): an action chosen on it may open its own dialog. */
  onClosed: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** Each attendee's answer on the invitation's RSVP page, as a badge. */
const RSVP_BADGES = {
  accepted: { label: "Accepted", palette: "green" },
  tentative: { label: "Maybe", palette: "yellow" },
  declined: { label: "Declined", palette: "red" },
  none: { label: "No answer", palette: "gray" },
} as const;

const rsvpBadge = (rsvp: string | null | undefined) =>
  rsvp === "accepted" || rsvp === "tentative" || rsvp === "declined" ? RSVP_BADGES[rsvp] : RSVP_BADGES.none;

const viewerZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** 'Mon 30 Nov, 10:00 – 11:00' (or across days, both dates) in `timeZone` (the browser's when undefined); "" for a zone the browser does not know. */
function formatRange(start: Date, end: Date, allDay: boolean, timeZone?: string): string {
  try {
    const options: Intl.DateTimeFormatOptions = allDay
      ? { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone }
      : { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone };
    // an all-day event's end is the midnight after its last day
    const last = allDay && end > start ? new Date(end.getTime() - 1) : end;
    return dateTimeFormat(undefined, options).formatRange(start, last);
  } catch {
    return "";
  }
}

/** A zone's short name at a moment ('GMT+1', 'EST'). */
function zoneName(zone: string, at: Date): string {
  try {
    return dateTimeFormat(undefined, { timeZone: zone, timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

function safeRecordPath(kind: string, id: string): string | null {
  try {
    return recordPath(kind, id);
  } catch {
    return null;
  }
}

/**
 * An event's details card, opened by a click on one of its occurrences: its title and type, the occurrence's time in
 * the viewer's zone (and in the event's own when that differs), the repeat, the location, the client and the project
 * as links, the attendees, the join link as a button and the description; Edit, Duplicate and Delete.
 */
export function EventDetails({ target, onClose, onClosed, onEdit, onDuplicate, onDelete }: EventDetailsProps) {
  return (
    <DialogShell
      open={target != null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      onExitComplete={onClosed}
      lazyMount
      unmountOnExit
      size="md"
      contentProps={{ "data-testid": "event-details" }}
    >
      {target ? <DetailsBody target={target} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} /> : null}
    </DialogShell>
  );
}

function DetailsBody({ target, onEdit, onDuplicate, onDelete }: { target: DetailsTarget } & Pick<EventDetailsProps, "onEdit" | "onDuplicate" | "onDelete">) {
  const data = useFragment(fragment, target.event);
  const start = new Date(target.startTime as string);
  const end = new Date(target.endTime as string);
  const here = viewerZone();
  const ownZone = data.timeZone && data.timeZone !== here ? data.timeZone : null;
  const ownTime = ownZone ? formatRange(start, end, data.isAllDay, ownZone) : "";
  const meetingUrl = safeMeetingUrl(data.meetingLink);
  const recurring = data.isRecurring && !!data.recurrenceRule;
  const clientPath = data.client ? safeRecordPath("client", data.client.id) : null;
  const projectPath = data.project ? safeRecordPath("project", data.project.id) : null;
  const answers = new Map((data.attendees ?? []).map((a) => [a.email.trim().toLowerCase(), a.rsvp]));

  return (
    <>
      <Dialog.Header pb="2" pe="12">
        <Flex align="flex-start" gap="3">
          <Box boxSize="3" mt="2" borderRadius="full" flexShrink={0} style={{ backgroundColor: data.color }} aria-hidden="true" />
          <Box minW="0">
            <Dialog.Title fontSize="lg" fontWeight="semibold" lineHeight="short" wordBreak="break-word">
              {data.title}
            </Dialog.Title>
            <HStack gap="1.5" mt="1.5" wrap="wrap">
              <Badge size="sm" variant="subtle" colorPalette={eventTypeColor(data.type)}>
                {eventTypeLabel(data.type)}
              </Badge>
              {recurring ? (
                <Badge size="sm" variant="outline" colorPalette="purple" data-testid="details-recurring">
                  <RotateCw size={12} aria-hidden="true" />
                  {recurrenceLabel(data.recurrenceRule)}
                </Badge>
              ) : null}
            </HStack>
          </Box>
        </Flex>
      </Dialog.Header>
      <Dialog.Body>
        <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0" fontSize="sm">
          <Row icon={Clock} label={DETAILS_TEXTS.when} testId="details-time">
            <Text as="span" display="block">
              {formatRange(start, end, data.isAllDay)}
              {data.isAllDay ? ` · ${DETAILS_TEXTS.allDay}` : ""}
            </Text>
            {ownTime && !data.isAllDay ? (
              <Text as="span" display="block" color="fg.muted" data-testid="details-own-time">
                {DETAILS_TEXTS.inZone(ownTime, `${(ownZone as string).replace(/_/g, " ")}, ${zoneName(ownZone as string, start)}`)}
              </Text>
            ) : null}
          </Row>
          {data.location ? (
            <Row icon={MapPin} label={DETAILS_TEXTS.location} testId="details-location">
              {data.location}
            </Row>
          ) : null}
          {data.client ? (
            <Row icon={Building2} label={DETAILS_TEXTS.client} testId="details-client">
              {clientPath ? (
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={clientPath}>{data.client.name}</RouterLink>
                </Link>
              ) : (
                data.client.name
              )}
            </Row>
          ) : null}
          {data.project ? (
            <Row icon={FolderKanban} label={DETAILS_TEXTS.project} testId="details-project">
              {projectPath ? (
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={projectPath}>{data.project.name}</RouterLink>
                </Link>
              ) : (
                data.project.name
              )}
            </Row>
          ) : null}
          <Row icon={Users} label={DETAILS_TEXTS.attendees} testId="details-attendees">
            {data.attendeeEmails.length > 0 ? (
              <Stack as="span" gap="0.5">
                <Text as="span" fontWeight="medium">
                  {CALENDAR_TEXTS.attendees(data.attendeeEmails.length)}
                </Text>
                {data.attendeeEmails.map((email) => {
                  const badge = rsvpBadge(answers.get(email.trim().toLowerCase()));
                  return (
                    <Flex as="span" key={email} gap="2" align="center" justify="space-between" minW="0" data-testid="details-attendee">
                      <Text as="span" color="fg.muted" wordBreak="break-all" minW="0">
                        {email}
                      </Text>
                      <Badge size="sm" variant="subtle" colorPalette={badge.palette} flexShrink={0} data-testid="details-rsvp">
                        {badge.label}
                      </Badge>
                    </Flex>
                  );
                })}
              </Stack>
            ) : (
              <Text as="span" color="fg.subtle">
                {CALENDAR_TEXTS.noAttendees}
              </Text>
            )}
          </Row>
          {data.description ? (
            <Row icon={Briefcase} label={DETAILS_TEXTS.description} testId="details-description">
              <Text as="span" whiteSpace="pre-line" wordBreak="break-word">
                {data.description}
              </Text>
            </Row>
          ) : null}
          {ownZone && data.isAllDay ? (
            <Row icon={Globe} label={DETAILS_TEXTS.zone} testId="details-zone">
              {ownZone.replace(/_/g, " ")}
            </Row>
          ) : null}
        </Stack>
        {meetingUrl ? (
          <Button asChild mt="4" size="sm" data-testid="details-join">
            <a href={meetingUrl} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              {CALENDAR_TEXTS.joinMeeting}
            </a>
          </Button>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="3" gap="2" flexWrap="wrap">
        <Button variant="ghost" size="sm" colorPalette="red" onClick={onDelete} me="auto">
          <Trash2 aria-hidden="true" />
          {DETAILS_TEXTS.delete}
        </Button>
        <Button variant="outline" size="sm" colorPalette="gray" onClick={onDuplicate}>
          <Copy aria-hidden="true" />
          {DETAILS_TEXTS.duplicate}
        </Button>
        <Button variant="outline" size="sm" colorPalette="gray" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {DETAILS_TEXTS.edit}
        </Button>
      </Dialog.Footer>
    </>
  );
}

function Row({ icon: Icon, label, testId, children }: { icon: LucideIcon; label: string; testId: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="2.5" align="flex-start" minW="0" color="fg.muted" data-testid={testId}>
      <Icon size={16} aria-label={label} role="img" style={{ flexShrink: 0, marginTop: 2 }} />
      <Box minW="0" color="fg">
        {children}
      </Box>
    </HStack>
  );
}
