import { useId, useState, type ReactNode } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Pencil, Play, Trash2, Zap } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { formatDay } from "../../lib/format";
import { recordCard } from "../../theme/surfaces";
import { ActiveSwitch } from "./ActiveSwitch";
import { spaced } from "./display";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
import { AUTOMATION_TEXTS } from "./texts";
import { useDeleteWorkflowMutation } from "./useDeleteWorkflowMutation";
import { RunNowDialog } from "./RunNowDialog";
import { useToggleWorkflowMutation } from "./useToggleWorkflowMutation";
import type { WorkflowCard_workflow$key } from "./__generated__/WorkflowCard_workflow.graphql";

const fragment = graphql`
  fragment WorkflowCard_workflow on Workflow {
    id
    name
    description
    trigger
    isActive
    runCount
    lastRun
    createdAt
    actions {
      type
    }
  }
`;

interface WorkflowCardProps {
  workflow: WorkflowCard_workflow$key;
  connectionId: string;
  /** Opens the dialog on this workflow. */
  onEdit: () => void;
}

/**
 * One workflow: name, description, the active switch with its Active / Inactive badge, trigger (underscores and the
 * event type's dot as spaces: 'client created'), number of actions, runs, last run ('Never') and when it was created; Run Now (asks for the record to run on,
 * then follows the run to its end), Edit and Delete (asks first).
 */
export function WorkflowCard({ workflow, connectionId, onEdit }: WorkflowCardProps) {
  const data = useFragment(fragment, workflow);
  const [toggle, isToggling] = useToggleWorkflowMutation();
  const [running, setRunning] = useState(false);
  const [remove, isDeleting] = useDeleteWorkflowMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid="workflow-card" {...recordCard} opacity={isDeleting ? 0.6 : 1}>
      <Card.Body p="5" gap="4">
        <Flex align="flex-start" gap="3">
          <Flex boxSize="9" borderRadius="lg" align="center" justify="center" flexShrink={0} bg={data.isActive ? "brand.subtle" : "bg.muted"} color={data.isActive ? "brand.fg" : "fg.muted"}>
            <Zap size={18} aria-hidden="true" />
          </Flex>
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" lineClamp={2} wordBreak="break-word">
              {data.name}
            </Heading>
            {data.description ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word" data-testid="workflow-description">
                {data.description}
              </Text>
            ) : null}
          </Box>
          <HStack gap="2" flexShrink={0}>
            <Badge size="sm" variant="subtle" colorPalette={data.isActive ? "green" : "gray"} data-testid="workflow-status">
              {data.isActive ? AUTOMATION_TEXTS.active : AUTOMATION_TEXTS.inactive}
            </Badge>
            <ActiveSwitch
              checked={data.isActive}
              label={`${AUTOMATION_TEXTS.active}: ${data.name}`}
              disabled={isToggling || isDeleting}
              onChange={() => void toggle(data.id)}
            />
          </HStack>
        </Flex>
        <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gapX="4" gapY="2.5" fontSize="sm">
          <Fact label={AUTOMATION_TEXTS.trigger} testId="workflow-trigger">
            {spaced(data.trigger).replace(/\./g, " ")}
          </Fact>
          <Fact label={AUTOMATION_TEXTS.actions} testId="workflow-actions">
            {data.actions.length}
          </Fact>
          <Fact label={AUTOMATION_TEXTS.runs} testId="workflow-runs">
            {data.runCount}
          </Fact>
          <Fact label={AUTOMATION_TEXTS.lastRun} testId="workflow-last-run">
            {formatDay(data.lastRun) ?? AUTOMATION_TEXTS.never}
          </Fact>
          <Fact label={AUTOMATION_TEXTS.created} testId="workflow-created">
            {formatDay(data.createdAt) ?? "-"}
          </Fact>
        </SimpleGrid>
      </Card.Body>
      <Card.Footer px="5" py="2.5" gap="2" justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted" flexWrap="wrap">
        <Button size="sm" variant="ghost" colorPalette="brand" disabled={isDeleting} onClick={() => setRunning(true)} aria-label={`${AUTOMATION_TEXTS.runNow}: ${data.name}`}>
          <Play aria-hidden="true" />
          {AUTOMATION_TEXTS.runNow}
        </Button>
        <Button size="sm" variant="ghost" colorPalette="gray" disabled={isDeleting} onClick={onEdit} aria-label={`${AUTOMATION_TEXTS.edit} ${data.name}`}>
          <Pencil aria-hidden="true" />
          {AUTOMATION_TEXTS.edit}
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" disabled={isDeleting} onClick={() => setConfirming(true)} aria-label={`${AUTOMATION_TEXTS.delete} ${data.name}`}>
          <Trash2 aria-hidden="true" />
          {AUTOMATION_TEXTS.delete}
        </Button>
      </Card.Footer>
      <RunNowDialog workflow={data} open={running} onOpenChange={setRunning} />
      <ConfirmDeleteDialog name={confirming ? data.name : null} onClose={() => setConfirming(false)} onConfirm={() => void remove(data.id, connectionId)} />
    </Card.Root>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box minW="0" data-testid={testId}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" truncate>
        {children}
      </Text>
    </Box>
  );
}
