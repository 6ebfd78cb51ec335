import { memo } from "react";
import { Flex, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { HandCoins } from "lucide-react";
import { formatMoney } from "@common/money";
import { PanelEmpty } from "../../components/PanelCard";
import { recordListPath } from "../../lib/recordPaths";
import { DashboardCard, ViewAllLink } from "./DashboardCard";
import type { OwedToYou_stats$key } from "./__generated__/OwedToYou_stats.graphql";

const OWED_TEXTS = {
  title: "Owed to you",
  description: "Open balances of sent invoices",
  empty: "Nothing owed right now",
  viewAll: "View all invoices",
  overdue: (amount: string) => `${amount} overdue`,
  nothingOverdue: "Nothing overdue",
  invoices: (n: number) => (n === 1 ? "1 invoice" : `${n} invoices`),
} as const;

/**
 * What clients owe: per currency (the largest first), the open balance of the sent and overdue invoices, the part past
 * its due day, and how many invoices. From the stats' own statement (dashboardStats.owed), refreshed with them.
 */
export const OwedToYou = memo(function OwedToYou({ stats }: { stats: OwedToYou_stats$key }) {
  const { owed } = useFragment(
    graphql`
      fragment OwedToYou_stats on DashboardStats {
        owed {
          currency
          amount
          overdue
          invoices
        }
      }
    `,
    stats,
  );
  const t = OWED_TEXTS;
  return (
    <DashboardCard title={t.title} description={t.description} action={<ViewAllLink to={recordListPath("invoice")} label={t.viewAll} />} testId="owed-to-you">
      {owed.length === 0 ? (
        <PanelEmpty icon={<HandCoins size={18} aria-hidden="true" />} text={t.empty} />
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {owed.map((o) => {
            const late = Number(o.overdue) > 0;
            return (
              <Flex as="li" key={o.currency} justify="space-between" align="baseline" gap="3" wrap="wrap" data-testid="owed-currency">
                <Stack gap="0.5" minW="0">
                  <Text fontSize="xl" fontWeight="semibold" lineHeight="short" data-testid="owed-amount">
                    {formatMoney(o.amount, { cents: true, currency: o.currency })}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t.invoices(o.invoices)}
                  </Text>
                </Stack>
                <Text fontSize="sm" fontWeight="medium" color={late ? "red.fg" : "fg.muted"} data-testid="owed-overdue">
                  {late ? t.overdue(formatMoney(o.overdue, { cents: true, currency: o.currency }) ?? "") : t.nothingOverdue}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
});
