import { Suspense, startTransition, useCallback, useEffect, useState } from "react";
import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { CalendarDays, RefreshCw } from "lucide-react";
import { PageHeader } from "../../components/PageHeader";
import { DashboardClock, useClock } from "./clock";
import { DASHBOARD_HEADING } from "./heading";
import { DashboardLayout } from "./DashboardLayout";
import { DashboardSkeleton, OwedToYouSkeleton, RecentActivitySkeleton, RecentProjectsSkeleton, RevenueAnalyticsSkeleton } from "./DashboardSkeleton";
import { formatLongDate, formatRelativeTime } from "./format";
import { OwedToYou } from "./OwedToYou";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { RecentProjects } from "./RecentProjects";
import { RevenueAnalytics } from "./RevenueAnalytics";
import { StatCards } from "./StatCards";
import { UpcomingTasks, UpcomingTasksSkeleton } from "./UpcomingTasks";
import { useDashboardLive, useRefetchInPlace, type LiveStatus } from "./useDashboardLive";
import { loadDashboardQuery } from "./dashboardQuery";
import type { DashboardPageQuery } from "./__generated__/DashboardPageQuery.graphql";

export const dashboardPageQuery = graphql`
  query DashboardPageQuery {
    viewer {
      id
      firstName
      timeZone
      # the navigation badges, refreshed with the page when the workspace changes
      sidebarCounts {
        clients
        activeProjects
        overdueTasks
        unreadMessages
      }
      dashboardStats {
        asOf
        ...StatCards_stats
        ...OwedToYou_stats
      }
      ...RecentProjects_viewer
      ...UpcomingTasks_viewer
      ...RevenueAnalytics_viewer
      ...RecentActivity_viewer
    }
  }
`;

/** The route loader: starts the dashboard query (or takes over the one started with the page, bootDashboardQuery). */
export const load = loadDashboardQuery;

/** '/' for a signed-in user: the Dashboard. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPageQuery>;
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <Dashboard queryRef={queryRef} />
    </Suspense>
  );
}

export function welcomeText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return `Welcome back${name ? `, ${name}` : ""}! Here's what's happening with your business today.`;
}

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
  const panels = useAfterFirstPaint();
  const refresh = useRefetchInPlace<DashboardPageQuery>(dashboardPageQuery, {});
  const live = useDashboardLive(refresh);
  // without the live feed, the page refreshes itself after its own changes
  const { status } = live;
  const afterChange = useCallback(() => {
    if (status !== "live") refresh();
  }, [status, refresh]);
  const reconnect = () => {
    live.reconnect();
    refresh();
  };

  return (
    <DashboardClock timeZone={viewer.timeZone}>
      <PageHeader
        title={DASHBOARD_HEADING.heading}
        subtitle={welcomeText(viewer.firstName)}
        actions={<HeaderMeta status={status} asOf={viewer.dashboardStats.asOf as string} onReconnect={reconnect} />}
      />
      <Stack gap={{ base: "5", md: "6" }}>
        <StatCards stats={viewer.dashboardStats} />
        <DashboardLayout
          revenue={panels ? <RevenueAnalytics viewer={viewer} refreshKey={live.pushes} /> : <RevenueAnalyticsSkeleton />}
          projects={panels ? <RecentProjects viewer={viewer} /> : <RecentProjectsSkeleton />}
          actions={<QuickActions />}
          owed={panels ? <OwedToYou stats={viewer.dashboardStats} /> : <OwedToYouSkeleton />}
          tasks={panels ? <UpcomingTasks viewer={viewer} onChanged={afterChange} onDuePassed={refresh} /> : <UpcomingTasksSkeleton />}
          activity={panels ? <RecentActivity viewer={viewer} /> : <RecentActivitySkeleton />}
        />
      </Stack>
    </DashboardClock>
  );
}

/**
 * False for the first render, true once it has been shown: the panels (revenue chart, lists) then render in a
 * transition, in slices that leave the main thread free, instead of holding the first paint of the heading and the
 * figures back on a slow phone (their data is already there; their skeletons stand in for that moment).
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/** Today's date in the viewer's zone, and whether the figures are live ('Last updated now'). */
function HeaderMeta({ status, asOf, onReconnect }: { status: LiveStatus; asOf: string; onReconnect: () => void }) {
  const { now, timeZone } = useClock();
  return (
    <Flex direction="column" align={{ base: "flex-start", sm: "flex-end" }} gap="1.5">
      <Flex align="center" gap="2" fontSize="sm" fontWeight="medium" color="fg">
        <CalendarDays size={16} aria-hidden="true" />
        <Text as="span" data-testid="today">
          {formatLongDate(now, timeZone)}
        </Text>
      </Flex>
      <LiveStatusLine status={status} asOf={asOf} now={now} onReconnect={onReconnect} />
    </Flex>
  );
}

export function LiveStatusLine({ status, asOf, now, onReconnect }: { status: LiveStatus; asOf: string; now: Date; onReconnect: () => void }) {
  const live = status === "live";
  return (
    <Flex align="center" gap="2" fontSize="xs" color="fg.muted" role="status" data-testid="last-updated" data-status={status}>
      <Box position="relative" boxSize="2" aria-hidden="true">
        {live ? (
          <Box
            position="absolute"
            inset="0"
            borderRadius="full"
            bg="green.500"
            opacity="0.6"
            animation="ping 1.6s cubic-bezier(0, 0, 0.2, 1) infinite"
            css={{ "@media (prefers-reduced-motion: reduce)": { animation: "none" } }}
          />
        ) : null}
        <Box position="relative" boxSize="2" borderRadius="full" bg={live ? "green.500" : "orange.400"} />
      </Box>
      {live ? (
        <Text as="span">Last updated now</Text>
      ) : (
        <>
          <Text as="span">Live updates paused · Last updated {formatRelativeTime(asOf, now)}</Text>
          <Button size="2xs" variant="outline" onClick={onReconnect}>
            <RefreshCw size={12} aria-hidden="true" />
            Refresh
          </Button>
        </>
      )}
    </Flex>
  );
}
