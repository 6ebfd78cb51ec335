import { Suspense, startTransition, useCallback, useEffect, useState, type ReactNode } from "react";
import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { CalendarDays, RefreshCw } from "lucide-react";
import { PageHeader } from "../../components/PageHeader";
import { DashboardClock, useClock } from "./clock";
import { welcomeText } from "@common/dashboard";
import { DASHBOARD_HEADING } from "./heading";
import { DashboardLayout } from "./DashboardLayout";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { formatLongDate, formatRelativeTime } from "./format";
import { OwedToYou } from "./OwedToYou";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { RecentProjects } from "./RecentProjects";
import { RevenueAnalytics } from "./RevenueAnalytics";
import { StatCards } from "./StatCards";
import { UpcomingTasks } from "./UpcomingTasks";
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

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
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
        <DashboardPanels
          revenue={<RevenueAnalytics viewer={viewer} refreshKey={live.pushes} />}
          projects={<RecentProjects viewer={viewer} />}
          actions={<QuickActions />}
          owed={<OwedToYou stats={viewer.dashboardStats} />}
          tasks={<UpcomingTasks viewer={viewer} onChanged={afterChange} onDuePassed={refresh} />}
          activity={<RecentActivity viewer={viewer} />}
        />
      </Stack>
    </DashboardClock>
  );
}

type PanelKey = "revenue" | "projects" | "actions" | "owed" | "tasks" | "activity";

/**
 * The order the panels are first shown in, one after the other, so that a panel never appears above one already on
 * screen (nothing shifts): one column (below lg) shows them in this order from the top; two columns keep each
 * column's order (revenue, projects, actions on the left; owed, tasks, activity on the right).
 */
const ONE_COLUMN_ORDER: readonly PanelKey[] = ["owed", "tasks", "projects", "revenue", "actions", "activity"];
const TWO_COLUMNS_ORDER: readonly PanelKey[] = ["revenue", "owed", "projects", "tasks", "actions", "activity"];
const TWO_COLUMNS_QUERY = "(min-width: 1024px)";

/**
 * The panels under the figures. The first render of the page holds the heading and the figures only; the panels then
 * render after that first paint, one per transition (each its own short task, interrupted by input), in the order
 * above. The panels are memoised components, so showing the next one does not render the others again.
 */
function DashboardPanels(p: Record<PanelKey, ReactNode>) {
  const shown = useShownCount(ONE_COLUMN_ORDER.length);
  const [order] = useState(() => (typeof window.matchMedia === "function" && window.matchMedia(TWO_COLUMNS_QUERY).matches ? TWO_COLUMNS_ORDER : ONE_COLUMN_ORDER));
  const visible = new Set(order.slice(0, shown));
  const only = (key: PanelKey) => (visible.has(key) ? p[key] : null);
  return (
    <DashboardLayout
      revenue={only("revenue")}
      projects={only("projects")}
      actions={only("actions")}
      owed={only("owed")}
      tasks={only("tasks")}
      activity={only("activity")}
    />
  );
}

/** 0 for the first render, then one more after each commit (in a transition), up to `total`. */
function useShownCount(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + 1));
  }, [shown, total]);
  return shown;
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
