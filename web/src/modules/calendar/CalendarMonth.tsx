import { useState } from "react";
import { Box, Button, Heading, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { RotateCw } from "lucide-react";
import { dateTimeFormat } from "@common/timezone";
import { formatEventStart, formatEventTime } from "./format";
import { dayKey, isOnDay, type VisibleMonth } from "./monthGrid";
import { MonthTable } from "./MonthTable";
import { occurrenceTimes, type Occurrence } from "./CalendarRange";
import { CALENDAR_TEXTS, DAY_CHIP_LIMIT } from "./texts";

interface CalendarMonthProps {
  month: VisibleMonth;
  /** The whole weeks shown, as local midnights. */
  days: Date[];
  occurrences: readonly Occurrence[];
  /** An occurrence clicked: its details. */
  onOpen: (occurrence: Occurrence) => void;
}

const onDay = (occurrences: readonly Occurrence[], day: Date) =>
  occurrences.filter((o) => {
    const { start, end } = occurrenceTimes(o);
    return isOnDay(start, end, day);
  });

/**
 * The month view: the visible month's whole weeks (starting on the workspace's week start), each day with its
 * occurrences as chips (recurring events expanded by the server, for exactly the visible range). On a phone a day shows
 * a dot per occurrence, and the chosen day's agenda (time and title) follows the month.
 */
export function CalendarMonth({ month, days, occurrences, onOpen }: CalendarMonthProps) {
  const [chosen, setChosen] = useState<Date>(() => {
    const today = new Date();
    return today.getMonth() === month.month && today.getFullYear() === month.year ? new Date(today.getFullYear(), today.getMonth(), today.getDate()) : new Date(month.year, month.month, 1);
  });
  const agenda = onDay(occurrences, chosen);
  return (
    <>
      <MonthTable month={month} days={days} chosen={chosen} onChoose={setChosen}>
        {(day) => {
          const items = onDay(occurrences, day);
          return (
            <>
              <Box display={{ base: "none", md: "block" }}>
                <DayOccurrences occurrences={items} onOpen={onOpen} />
              </Box>
              <DayDots occurrences={items} />
            </>
          );
        }}
      </MonthTable>
      <Box display={{ base: "block", md: "none" }} mt="4" data-testid="month-agenda">
        <Heading as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
          {dateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" }).format(chosen)}
        </Heading>
        {agenda.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            {CALENDAR_TEXTS.upcomingEmpty}
          </Text>
        ) : (
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
            {agenda.map((o) => (
              <li key={o.id}>
                <chakra.button
                  type="button"
                  display="flex"
                  alignItems="center"
                  gap="3"
                  w="full"
                  px="3"
                  py="2.5"
                  borderWidth="1px"
                  borderColor="border.muted"
                  borderRadius="lg"
                  bg="bg.panel"
                  textAlign="start"
                  onClick={() => onOpen(o)}
                  data-testid="agenda-item"
                >
                  <Box boxSize="2.5" borderRadius="full" flexShrink={0} style={{ backgroundColor: o.event.color }} aria-hidden="true" />
                  <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} minW="16">
                    {o.event.isAllDay ? CALENDAR_TEXTS.allDay : formatEventTime(o.startTime)}
                  </Text>
                  <Text as="span" fontSize="sm" fontWeight="medium" truncate>
                    {o.event.title}
                  </Text>
                </chakra.button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}

/** A phone's day: one dot per occurrence (at most four), in the events' colours. */
function DayDots({ occurrences }: { occurrences: readonly Occurrence[] }) {
  if (occurrences.length === 0) return null;
  return (
    <HStack display={{ base: "flex", md: "none" }} gap="0.5" justify="center" wrap="wrap" aria-hidden="true" data-testid="day-dots">
      {occurrences.slice(0, 4).map((o) => (
        <Box key={o.id} boxSize="1.5" borderRadius="full" style={{ backgroundColor: o.event.color }} />
      ))}
    </HStack>
  );
}

/** A day's chips: the first few, and '+N more' that shows the rest. */
function DayOccurrences({ occurrences, onOpen }: { occurrences: readonly Occurrence[]; onOpen: CalendarMonthProps["onOpen"] }) {
  const [expanded, setExpanded] = useState(false);
  if (occurrences.length === 0) return null;
  const shown = expanded || occurrences.length <= DAY_CHIP_LIMIT + 1 ? occurrences : occurrences.slice(0, DAY_CHIP_LIMIT);
  const hidden = occurrences.length - shown.length;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {shown.map((o) => (
        <li key={o.id}>
          <OccurrenceChip occurrence={o} onOpen={onOpen} />
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Button
            variant="plain"
            size="2xs"
            h="5"
            px="1"
            color="fg.muted"
            fontWeight="medium"
            _hover={{ color: "fg" }}
            onClick={(e) => {
              e.stopPropagation();
              setExpanded(true);
            }}
          >
            {CALENDAR_TEXTS.more(hidden)}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}

/** One occurrence: its colour, local time and title; a click opens its details. */
function OccurrenceChip({ occurrence, onOpen }: { occurrence: Occurrence; onOpen: CalendarMonthProps["onOpen"] }) {
  const { event } = occurrence;
  const time = event.isAllDay ? "" : formatEventTime(occurrence.startTime);
  const recurring = occurrence.occurrenceOf != null;
  return (
    <chakra.button
      type="button"
      display="flex"
      alignItems="center"
      gap="1"
      w="full"
      minW="0"
      px="1.5"
      py="0.5"
      borderRadius="sm"
      borderInlineStartWidth="3px"
      textAlign="start"
      fontSize="xs"
      lineHeight="1.4"
      color="fg"
      cursor="pointer"
      style={{ borderInlineStartColor: event.color, backgroundColor: `color-mix(in srgb, ${event.color} 14%, transparent)` }}
      _hover={{ filter: "brightness(0.95)" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(occurrence);
      }}
      aria-label={`${event.title}, ${formatEventStart(occurrence.startTime)}${recurring ? `, ${CALENDAR_TEXTS.recurring.toLowerCase()}` : ""}`}
      title={`${time} ${event.title}`}
      data-testid="occurrence-chip"
      data-event-id={event.id}
      data-color={event.color}
      data-start={occurrence.startTime as string}
    >
      {time ? (
        <Text as="span" flexShrink={0} fontWeight="semibold" aria-hidden="true">
          {time}
        </Text>
      ) : null}
      <Text as="span" flex="1" minW="0" overflow="hidden" whiteSpace="nowrap" textOverflow="ellipsis" aria-hidden="true">
        {event.title}
      </Text>
      {recurring ? (
        <Box as="span" flexShrink={0} color="fg.muted" display={{ base: "none", lg: "inline-flex" }} aria-hidden="true">
          <RotateCw size={11} />
        </Box>
      ) : null}
    </chakra.button>
  );
}
