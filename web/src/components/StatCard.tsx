import type { ReactNode } from "react";
import { Card, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import { panelCard } from "../theme/surfaces";

/** The stat cards' grid (dashboard, reports, and their skeleton): two columns, four from xl. */
export const STAT_GRID = { columns: { base: 2, xl: 4 }, gap: { base: "3", md: "5" } } as const;

/** The row of key figures. */
export function StatCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid {...STAT_GRID} as="section" aria-label="Key figures">
      {children}
    </SimpleGrid>
  );
}

export interface StatCardProps {
  testId: string;
  label: string;
  /** The figure, formatted. */
  value: string;
  icon: LucideIcon;
  /** The icon's colour palette ('blue', 'green', ...). */
  palette: string;
  /** What stands under the figure (a trend, a note). */
  children: ReactNode;
}

/** One key figure: its label and icon, the figure, and a line under it. */
export function StatCard({ testId, label, value, icon: Icon, palette, children }: StatCardProps) {
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
        {children}
      </Card.Body>
    </Card.Root>
  );
}
