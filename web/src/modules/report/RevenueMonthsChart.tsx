import { Box, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import { ChartColumn } from "lucide-react";
import { PanelEmpty } from "../../components/PanelCard";
import { ReportCard } from "./ReportBlocks";
import { formatAmount, formatAmountShort, monthAxisLabel, monthFullLabel } from "./format";
import { REPORT_TEXTS } from "./texts";

const PLOT_HEIGHT = 180;

/**
 * Paid revenue per month over the last 12 months as plain bars, each labelled with its value. It reads as a list:
 * every month's full name and amount are text (the bars themselves are decoration). On a narrow screen it scrolls sideways
 * (width 0 and min-width 100%, and positioned for its visually hidden texts: its bars never widen the page).
 */
export function RevenueMonthsChart({ series, currency }: { series: readonly { month: string; revenue: string }[]; currency: string }) {
  const values = series.map((m) => Math.max(0, Number(m.revenue) || 0));
  const max = values.length ? Math.max(...values) : 0;
  return (
    <ReportCard title={REPORT_TEXTS.chartTitle} description={`${REPORT_TEXTS.chartDescription} · ${currency}`} testId="revenue-months">
      {max === 0 ? (
        <PanelEmpty icon={<ChartColumn size={18} aria-hidden="true" />} text={REPORT_TEXTS.emptyChart} testId="block-empty" />
      ) : (
        <Box as="figure" position="relative" m="0" w="0" minW="full" overflowX="auto" tabIndex={0} aria-label={`${REPORT_TEXTS.chartTitle}, ${REPORT_TEXTS.chartDescription.toLowerCase()}`} borderRadius="md" _focusVisible={{ outline: "2px solid var(--brand-color)", outlineOffset: "2px" }}>
          <VisuallyHidden as="figcaption">{`${REPORT_TEXTS.chartTitle}, ${REPORT_TEXTS.chartDescription.toLowerCase()}, in ${currency}`}</VisuallyHidden>
          <Flex as="ol" listStyleType="none" m="0" p="0" gap={{ base: "1", md: "2" }} align="stretch" minW="30rem">
            {series.map((m, i) => {
              const v = values[i];
              const h = max > 0 ? Math.round((v / max) * PLOT_HEIGHT) : 0;
              const full = formatAmount(m.revenue, currency);
              const axis = monthAxisLabel(m.month, i === 0);
              return (
                <Flex as="li" key={m.month} flex="1" direction="column" align="center" minW="0" data-testid="month-bar" data-month={m.month} data-value={m.revenue} title={`${monthFullLabel(m.month)}: ${full}`}>
                  <Flex h={`${PLOT_HEIGHT + 22}px`} w="full" direction="column" justify="flex-end" align="center" gap="1">
                    <Text fontSize="2xs" color={v > 0 ? "fg" : "fg.subtle"} fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" aria-hidden="true" data-testid="month-value">
                      {formatAmountShort(m.revenue, currency)}
                    </Text>
                    <Box w="full" maxW="10" h={`${Math.max(h, v > 0 ? 3 : 1)}px`} bg={v > 0 ? "var(--brand-color)" : "border"} borderTopRadius="sm" aria-hidden="true" />
                  </Flex>
                  <Box mt="1.5" textAlign="center" lineHeight="1.2" aria-hidden="true" data-testid="month-label">
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      {axis.month}
                    </Text>
                    <Text fontSize="2xs" color="fg.subtle" minH="3">
                      {axis.year}
                    </Text>
                  </Box>
                  <VisuallyHidden>{`${monthFullLabel(m.month)}: ${full}`}</VisuallyHidden>
                </Flex>
              );
            })}
          </Flex>
        </Box>
      )}
    </ReportCard>
  );
}
