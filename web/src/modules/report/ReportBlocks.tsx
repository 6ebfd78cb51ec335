import type { ReactNode } from "react";
import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { FileText, FolderKanban, Users } from "lucide-react";
import { PanelCard, PanelEmpty, PanelTitle } from "../../components/PanelCard";
import { formatAmount } from "./format";
import { REPORT_TEXTS } from "./texts";
import type { ReportData } from "./types";

/** A block of the report: an h2 title, then its rows or its empty message. */
export function ReportCard({ title, description, testId, children }: { title: string; description?: string; testId: string; children: ReactNode }) {
  const headingId = `report-${testId}`;
  return (
    <PanelCard headingId={headingId} testId={testId} header={<PanelTitle id={headingId} title={title} description={description} />}>
      {children}
    </PanelCard>
  );
}

/** One figure of a block: a coloured dot, the label, the value, and optionally a share bar and a line under it. */
function Row(props: { label: string; detail?: string; value: ReactNode; color?: string; share?: number; testId: string; sub?: ReactNode }) {
  const { label, detail, value, color, share, testId, sub } = props;
  return (
    <Box data-testid={testId}>
      <Flex justify="space-between" align="baseline" gap="3">
        <Flex align="center" gap="2" minW="0">
          {color ? <Box boxSize="2.5" borderRadius="full" bg={color} flexShrink={0} aria-hidden="true" /> : null}
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          {detail ? (
            <Text fontSize="xs" color="fg.subtle" data-testid="row-detail">
              {detail}
            </Text>
          ) : null}
        </Flex>
        <Text fontSize="sm" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums" data-testid="row-value">
          {value}
        </Text>
      </Flex>
      {share !== undefined ? (
        <Box mt="1.5" h="1.5" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden="true">
          <Box h="full" w={`${Math.max(0, Math.min(100, share))}%`} bg={color ?? "brand.solid"} borderRadius="full" />
        </Box>
      ) : null}
      {sub}
    </Box>
  );
}

const shareOf = (part: number, whole: number) => (whole > 0 ? (part * 100) / whole : 0);

export function ClientSummary({ clients }: { clients: ReportData["clients"] }) {
  const t = REPORT_TEXTS.clientRows;
  return (
    <ReportCard title={REPORT_TEXTS.clientSummary} testId="client-summary">
      {clients.total === 0 ? (
        <PanelEmpty icon={<Users size={18} aria-hidden="true" />} text={REPORT_TEXTS.noClients} testId="block-empty" />
      ) : (
        <Stack gap="4">
          <Row testId="clients-active" label={t.active} value={clients.active.toLocaleString("en-US")} color="green.500" share={shareOf(clients.active, clients.total)} />
          <Row testId="clients-inactive" label={t.inactive} value={clients.inactive.toLocaleString("en-US")} color="gray.400" share={shareOf(clients.inactive, clients.total)} />
          <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
            <Row testId="clients-total" label={t.total} value={clients.total.toLocaleString("en-US")} />
          </Box>
        </Stack>
      )}
    </ReportCard>
  );
}

const PROJECT_COLORS = { planning: "yellow.500", active: "green.500", completed: "blue.500", cancelled: "red.500" } as const;

export function ProjectStatus({ projects }: { projects: ReportData["projects"] }) {
  const keys = ["planning", "active", "completed", "cancelled"] as const;
  return (
    <ReportCard title={REPORT_TEXTS.projectStatus} testId="project-status">
      {projects.total === 0 ? (
        <PanelEmpty icon={<FolderKanban size={18} aria-hidden="true" />} text={REPORT_TEXTS.noProjects} testId="block-empty" />
      ) : (
        <Stack gap="4">
          {keys.map((k) => (
            <Row key={k} testId={`projects-${k}`} label={REPORT_TEXTS.projectRows[k]} value={projects[k].toLocaleString("en-US")} color={PROJECT_COLORS[k]} share={shareOf(projects[k], projects.total)} />
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}

const REVENUE_ROWS = [
  { key: "paid", count: "paidCount", color: "green.500" },
  { key: "pending", count: "pendingCount", color: "blue.500" },
  { key: "overdue", count: "overdueCount", color: "red.500" },
  { key: "draft", count: "draftCount", color: "gray.400" },
] as const;

const invoicesText = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "invoice" : "invoices"}`;

/**
 * Sums of invoice totals by status (Paid, Pending = sent, Overdue, Draft) in the period, in the main currency; other
 * currencies' sums of the same status are listed under each row, apart.
 */
export function RevenueBreakdown({ report: r }: { report: ReportData }) {
  const b = r.revenueBreakdown;
  const others = r.currencies.filter((c) => c.currency !== r.currency);
  return (
    <ReportCard title={REPORT_TEXTS.revenueBreakdown} description={`${r.periodLabel} · ${r.currency}`} testId="revenue-breakdown">
      {b.invoiceCount === 0 ? (
        <PanelEmpty icon={<FileText size={18} aria-hidden="true" />} text={REPORT_TEXTS.noInvoices} testId="block-empty" />
      ) : (
        <Stack gap="4">
          {REVENUE_ROWS.map(({ key, count, color }) => {
            const extra = others.filter((c) => Number(c[key]) !== 0).map((c) => ({ currency: c.currency, amount: c[key] }));
            return (
              <Row
                key={key}
                testId={`revenue-${key}`}
                label={REPORT_TEXTS.revenueRows[key]}
                detail={invoicesText(b[count])}
                value={formatAmount(b[key], r.currency)}
                color={color}
                sub={
                  extra.length ? (
                    <Flex mt="1" gap="2" wrap="wrap" justify="flex-end" fontSize="xs" data-testid="other-currencies" title={REPORT_TEXTS.otherCurrenciesNote}>
                      {extra.map((c) => (
                        <Text as="span" key={c.currency} data-testid="currency-amount" data-currency={c.currency} fontVariantNumeric="tabular-nums" color="fg.muted">
                          {formatAmount(c.amount, c.currency)} {c.currency}
                        </Text>
                      ))}
                    </Flex>
                  ) : null
                }
              />
            );
          })}
          {others.length ? (
            <Text fontSize="xs" color="fg.subtle" borderTopWidth="1px" borderColor="border.muted" pt="3">
              {REPORT_TEXTS.otherCurrencies}: {REPORT_TEXTS.otherCurrenciesNote.toLowerCase()}.
            </Text>
          ) : null}
        </Stack>
      )}
    </ReportCard>
  );
}

/** Avg. Project Value (mean budget) and three rounded percentages with their bars. */
export function PerformanceMetrics({ performance: p }: { performance: ReportData["performance"] }) {
  const m = REPORT_TEXTS.metrics;
  return (
    <ReportCard title={REPORT_TEXTS.performanceMetrics} testId="performance-metrics">
      <Stack gap="4">
        <Row testId="metric-average-project-value" label={m.averageProjectValue} value={p.averageProjectValue == null ? "—" : formatAmount(p.averageProjectValue)} />
        <Row testId="metric-completion-rate" label={m.completionRate} value={`${p.completionRate}%`} share={p.completionRate} color="blue.500" />
        <Row testId="metric-active-client-rate" label={m.activeClientRate} value={`${p.activeClientRate}%`} share={p.activeClientRate} color="green.500" />
        <Row testId="metric-payment-success-rate" label={m.paymentSuccessRate} value={`${p.paymentSuccessRate}%`} share={p.paymentSuccessRate} color="purple.500" />
      </Stack>
    </ReportCard>
  );
}
