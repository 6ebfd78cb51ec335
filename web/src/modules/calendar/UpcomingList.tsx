import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { CalendarDays, RotateCw } from "lucide-react";
import { dateTimeFormat } from "@common/timezone";
import { formatEventTime } from "./format";
import { dayKey } from "./monthGrid";
import { addDays, startOfDay } from "./calendarView";
import { occurrenceTimes, type Occurrence } from "./CalendarRange";
import { CALENDAR_TEXTS } from "./texts";

interface UpcomingListProps {
  /** The days read, from today on. */
  days: Date[];
  occurrences: readonly Occurrence[];
  onOpen: (occurrence: Occurrence) => void;
  onMore: () => void;
}

const dayHeading = (day: Date, today: Date) => {
  const key = dayKey(day);
  const date = dateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" }).format(day);
  if (key === dayKey(today)) return `${CALENDAR_TEXTS.todayLabel} · ${date}`;
  if (key === dayKey(addDays(today, 1))) return `${CALENDAR_TEXTS.tomorrowLabel} · ${date}`;
  return date;
};

/**
 * The Upcoming view: every occurrence from today on (each occurrence of a series on its own day, not the series once),
 * grouped by day under the day's name, with 'Show later events' that reads further.
 */
export function UpcomingList({ days, occurrences, onOpen, onMore }: UpcomingListProps) {
  const today = startOfDay(new Date());
  const now = Date.now();
  const byDay = days
    .map((day) => ({
      day,
      items: occurrences.filter((o) => {
        const { start, end } = occurrenceTimes(o);
        // an occurrence shows on the day it starts (one that began before today, on today); one already over is left out
        const shownOn = start < today ? today : startOfDay(start);
        return dayKey(shownOn) === dayKey(day) && end.getTime() > now;
      }),
    }))
    .filter((g) => g.items.length > 0);

  return (
    <Stack gap="5" data-testid="upcoming-view">
      {byDay.length === 0 ? (
        <Flex direction="column" align="center" gap="2" py="12" color="fg.muted" borderWidth="1px" borderColor="border.muted" borderRadius="xl" bg="bg.panel">
          <CalendarDays aria-hidden="true" />
          <Text fontSize="sm">{CALENDAR_TEXTS.upcomingEmpty}</Text>
        </Flex>
      ) : (
        byDay.map(({ day, items }) => (
          <Box as="section" key={dayKey(day)} aria-labelledby={`upcoming-${dayKey(day)}`} data-testid="upcoming-day" data-date={dayKey(day)}>
            <Heading as="h3" id={`upcoming-${dayKey(day)}`} fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
              {dayHeading(day, today)}
            </Heading>
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
              {items.map((o) => (
                <li key={o.id}>
                  <UpcomingRow occurrence={o} onOpen={onOpen} />
                </li>
              ))}
            </Stack>
          </Box>
        ))
      )}
      <Button variant="outline" colorPalette="gray" size="sm" alignSelf="center" onClick={onMore}>
        {CALENDAR_TEXTS.showMore}
      </Button>
    </Stack>
  );
}

function UpcomingRow({ occurrence, onOpen }: { occurrence: Occurrence; onOpen: UpcomingListProps["onOpen"] }) {
  const { event } = occurrence;
  const when = event.isAllDay ? CALENDAR_TEXTS.allDay : `${formatEventTime(occurrence.startTime)} – ${formatEventTime(occurrence.endTime)}`;
  return (
    <chakra.button
      type="button"
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      px="4"
      py="3"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      bg="bg.panel"
      textAlign="start"
      cursor="pointer"
      _hover={{ bg: "bg.subtle" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}
      onClick={() => onOpen(occurrence)}
      data-testid="upcoming-item"
      data-event-id={event.id}
      data-start={occurrence.startTime as string}
    >
      <Box boxSize="2.5" borderRadius="full" flexShrink={0} style={{ backgroundColor: event.color }} aria-hidden="true" />
      <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} minW={{ base: "24", md: "32" }}>
        {when}
      </Text>
      <Box minW="0" flex="1">
        <Text as="span" display="block" fontSize="sm" fontWeight="medium" truncate>
          {event.title}
        </Text>
        {event.client || event.location ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate>
            {[event.client?.name, event.location].filter(Boolean).join(" · ")}
          </Text>
        ) : null}
      </Box>
      {occurrence.occurrenceOf ? (
        <Box as="span" color="fg.muted" flexShrink={0} aria-label={CALENDAR_TEXTS.recurring} role="img">
          <RotateCw size={14} />
        </Box>
      ) : null}
    </chakra.button>
  );
}
