import { Suspense, useEffect, useMemo, useState, useTransition } from "react";
import { Box, Button, Flex, HStack, Heading, IconButton, Menu, Portal, Stack, Text, chakra } from "@chakra-ui/react";
import { ArrowLeft, ArrowRight, Pencil, RotateCw, Trash2 } from "lucide-react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { formatEventStart, formatEventTime } from "./format";
import { addMonths, isOnDay, monthOf, visibleDays, type VisibleMonth } from "./monthGrid";
import { MonthSkeleton, MonthTable } from "./MonthTable";
import { OccurrenceScopeDialog, type ScopeQuestion } from "./OccurrenceScopeDialog";
import { CALENDAR_TEXTS, DAY_CHIP_LIMIT, MONTH_PAGE_SIZE } from "./texts";
import { useDeleteCalendarEventMutation } from "./useDeleteCalendarEventMutation";
import type { EventDialogTarget } from "./CalendarEventForm";
import type { CalendarMonthQuery } from "./__generated__/CalendarMonthQuery.graphql";
import type { CalendarMonth_viewer$data, CalendarMonth_viewer$key } from "./__generated__/CalendarMonth_viewer.graphql";
import type { CalendarMonthPaginationQuery } from "./__generated__/CalendarMonthPaginationQuery.graphql";

const query = graphql`
  query CalendarMonthQuery($from: DateTime!, $to: DateTime!, $count: Int!) {
    viewer {
      ...CalendarMonth_viewer @arguments(from: $from, to: $to, count: $count)
    }
  }
`;

const fragment = graphql`
  fragment CalendarMonth_viewer on User
  @argumentDefinitions(from: { type: "DateTime!" }, to: { type: "DateTime!" }, count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "CalendarMonthPaginationQuery") {
    calendarOccurrences(from: $from, to: $to, first: $count, after: $cursor)
      @connection(key: "CalendarMonth_calendarOccurrences", filters: ["from", "to"]) {
      edges {
        node {
          id
          startTime
          endTime
          occurrenceOf
          event {
            id
            title
            color
            ...CalendarEventForm_calendarEvent
          }
        }
      }
    }
  }
`;

type Occurrence = CalendarMonth_viewer$data["calendarOccurrences"]["edges"][number]["node"];

interface CalendarMonthProps {
  /** The list's connection id: deleting a whole event from here removes its card too. */
  connectionId: string;
  /** Bumped after every change: the visible range is fetched again. */
  fetchKey: number;
  onEdit: (target: EventDialogTarget) => void;
}

const monthTitle = (m: VisibleMonth) => new Date(m.year, m.month, 1).toLocaleDateString(undefined, { month: "long", year: "numeric" });

/**
 * The month view: the visible month's whole weeks (Monday first) with previous / next month and Today, each day with
 * its occurrences as chips (recurring events expanded by the server, for exactly the visible range). A chip's menu
 * edits or deletes; for an occurrence of a series it asks first whether 'This event' or 'All events'.
 */
export function CalendarMonth({ connectionId, fetchKey, onEdit }: CalendarMonthProps) {
  const [month, setMonth] = useState<VisibleMonth>(() => monthOf(new Date()));
  const [isPending, startTransition] = useTransition();
  const [question, setQuestion] = useState<ScopeQuestion<Occurrence> | null>(null);
  const [deleteEvent] = useDeleteCalendarEventMutation();
  const go = (next: VisibleMonth) => startTransition(() => setMonth(next));
  const title = monthTitle(month);

  const act = (occurrence: Occurrence, action: ScopeQuestion<Occurrence>["action"]) => {
    if (occurrence.occurrenceOf) {
      setQuestion({ action, occurrence });
      return;
    }
    if (action === "edit") onEdit({ event: occurrence.event });
    else if (window.confirm(CALENDAR_TEXTS.confirmDelete)) void deleteEvent(occurrence.event.id, connectionId);
  };

  const answer = (scope: "this" | "all", { action, occurrence }: ScopeQuestion<Occurrence>) => {
    const occurrenceOf = occurrence.occurrenceOf as string;
    if (action === "edit") {
      onEdit({ event: occurrence.event, occurrence: { startTime: occurrence.startTime as string, endTime: occurrence.endTime as string, occurrenceOf, scope } });
    } else {
      void deleteEvent(occurrence.event.id, connectionId, { occurrence: occurrenceOf, scope });
    }
  };

  return (
    <Box as="section" aria-label={`${title} calendar`} data-testid="month-view">
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" fontSize="lg" fontWeight="semibold" data-testid="month-title" aria-live="polite">
          {title}
        </Heading>
        <HStack gap="1.5">
          <Button variant="outline" size="sm" colorPalette="gray" onClick={() => go(monthOf(new Date()))}>
            {CALENDAR_TEXTS.today}
          </Button>
          <IconButton variant="outline" size="sm" colorPalette="gray" aria-label={CALENDAR_TEXTS.previousMonth} title={CALENDAR_TEXTS.previousMonth} onClick={() => go(addMonths(month, -1))}>
            <ArrowLeft />
          </IconButton>
          <IconButton variant="outline" size="sm" colorPalette="gray" aria-label={CALENDAR_TEXTS.nextMonth} title={CALENDAR_TEXTS.nextMonth} onClick={() => go(addMonths(month, 1))}>
            <ArrowRight />
          </IconButton>
        </HStack>
      </Flex>
      <Box opacity={isPending ? 0.6 : 1} transition="opacity 120ms" aria-busy={isPending ? "true" : undefined}>
        <Suspense fallback={<MonthSkeleton month={month} />}>
          <MonthData month={month} fetchKey={fetchKey} onAction={act} />
        </Suspense>
      </Box>
      <OccurrenceScopeDialog question={question} onAnswer={answer} onClose={() => setQuestion(null)} />
    </Box>
  );
}

