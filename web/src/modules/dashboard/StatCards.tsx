import type { ReactNode } from "react";
import { Box, Flex, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { CircleAlert, DollarSign, FolderKanban, Minus, SquareCheckBig, TrendingDown, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { formatMoney } from "@common/money";
import { growthLabel, overdueLabel, type GrowthTone } from "./format";
import type { StatCards_stats$key } from "./__generated__/StatCards_stats.graphql";
import { StatCard, StatCardGrid, type StatCardProps } from "../../components/StatCard";

const statCardsFragment = graphql`
  fragment StatCards_stats on DashboardStats {
    totalClients
    activeProjects
    monthlyRevenue
    pendingTasks
    overdueTasks
    clientsGrowth
    projectsGrowth
    revenueGrowth
  }
`;

/** The four stat cards: Total Clients, Active Projects, Revenue (MTD), Pending Tasks. */
export function StatCards({ stats }: { stats: StatCards_stats$key }) {
  const s = useFragment(statCardsFragment, stats);
  const cards: (Omit<StatCardProps, "children"> & { footer: ReactNode })[] = [
    { testId: "stat-total-clients", label: "Total Clients", value: s.totalClients.toLocaleString("en-US"), icon: Users, palette: "blue", footer: <Growth growth={s.clientsGrowth} current={s.totalClients} /> },
    { testId: "stat-active-projects", label: "Active Projects", value: s.activeProjects.toLocaleString("en-US"), icon: FolderKanban, palette: "purple", footer: <Growth growth={s.projectsGrowth} current={s.activeProjects} /> },
    { testId: "stat-revenue-mtd", label: "Revenue (MTD)", value: formatMoney(s.monthlyRevenue) ?? "$0", icon: DollarSign, palette: "green", footer: <Growth growth={s.revenueGrowth} current={s.monthlyRevenue} /> },
    { testId: "stat-pending-tasks", label: "Pending Tasks", value: s.pendingTasks.toLocaleString("en-US"), icon: SquareCheckBig, palette: "orange", footer: <Overdue count={s.overdueTasks} /> },
  ];
  return (
    <StatCardGrid>
      {cards.map(({ footer, ...card }) => (
        <StatCard key={card.testId} {...card}>
          <Box fontSize="xs" minH="5">
            {footer}
          </Box>
        </StatCard>
      ))}
    </StatCardGrid>
  );
}

const toneStyle: Record<GrowthTone, { color: string; bg: string; icon: LucideIcon | null }> = {
  up: { color: "green.fg", bg: "green.subtle", icon: TrendingUp },
  down: { color: "red.fg", bg: "red.subtle", icon: TrendingDown },
  flat: { color: "fg.muted", bg: "bg.muted", icon: Minus },
  new: { color: "brand.fg", bg: "brand.subtle", icon: null },
  none: { color: "fg.muted", bg: "transparent", icon: null },
};

/** '+12%' in green, '-3%' in red, '0%' grey, 'New' when last month had nothing, '—' when there is nothing at all. */
function Growth({ growth, current, suffix = "from last month" }: { growth: number | null | undefined; current: number | string; suffix?: string }) {
  const { text, tone } = growthLabel(growth, current);
  const style = toneStyle[tone];
  const Icon = style.icon;
  return (
    <Flex align="center" gap="1.5" color="fg.muted" data-testid="growth" data-tone={tone}>
      <Flex
        as="span"
        align="center"
        gap="1"
        px={tone === "none" ? "0" : "1.5"}
        py="0.5"
        borderRadius="md"
        bg={style.bg}
        color={style.color}
        fontWeight="semibold"
        data-testid="growth-label"
      >
        {Icon ? <Icon size={12} aria-hidden="true" /> : null}
        {text}
      </Flex>
      <Text as="span">{tone === "new" ? "this month" : tone === "none" ? "nothing to compare yet" : suffix}</Text>
    </Flex>
  );
}

function Overdue({ count }: { count: number }) {
  return (
    <Flex align="center" gap="1.5" color={count > 0 ? "red.fg" : "fg.muted"} fontWeight={count > 0 ? "semibold" : "normal"} data-testid="overdue">
      {count > 0 ? <CircleAlert size={13} aria-hidden="true" /> : null}
      <Text as="span" data-testid="overdue-label">
        {overdueLabel(count)}
      </Text>
    </Flex>
  );
}
