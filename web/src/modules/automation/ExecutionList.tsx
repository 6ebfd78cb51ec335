import { useState } from "react";
import { Badge, Box, Card, Flex, Heading, NativeSelect, Skeleton, Stack, Text, chakra } from "@chakra-ui/react";
import { ChevronRight, History } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { panelCard } from "../../theme/surfaces";
import { ExecutionDetails } from "./ExecutionDetails";
import { executionName, executionStatusColor, formatMoment } from "./display";
import { AUTOMATION_TEXTS, EXECUTIONS_SHOWN, EXECUTION_SKELETON_COUNT, EXECUTION_STATUSES } from "./texts";
import type { ExecutionList_viewer$key } from "./__generated__/ExecutionList_viewer.graphql";
import type { ExecutionRow_execution$key } from "./__generated__/ExecutionRow_execution.graphql";

const fragment = graphql`
  fragment ExecutionList_viewer on User @argumentDefinitions(count: { type: "Int!" }) {
    workflowExecutions(first: $count) @connection(key: "ExecutionList_workflowExecutions") {
      edges {
        node {
          id
          status
          ...ExecutionRow_execution
        }
      }
    }
  }
`;

export const rowFragment = graphql`
  fragment ExecutionRow_execution on WorkflowExecution {
    id
    workflowName
    status
    startedAt
    completedAt
    executionTime
    triggeredBy
    triggerType
    errorMessage
    executionData
    results {
      step
      type
      label
      status
      summary
      error
      ms
      attempts
      output
      completedAt
    }
  }
`;

const RowButton = chakra("button");

/**
 * 'Recent Executions': the newest runs (kept live by the screen's subscription), or 'No executions yet'; a status
 * filter (All, running, waiting, success, failed, skipped) narrows the rows shown.
 */
export function ExecutionList({ viewer }: { viewer: ExecutionList_viewer$key }) {
  const data = useFragment(fragment, viewer);
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const edges = data.workflowExecutions.edges.slice(0, EXECUTIONS_SHOWN);
  const rows = status ? edges.filter(({ node }) => node.status === status) : edges;
  return (
    <Card.Root {...panelCard} as="section" aria-labelledby="executions-heading">
      <Card.Header px="5" pt="5" pb="3" flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" id="executions-heading" fontSize="md" fontWeight="semibold">
          {AUTOMATION_TEXTS.executionsHeading}
        </Heading>
        {edges.length > 0 ? (
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field aria-label={AUTOMATION_TEXTS.statusFilter} value={status} onChange={(e) => setStatus(e.currentTarget.value)} data-testid="executions-status-filter">
              <option value="">{AUTOMATION_TEXTS.statusFilter}: {AUTOMATION_TEXTS.allStatuses}</option>
              {EXECUTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {AUTOMATION_TEXTS.statusFilter}: {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
      </Card.Header>
      <Card.Body px="5" pb="5" pt="0">
        {edges.length > 0 && rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="6" textAlign="center" data-testid="executions-filtered-empty">
            {AUTOMATION_TEXTS.noExecutionsWithStatus(status)}
          </Text>
        ) : edges.length === 0 ? (
          <Flex direction="column" align="center" textAlign="center" py="10" gap="3" data-testid="executions-empty">
            <Flex boxSize="12" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <History size={22} aria-hidden="true" />
            </Flex>
            <Text as="h3" fontWeight="semibold" fontSize="md">
              {AUTOMATION_TEXTS.executionsEmptyTitle}
            </Text>
            <Text color="fg.muted" fontSize="sm" maxW="md">
              {AUTOMATION_TEXTS.executionsEmptyDescription}
            </Text>
          </Flex>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={AUTOMATION_TEXTS.executionsHeading}>
            {rows.map(({ node }) => (
              <ExecutionRow key={node.id} execution={node} onOpen={setOpenId} />
            ))}
          </Stack>
        )}
      </Card.Body>
      {edges.map(({ node }) => (node.id === openId ? <ExecutionDetailsFor key={node.id} execution={node} onClose={() => setOpenId(null)} /> : null))}
    </Card.Root>
  );
}

function ExecutionDetailsFor({ execution, onClose }: { execution: ExecutionRow_execution$key; onClose: () => void }) {
  const data = useFragment(rowFragment, execution);
  return <ExecutionDetails execution={data} onClose={onClose} />;
}

/** One run: its workflow, when it started, how long it took and its status; opens its details. */
function ExecutionRow({ execution, onOpen }: { execution: ExecutionRow_execution$key; onOpen: (id: string) => void }) {
  const data = useFragment(rowFragment, execution);
  const name = executionName(data.workflowName);
  const color = executionStatusColor(data.status);
  return (
    <Box as="li" data-testid="execution-row" data-status={data.status}>
      <RowButton
        type="button"
        onClick={() => onOpen(data.id)}
        aria-label={`${name}, ${data.status}, ${formatMoment(data.startedAt)}: ${AUTOMATION_TEXTS.executionDetails}`}
        w="full"
        display="flex"
        alignItems="center"
        gap="3"
        px="3"
        py="2.5"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        textAlign="start"
        bg="bg.panel"
        _hover={{ bg: "bg.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      >
        <Box flex="1" minW="0">
          <Text fontWeight="medium" fontSize="sm" truncate data-testid="execution-name">
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" data-testid="execution-started">
            {formatMoment(data.startedAt)}
          </Text>
        </Box>
        {data.executionTime != null ? (
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0} data-testid="execution-time">
            {data.executionTime}ms
          </Text>
        ) : null}
        <Badge size="sm" variant="subtle" colorPalette={color} data-testid="execution-status" data-color={color} flexShrink={0}>
          {data.status}
        </Badge>
        <ChevronRight size={16} aria-hidden="true" />
      </RowButton>
    </Box>
  );
}

/** The history while it loads: five row-shaped placeholders. */
export function ExecutionListSkeleton() {
  return (
    <Card.Root {...panelCard}>
      <Card.Body p="5" gap="3">
        <Skeleton h="5" w="40" />
        <ListSkeleton frame={<Stack gap="2" data-testid="executions-loading" />} label="Loading executions..." hiddenStatus count={EXECUTION_SKELETON_COUNT}>
          {() => (
            <Flex aria-hidden="true" data-testid="execution-row-skeleton" align="center" gap="3" px="3" py="2.5" borderWidth="1px" borderColor="border.muted" borderRadius="lg">
              <Stack flex="1" gap="1.5">
                <Skeleton h="3.5" w="40%" />
                <Skeleton h="3" w="25%" />
              </Stack>
              <Skeleton h="5" w="14" borderRadius="full" />
            </Flex>
          )}
        </ListSkeleton>
      </Card.Body>
    </Card.Root>
  );
}
