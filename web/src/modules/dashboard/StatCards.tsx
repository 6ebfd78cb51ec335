import type { ReactNode } from "react";
import { Box, Card, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { CircleAlert, DollarSign, FolderKanban, Minus, SquareCheckBig, TrendingDown, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { formatMoney } from "../../lib/format";
import { growthLabel, overdueLabel, type GrowthTone } from "./format";
import type { StatCards_stats$key } from "./__generated__/StatCards_stats.graphql";
import { panelCard } from "../../theme/surfaces";

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
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "3", md: "5" }} as="section" aria-label="Key figures">
      <StatCard
        testId="stat-total-clients"
        label="Total Clients"
        value={s.totalClients.toLocaleString("en-US")}
        icon={Users}
        palette="blue"
        footer={<Growth growth={s.clientsGrowth} current={s.totalClients} />}
      />
      <StatCard
        testId="stat-active-projects"
        label="Active Projects"
        value={s.activeProjects.toLocaleString("en-US")}
        icon={FolderKanban}
        palette="purple"
        footer={<Growth growth={s.projectsGrowth} current={s.activeProjects} />}
      />
      <StatCard
        testId="stat-revenue-mtd"
        label="Revenue (MTD)"
        value={formatMoney(s.monthlyRevenue) ?? "$0"}
        icon={DollarSign}
        palette="green"
        footer={<Growth growth={s.revenueGrowth} current={s.monthlyRevenue} />}
      />
      <StatCard
        testId="stat-pending-tasks"
        label="Pending Tasks"
        value={s.pendingTasks.toLocaleString("en-US")}
        icon={SquareCheckBig}
        palette="orange"
        footer={<Overdue count={s.overdueTasks} />}
      />
    </SimpleGrid>
  );
}

function StatCard(props: { testId: string; label: string; value: string; icon: LucideIcon; palette: string; footer: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card.Root
      {...panelCard}
      data-testid={props.testId}
      role="group"
      aria-label={props.label}
    >
      <Card.Body p={{ base: "4", md: "5" }} gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {props.label}
          </Text>
          <Flex display={{ base: "none", sm: "flex" }} boxSize="9" borderRadius="lg" align="center" justify="center" bg={`${props.palette}.subtle`} color={`${props.palette}.fg`} flexShrink={0}>
            <Icon size={18} aria-hidden="true" />
          </Flex>
        </Flex>
        <Text fontSize={{ base: "xl", sm: "2xl", md: "3xl" }} whiteSpace="nowrap" fontWeight="semibold" letterSpacing="-0.02em" lineHeight="1" color="fg" data-testid="stat-value" fontVariantNumeric="tabular-nums">
          {props.value}
        </Text>
        <Box fontSize="xs" minH="5">
          {props.footer}
        </Box>
      </Card.Body>
    </Card.Root>
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
