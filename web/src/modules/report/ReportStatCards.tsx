import { Box, Card, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CalendarDays, DollarSign, FolderKanban, Users, type LucideIcon } from "lucide-react";
import { panelCard } from "../../theme/surfaces";
import { formatAmount } from "./format";
import { REPORT_TEXTS } from "./texts";
import type { ReportData } from "./types";

/** The four stat cards: Total Clients, Active Projects, Total Revenue (of the period), Monthly Revenue (this month). */
export function ReportStatCards({ report: r }: { report: ReportData }) {
  const others = r.currencies.filter((c) => c.currency !== r.currency);
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "3", md: "5" }} as="section" aria-label="Key figures">
      <StatCard
        testId="report-total-clients"
        label={REPORT_TEXTS.totalClients}
        value={r.totalClients.toLocaleString("en-US")}
        icon={Users}
        palette="blue"
        note={`${r.clients.active.toLocaleString("en-US")} active`}
      />
      <StatCard
        testId="report-active-projects"
        label={REPORT_TEXTS.activeProjects}
        value={r.activeProjects.toLocaleString("en-US")}
        icon={FolderKanban}
        palette="purple"
        note={`of ${r.projects.total.toLocaleString("en-US")} ${r.projects.total === 1 ? "project" : "projects"}`}
      />
      <StatCard
        testId="report-total-revenue"
        label={REPORT_TEXTS.totalRevenue}
        value={formatAmount(r.totalRevenue, r.currency)}
        icon={DollarSign}
        palette="green"
        note={`${REPORT_TEXTS.paidInvoices} · ${r.periodLabel}`}
        others={others.map((c) => ({ currency: c.currency, amount: c.totalRevenue }))}
      />
      <StatCard
        testId="report-monthly-revenue"
        label={REPORT_TEXTS.monthlyRevenue}
        value={formatAmount(r.monthlyRevenue, r.currency)}
        icon={CalendarDays}
        palette="orange"
        note={REPORT_TEXTS.monthToDate}
        others={others.map((c) => ({ currency: c.currency, amount: c.monthlyRevenue }))}
      />
    </SimpleGrid>
  );
}

interface StatCardProps {
  testId: string;
  label: string;
  value: string;
  icon: LucideIcon;
  palette: string;
  note?: string;
  /** the same figure in every other currency used, shown apart */
  others?: { currency: string; amount: string }[];
}

function StatCard({ testId, label, value, icon: Icon, palette, note, others = [] }: StatCardProps) {
  return (
    <Card.Root {...panelCard} data-testid={testId} role="group" aria-label={label}>
      <Card.Body p={{ base: "4", md: "5" }} gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          <Flex display={{ base: "none", sm: "flex" }} boxSize="9" borderRadius="lg" align="center" justify="center" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0}>
            <Icon size={18} aria-hidden="true" />
          </Flex>
        </Flex>
        <Text fontSize={{ base: "xl", sm: "2xl", md: "3xl" }} whiteSpace="nowrap" fontWeight="semibold" letterSpacing="-0.02em" lineHeight="1" color="fg" data-testid="stat-value" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
        <Stack gap="1" fontSize="xs" color="fg.muted" minH="4">
          {note ? <Text>{note}</Text> : null}
          {others.length ? <OtherCurrencies items={others} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
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
