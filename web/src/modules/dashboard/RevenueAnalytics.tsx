import { memo, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { Box, Flex, NativeSelect, SimpleGrid, Spinner, Text } from "@chakra-ui/react";
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from "react-relay/hooks";
import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_LABELS, DEFAULT_ANALYTICS_PERIOD, isAnalyticsPeriod, type AnalyticsPeriod } from "@common/dashboard";
import { EnumOptions } from "../../components/EnumOptions";
import { DashboardCard } from "./DashboardCard";
import { formatMoney } from "@common/money";
import { growthLabel, type GrowthTone } from "./format";
import { RevenueChart, type Granularity } from "./RevenueChart";
import RevenueAnalyticsRefetchQueryNode, { type RevenueAnalyticsRefetchQuery } from "./__generated__/RevenueAnalyticsRefetchQuery.graphql";
import type { RevenueAnalytics_viewer$key } from "./__generated__/RevenueAnalytics_viewer.graphql";

const PREVIOUS: Record<AnalyticsPeriod, string> = { 30: "vs previous 30 days", 90: "vs previous 90 days", 365: "vs previous year" };

/**
 * Revenue Analytics: the period selector (Last 30 days, Last 90 days, Last year; default 30) refetches the figures
 * and the chart while the previous ones stay on screen. `refreshKey` changes when the workspace changed elsewhere:
 * a period other than the page query's own is then fetched again in the background.
 */
export const RevenueAnalytics = memo(function RevenueAnalytics({ viewer, refreshKey = 0 }: { viewer: RevenueAnalytics_viewer$key; refreshKey?: number }) {
  const [data, refetch] = useRefetchableFragment<RevenueAnalyticsRefetchQuery, RevenueAnalytics_viewer$key>(
    graphql`
      fragment RevenueAnalytics_viewer on User
      @refetchable(queryName: "RevenueAnalyticsRefetchQuery")
      @argumentDefinitions(days: { type: "Int", defaultValue: 30 }) {
        id
        revenueAnalytics(days: $days) {
          days
          granularity
          totalRevenue
          averageProjectValue
          growth
          series {
            startDate
            endDate
            revenue
          }
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [isPending, startTransition] = useTransition();
  const a = data.revenueAnalytics;

  // live refresh of a period the page query does not cover (the page query refreshes the default one)
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === firstKey.current || period === DEFAULT_ANALYTICS_PERIOD) return;
    const sub = fetchQuery<RevenueAnalyticsRefetchQuery>(environment, RevenueAnalyticsRefetchQueryNode, { id: data.id, days: period }, { fetchPolicy: "network-only" }).subscribe({});
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const choose = (value: string) => {
    const days = Number(value);
    if (!isAnalyticsPeriod(days)) return;
    setPeriod(days);
    startTransition(() => {
      refetch({ days }, { fetchPolicy: "store-and-network" });
    });
  };

  const shown = isAnalyticsPeriod(a.days) ? a.days : period;
  const growth = growthLabel(a.growth, a.totalRevenue);
  const periodLabel = ANALYTICS_PERIOD_LABELS[shown];

  return (
    <DashboardCard
      title="Revenue Analytics"
      description="Paid invoices over time"
      testId="revenue-analytics"
      action={
        <Flex align="center" gap="2">
          {isPending ? <Spinner size="xs" color="fg.muted" aria-label="Loading" /> : null}
          <NativeSelect.Root size="sm" w="40" flexShrink={0}>
            <NativeSelect.Field aria-label="Revenue period" value={String(period)} onChange={(e) => choose(e.currentTarget.value)} borderRadius="md">
              <EnumOptions values={ANALYTICS_PERIODS} labels={ANALYTICS_PERIOD_LABELS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      }
    >
      <Box opacity={isPending ? 0.6 : 1} transition="opacity 150ms" aria-busy={isPending}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="5">
          <Figure label="Total revenue" testId="revenue-total" note="paid invoices">
            {formatMoney(a.totalRevenue) ?? "$0"}
          </Figure>
          <Figure label="Average project value" testId="revenue-average" note="budgets of new projects">
            {a.averageProjectValue == null ? "—" : formatMoney(a.averageProjectValue) ?? "$0"}
          </Figure>
          <Figure label="Growth" testId="revenue-growth" color={GROWTH_COLOR[growth.tone]} note={growth.tone === "new" ? "nothing paid the period before" : PREVIOUS[shown]}>
            {growth.text}
          </Figure>
        </SimpleGrid>
        <RevenueChart series={a.series} granularity={a.granularity as Granularity} periodLabel={periodLabel} />
      </Box>
    </DashboardCard>
  );
});

const GROWTH_COLOR: Record<GrowthTone, string> = { up: "green.fg", down: "red.fg", flat: "fg", new: "brand.fg", none: "fg.muted" };

function Figure({ label, testId, children, color = "fg", note }: { label: string; testId: string; children: ReactNode; color?: string; note?: string }) {
  return (
    <Box bg="bg.subtle" borderRadius="lg" px="4" py="3" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text mt="1" fontSize="xl" fontWeight="semibold" color={color} letterSpacing="-0.01em" fontVariantNumeric="tabular-nums" data-testid="figure-value">
        {children}
      </Text>
      {note ? (
        <Text fontSize="xs" color="fg.subtle">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
