import { Text } from "@chakra-ui/react";
import { Activity, History, Play, Zap } from "lucide-react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { useTransition } from "react";
import { StatCard, StatCardGrid } from "../../components/StatCard";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { AUTOMATION_TEXTS } from "./texts";
import type { WorkflowStats_viewer$key } from "./__generated__/WorkflowStats_viewer.graphql";
import type { WorkflowStatsRefetchQuery } from "./__generated__/WorkflowStatsRefetchQuery.graphql";

const fragment = graphql`
  fragment WorkflowStats_viewer on User @refetchable(queryName: "WorkflowStatsRefetchQuery") {
    workflowStats {
      totalWorkflows
      activeWorkflows
      totalRuns
      recentExecutions
    }
  }
`;

/** Total Workflows, Active Workflows, Total Runs (the sum of run counts) and Recent Executions (the last 24 hours), kept live. */
export function WorkflowStats({ viewer }: { viewer: WorkflowStats_viewer$key }) {
  const [data, refetch] = useRefetchableFragment<WorkflowStatsRefetchQuery, WorkflowStats_viewer$key>(fragment, viewer);
  const [, startTransition] = useTransition();
  useWorkspaceChanges("workflow", () => startTransition(() => {
    refetch({}, { fetchPolicy: "network-only" });
  }));
  const s = data.workflowStats;
  const cards = [
    { testId: "stat-total-workflows", label: AUTOMATION_TEXTS.totalWorkflows, value: s.totalWorkflows, icon: Zap, palette: "blue", note: "All workflows" },
    { testId: "stat-active-workflows", label: AUTOMATION_TEXTS.activeWorkflows, value: s.activeWorkflows, icon: Activity, palette: "green", note: "Switched on" },
    { testId: "stat-total-runs", label: AUTOMATION_TEXTS.totalRuns, value: s.totalRuns, icon: Play, palette: "purple", note: "Since created" },
    { testId: "stat-recent-executions", label: AUTOMATION_TEXTS.recentExecutions, value: s.recentExecutions, icon: History, palette: "orange", note: "Last 24 hours" },
  ];
  return (
    <StatCardGrid>
      {cards.map(({ note, value, ...card }) => (
        <StatCard key={card.testId} {...card} value={String(value)}>
          <Text fontSize="xs" color="fg.muted">
            {note}
          </Text>
        </StatCard>
      ))}
    </StatCardGrid>
  );
}
