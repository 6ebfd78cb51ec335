import { Suspense, useState, useTransition } from "react";
import { Box, Flex, NativeSelect, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, REPORT_PERIOD_LABELS, isReportPeriod, type ReportPeriod } from "@common/report";
import { EnumOptions } from "../../components/EnumOptions";
import { PageHeader } from "../../components/PageHeader";
import { preloadRouteQuery } from "../../relay/preload";
import { REPORTS_HEADING } from "./heading";
import { ExportReportButton } from "./ExportReportButton";
import { ClientSummary, PerformanceMetrics, ProjectStatus, RevenueBreakdown } from "./ReportBlocks";
import { ReportStatCards } from "./ReportStatCards";
import { ReportsSkeleton } from "./ReportsSkeleton";
import { RevenueMonthsChart } from "./RevenueMonthsChart";
import { REPORT_TEXTS } from "./texts";
import ReportsPageQueryNode, { type ReportsPageQuery } from "./__generated__/ReportsPageQuery.graphql";
import type { ReportsPageRefetchQuery } from "./__generated__/ReportsPageRefetchQuery.graphql";
import type { ReportsPage_viewer$key } from "./__generated__/ReportsPage_viewer.graphql";

const query = graphql`
  query ReportsPageQuery {
    viewer {
      id
      ...ReportsPage_viewer
    }
  }
`;

const reportFragment = graphql`
  fragment ReportsPage_viewer on User
  @refetchable(queryName: "ReportsPageRefetchQuery")
  @argumentDefinitions(period: { type: "String", defaultValue: "all" }) {
    id
    report(period: $period) {
      period
      periodLabel
      today
      currency
      totalClients
      activeProjects
      totalRevenue
      monthlyRevenue
      clients {
        active
        inactive
        total
      }
      projects {
        planning
        active
        completed
        cancelled
        total
      }
      revenueBreakdown {
        paid
        pending
        overdue
        draft
        paidCount
        pendingCount
        overdueCount
        draftCount
        invoiceCount
      }
      performance {
        averageProjectValue
        completionRate
        activeClientRate
        paymentSuccessRate
      }
      monthlyRevenueSeries {
        month
        revenue
      }
      currencies {
        currency
        totalRevenue
        monthlyRevenue
        paid
        pending
        overdue
        draft
        invoiceCount
      }
    }
  }
`;

/** The route's loader: starts the report query (all time) while the page's code arrives; a revisit refreshes the figures. */
export function load(environment: IEnvironment): PreloadedQuery<ReportsPageQuery> {
  return preloadRouteQuery<ReportsPageQuery>(environment, "reports", ReportsPageQueryNode, {}, "store-and-network");
}

/** /reports: Reports & Analytics (a skeleton of the same layout while the figures load). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ReportsPageQuery>;
  return (
    <Suspense fallback={<ReportsSkeleton />}>
      <Reports queryRef={queryRef} />
    </Suspense>
  );
}

function Reports({ queryRef }: { queryRef: PreloadedQuery<ReportsPageQuery> }) {
  const { viewer } = usePreloadedQuery<ReportsPageQuery>(query, queryRef);
  const [data, refetch] = useRefetchableFragment<ReportsPageRefetchQuery, ReportsPage_viewer$key>(reportFragment, viewer);
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const [isPending, startTransition] = useTransition();
  const r = data.report;

  const choose = (value: string) => {
    if (!isReportPeriod(value)) return;
    setPeriod(value);
    startTransition(() => {
      refetch({ period: value }, { fetchPolicy: "store-and-network" });
    });
  };

  return (
    <>
      <PageHeader
        title={REPORTS_HEADING.heading}
        subtitle={REPORTS_HEADING.subtitle}
        actions={
          <Flex align="center" gap="2" wrap="wrap">
            {isPending ? <Spinner size="xs" color="fg.muted" aria-label="Loading" /> : null}
            <PeriodSelect value={period} onChange={choose} />
            <ExportReportButton period={period} />
          </Flex>
        }
      />
      <Stack gap={{ base: "5", md: "6" }} opacity={isPending ? 0.6 : 1} transition="opacity 150ms" aria-busy={isPending} data-testid="report">
        <ReportStatCards report={r} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "5", md: "6" }}>
          <ClientSummary clients={r.clients} />
          <ProjectStatus projects={r.projects} />
          <RevenueBreakdown report={r} />
          <PerformanceMetrics performance={r.performance} />
        </SimpleGrid>
        <RevenueMonthsChart series={r.monthlyRevenueSeries} currency={r.currency} />
      </Stack>
    </>
  );
}

/** The period of the revenue figures: a native select (keyboard and screen readers as the platform does them). */
function PeriodSelect({ value, onChange }: { value: ReportPeriod; onChange: (value: string) => void }) {
  return (
    <Box>
      <NativeSelect.Root size="md" w="44">
        <NativeSelect.Field aria-label={REPORT_TEXTS.periodLabel} value={value} onChange={(e) => onChange(e.currentTarget.value)} borderRadius="md" data-testid="report-period">
          <EnumOptions values={REPORT_PERIODS} labels={REPORT_PERIOD_LABELS} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
