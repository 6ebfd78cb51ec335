import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { CalendarDays, DollarSign, FolderKanban, Users } from "lucide-react";
import { StatCard, StatCardGrid, type StatCardProps } from "../../components/StatCard";
import { formatAmount } from "./format";
import { REPORT_TEXTS } from "./texts";
import type { ReportData } from "./types";

/** The four stat cards: Total Clients, Active Projects, Total Revenue (of the period), Monthly Revenue (this month). */
export function ReportStatCards({ report: r }: { report: ReportData }) {
  const count = (n: number) => n.toLocaleString("en-US");
  // the same figure in every other currency used
  const inOthers = (figure: "totalRevenue" | "monthlyRevenue") => r.currencies.filter((c) => c.currency !== r.currency).map((c) => ({ currency: c.currency, amount: c[figure] }));
  const cards: ReportStatCardProps[] = [
    { testId: "report-total-clients", label: REPORT_TEXTS.totalClients, value: count(r.totalClients), icon: Users, palette: "blue", note: `${count(r.clients.active)} active` },
    { testId: "report-active-projects", label: REPORT_TEXTS.activeProjects, value: count(r.activeProjects), icon: FolderKanban, palette: "purple", note: `of ${count(r.projects.total)} ${r.projects.total === 1 ? "project" : "projects"}` },
    { testId: "report-total-revenue", label: REPORT_TEXTS.totalRevenue, value: formatAmount(r.totalRevenue, r.currency), icon: DollarSign, palette: "green", note: `${REPORT_TEXTS.paidInvoices} · ${r.periodLabel}`, others: inOthers("totalRevenue") },
    { testId: "report-monthly-revenue", label: REPORT_TEXTS.monthlyRevenue, value: formatAmount(r.monthlyRevenue, r.currency), icon: CalendarDays, palette: "orange", note: REPORT_TEXTS.monthToDate, others: inOthers("monthlyRevenue") },
  ];
  return (
    <StatCardGrid>
      {cards.map(({ note, others = [], ...card }) => (
        <StatCard key={card.testId} {...card}>
          <Stack gap="1" fontSize="xs" color="fg.muted" minH="4">
            {note ? <Text>{note}</Text> : null}
            {others.length ? <OtherCurrencies items={others} /> : null}
          </Stack>
        </StatCard>
      ))}
    </StatCardGrid>
  );
}

interface ReportStatCardProps extends Omit<StatCardProps, "children"> {
  note?: string;
  /** the same figure in every other currency used, shown apart */
  others?: { currency: string; amount: string }[];
}

/** '+ €800.00 · £42.42 in other currencies': beside the main figure, never added into it. */
function OtherCurrencies({ items }: { items: { currency: string; amount: string }[] }) {
  return (
    <Box data-testid="other-currencies" title={REPORT_TEXTS.otherCurrenciesNote}>
      <Flex gap="1.5" wrap="wrap" align="baseline">
        <Text as="span">{REPORT_TEXTS.otherCurrencies}:</Text>
        {items.map((c) => (
          <Text as="span" key={c.currency} data-testid="currency-amount" data-currency={c.currency} fontVariantNumeric="tabular-nums" color="fg">
            {formatAmount(c.amount, c.currency)} <Text as="span" color="fg.subtle">{c.currency}</Text>
          </Text>
        ))}
      </Flex>
    </Box>
  );
}
