import type { ReactNode } from "react";
import { Box, Grid, Stack } from "@chakra-ui/react";

const GAP = { base: "5", md: "6" };

/**
 * The dashboard's panels: two columns from lg (revenue, projects and quick actions on the left; what is owed, tasks
 * and activity on the right), one column below it with the most actionable panels first. A panel given as null is left out.
 */
export function DashboardLayout(p: { revenue: ReactNode; projects: ReactNode; actions: ReactNode; owed: ReactNode; tasks: ReactNode; activity: ReactNode }) {
  // a panel not shown yet (null) takes no place
  const slot = (order: number, node: ReactNode) =>
    node == null ? null : (
      <Box order={{ base: order, lg: 0 }} minW="0">
        {node}
      </Box>
    );
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap={GAP} alignItems="start">
      <Stack display={{ base: "contents", lg: "flex" }} gap={GAP} minW="0">
        {slot(4, p.revenue)}
        {slot(3, p.projects)}
        {slot(5, p.actions)}
      </Stack>
      <Stack display={{ base: "contents", lg: "flex" }} gap={GAP} minW="0">
        {slot(1, p.owed)}
        {slot(2, p.tasks)}
        {slot(6, p.activity)}
      </Stack>
    </Grid>
  );
}