interface MonthDataProps {
  month: VisibleMonth;
  fetchKey: number;
  onAction: (occurrence: Occurrence, action: "edit" | "delete") => void;
}

/** Fetches the visible range's occurrences (every page of them) and lays them out. */
function MonthData({ month, fetchKey, onAction }: MonthDataProps) {
  const { days, from, to } = useMemo(() => visibleDays(month), [month]);
  const variables = { from: from.toISOString(), to: to.toISOString(), count: MONTH_PAGE_SIZE };
  const data = useLazyLoadQuery<CalendarMonthQuery>(query, variables, { fetchKey, fetchPolicy: "store-and-network" });
  return <MonthOccurrences viewer={data.viewer} month={month} days={days} onAction={onAction} />;
}

function MonthOccurrences({ viewer, month, days, onAction }: { viewer: CalendarMonth_viewer$key; month: VisibleMonth; days: Date[] } & Pick<MonthDataProps, "onAction">) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CalendarMonthPaginationQuery, CalendarMonth_viewer$key>(fragment, viewer);
  // a busy month has more occurrences than one page: the rest follow at once
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(MONTH_PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  const occurrences = data.calendarOccurrences.edges.map((e) => e.node);
  return (
    <MonthTable month={month} days={days}>
      {(day) => <DayOccurrences occurrences={occurrences.filter((o) => isOnDay(new Date(o.startTime as string), new Date(o.endTime as string), day))} onAction={onAction} />}
    </MonthTable>
  );
}

/** A day's chips: the first few, and '+N more' that shows the rest. */
function DayOccurrences({ occurrences, onAction }: { occurrences: Occurrence[]; onAction: MonthDataProps["onAction"] }) {
  const [expanded, setExpanded] = useState(false);
  if (occurrences.length === 0) return null;
  const shown = expanded || occurrences.length <= DAY_CHIP_LIMIT + 1 ? occurrences : occurrences.slice(0, DAY_CHIP_LIMIT);
  const hidden = occurrences.length - shown.length;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {shown.map((o) => (
        <li key={o.id}>
          <OccurrenceChip occurrence={o} onAction={onAction} />
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Button variant="plain" size="2xs" h="5" px="1" color="fg.muted" fontWeight="medium" _hover={{ color: "fg" }} onClick={() => setExpanded(true)}>
            {CALENDAR_TEXTS.more(hidden)}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}

/** One occurrence: its colour, local time and title; a menu with Edit and Delete. */
function OccurrenceChip({ occurrence, onAction }: { occurrence: Occurrence; onAction: MonthDataProps["onAction"] }) {
  const { event } = occurrence;
  const time = formatEventTime(occurrence.startTime);
  const recurring = occurrence.occurrenceOf != null;
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          gap="1"
          w="full"
          minW="0"
          px={{ base: "1", md: "1.5" }}
          py="0.5"
          borderRadius="sm"
          borderInlineStartWidth={{ base: "2px", md: "3px" }}
          textAlign="start"
          fontSize={{ base: "2xs", md: "xs" }}
          lineHeight="1.4"
          color="fg"
          cursor="pointer"
          style={{ borderInlineStartColor: event.color, backgroundColor: `color-mix(in srgb, ${event.color} 14%, transparent)` }}
          _hover={{ filter: "brightness(0.95)" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}
          aria-label={`${event.title}, ${formatEventStart(occurrence.startTime)}${recurring ? `, ${CALENDAR_TEXTS.recurring.toLowerCase()}` : ""}`}
          title={`${time} ${event.title}`}
          data-testid="occurrence-chip"
          data-event-id={event.id}
          data-color={event.color}
          data-start={occurrence.startTime as string}
        >
          <Text as="span" flexShrink={0} fontWeight="semibold" display={{ base: "none", md: "inline" }} aria-hidden="true">
            {time}
          </Text>
          <Text as="span" flex="1" minW="0" overflow="hidden" whiteSpace="nowrap" textOverflow={{ base: "clip", md: "ellipsis" }} aria-hidden="true">
            {event.title}
          </Text>
          {recurring ? (
            <Box as="span" flexShrink={0} color="fg.muted" display={{ base: "none", lg: "inline-flex" }} aria-hidden="true">
              <RotateCw size={11} />
            </Box>
          ) : null}
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" data-testid="occurrence-menu">
            <Menu.Item value="edit" onSelect={() => onAction(occurrence, "edit")}>
              <Pencil size={16} aria-hidden="true" /> {CALENDAR_TEXTS.editOccurrence}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: "red.subtle", color: "fg.error" }} onSelect={() => onAction(occurrence, "delete")}>
              <Trash2 size={16} aria-hidden="true" /> {CALENDAR_TEXTS.deleteOccurrence}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
