import { memo, type CSSProperties, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { CircleAlert, DollarSign, FolderKanban, Minus, SquareCheckBig, TrendingDown, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { formatMoney } from "@common/money";
import { growthLabel, overdueLabel, type GrowthTone } from "./format";
import type { StatCards_stats$key } from "./__generated__/StatCards_stats.graphql";
import { StatCard, StatCardGrid, type StatCardProps } from "../../components/StatCard";
import { paletteVars } from "./palette";
import "./dashboard.css";

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
export const StatCards = memo(function StatCards({ stats }: { stats: StatCards_stats$key }) {
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
          <div className="dash-figure-foot">{footer}</div>
        </StatCard>
      ))}
    </StatCardGrid>
  );
});

const tonePalette: Record<GrowthTone, string> = { up: "green", down: "red", flat: "gray", new: "brand", none: "gray" };
const toneIcon: Record<GrowthTone, LucideIcon | null> = { up: TrendingUp, down: TrendingDown, flat: Minus, new: null, none: null };
const NO_BACKGROUND = { "--palette-subtle": "transparent", "--palette-fg": "var(--chakra-colors-fg-muted)" } as CSSProperties;

/** '+12%' in green, '-3%' in red, '0%' grey, 'New' when last month had nothing, '—' when there is nothing at all. */
function Growth({ growth, current, suffix = "from last month" }: { growth: number | null | undefined; current: number | string; suffix?: string }) {
  const { text, tone } = growthLabel(growth, current);
  const Icon = toneIcon[tone];
  return (
    <div className="dash-growth" data-testid="growth" data-tone={tone}>
      <span className="dash-growth-label" data-tone={tone} style={tone === "none" ? NO_BACKGROUND : tone === "flat" ? FLAT : paletteVars(tonePalette[tone])} data-testid="growth-label">
        {Icon ? <Icon size={12} aria-hidden="true" /> : null}
        {text}
      </span>
      <span>{tone === "new" ? "this month" : tone === "none" ? "nothing to compare yet" : suffix}</span>
    </div>
  );
}

const FLAT = { "--palette-subtle": "var(--chakra-colors-bg-muted)", "--palette-fg": "var(--chakra-colors-fg-muted)" } as CSSProperties;

function Overdue({ count }: { count: number }) {
  return (
    <div className="dash-growth dash-overdue" data-late={count > 0 ? "" : undefined} data-testid="overdue">
      {count > 0 ? <CircleAlert size={13} aria-hidden="true" /> : null}
      <span data-testid="overdue-label">{overdueLabel(count)}</span>
    </div>
  );
}
