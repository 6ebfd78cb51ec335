import type { ReactNode } from "react";
import { Box, Flex, Skeleton, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { dateTimeFormat } from "@common/timezone";
import { dayKey, visibleDays, type VisibleMonth } from "./monthGrid";

const weekdayFormat = (d: Date) => dateTimeFormat(undefined, { weekday: "short" }).format(d);

const cellBorder = { borderColor: "border.muted", borderStyle: "solid" } as const;

interface MonthTableProps {
  month: VisibleMonth;
  days: Date[];
  /** The day chosen (a phone shows its agenda below), and how a click on a day chooses it. */
  chosen?: Date;
  onChoose?: (day: Date) => void;
  children: (day: Date) => ReactNode;
}

/** The month as a table: a row of weekday names (from the week's first day), then one row per week. */
export function MonthTable({ month, days, chosen, onChoose, children }: MonthTableProps) {
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const today = dayKey(new Date());
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="xl" overflow="hidden" bg="bg.panel" boxShadow="xs">
      <chakra.table w="full" tableLayout="fixed" borderCollapse="collapse" data-testid="month-grid">
        <thead>
          <tr>
            {weeks[0].map((d) => (
              <chakra.th key={d.getDay()} scope="col" py="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" bg="bg.subtle" borderBottomWidth="1px" {...cellBorder}>
                {weekdayFormat(d)}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0])}>
              {week.map((day) => {
                const key = dayKey(day);
                const inMonth = day.getMonth() === month.month;
                const isToday = key === today;
                const isChosen = chosen != null && key === dayKey(chosen);
                return (
                  <chakra.td
                    key={key}
                    verticalAlign="top"
                    h={{ base: "14", md: "28" }}
                    p={{ base: "1", md: "1.5" }}
                    borderTopWidth="1px"
                    borderInlineStartWidth="1px"
                    _first={{ borderInlineStartWidth: "0" }}
                    {...cellBorder}
                    bg={inMonth ? undefined : "bg.subtle"}
                    data-testid="month-day"
                    data-date={key}
                    data-outside={inMonth ? undefined : "true"}
                    data-chosen={isChosen ? "true" : undefined}
                    onClick={onChoose ? () => onChoose(day) : undefined}
                    outline={{ base: isChosen ? "2px solid" : undefined, md: "none" }}
                    outlineColor="brand.solid"
                    outlineOffset="-2px"
                  >
                    <Flex justify={{ base: "center", md: "flex-end" }} mb="1">
                      <Text
                        as="span"
                        fontSize="xs"
                        fontWeight={isToday ? "semibold" : "medium"}
                        color={isToday ? "brand.contrast" : inMonth ? "fg" : "fg.subtle"}
                        bg={isToday ? "brand.solid" : undefined}
                        borderRadius="full"
                        minW="6"
                        h="6"
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        px="1"
                        aria-current={isToday ? "date" : undefined}
                      >
                        <VisuallyHidden>{dateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" }).format(day)}</VisuallyHidden>
                        <span aria-hidden="true">{day.getDate()}</span>
                      </Text>
                    </Flex>
                    {children(day)}
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** The month view while its occurrences load: the same table with placeholder chips. */
export function MonthSkeleton({ month, weekStart }: { month: VisibleMonth; weekStart?: number }) {
  const { days } = visibleDays(month, weekStart);
  return (
    <Box role="status" aria-label="Loading events..." aria-busy="true" data-testid="month-loading">
      <MonthTable month={month} days={days}>
        {(day) => (day.getDate() % 3 === 1 ? <Skeleton h="4" borderRadius="sm" /> : null)}
      </MonthTable>
    </Box>
  );
}
