import { Alert, Badge, Box, Button, Dialog, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { RotateCcw } from "lucide-react";
import { DialogShell } from "../../components/DialogShell";
import { executionName, executionStatusColor, formatMoment, spaced } from "./display";
import { AUTOMATION_TEXTS } from "./texts";
import { useRetryWorkflowExecutionMutation } from "./useRetryWorkflowExecutionMutation";
import type { ExecutionRow_execution$data } from "./__generated__/ExecutionRow_execution.graphql";

interface ExecutionDetailsProps {
  execution: ExecutionRow_execution$data;
  onClose: () => void;
}

/** A run's details: its steps (label, status, summary, error, time, attempts), its error, and Retry for a failed run. */
export function ExecutionDetails({ execution, onClose }: ExecutionDetailsProps) {
  const [retry, isRetrying] = useRetryWorkflowExecutionMutation();
  const name = executionName(execution.workflowName);
  return (
    <DialogShell
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size="lg"
      contentProps={{ "data-testid": "execution-details" }}
    >
      <Dialog.Header pb="2">
        <Stack gap="1">
          <Dialog.Title fontSize="lg" fontWeight="semibold" wordBreak="break-word">
            {name}
          </Dialog.Title>
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Badge size="sm" variant="subtle" colorPalette={executionStatusColor(execution.status)} data-testid="details-status">
              {execution.status}
            </Badge>
            <Text>{formatMoment(execution.startedAt)}</Text>
            {execution.executionTime != null ? <Text>{execution.executionTime}ms</Text> : null}
            {execution.triggerType ? <Text>{spaced(execution.triggerType)}</Text> : null}
          </HStack>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {execution.errorMessage ? (
          <Alert.Root status="error" variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="execution-error">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium" wordBreak="break-word">
              {execution.errorMessage}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        <Text as="h3" fontSize="sm" fontWeight="semibold" mb="2">
          {AUTOMATION_TEXTS.steps}
        </Text>
        {execution.results.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {AUTOMATION_TEXTS.noSteps}
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label={AUTOMATION_TEXTS.steps}>
            {execution.results.map((step) => (
              <Box as="li" key={step.step} borderWidth="1px" borderColor="border.muted" borderRadius="lg" px="3" py="2.5" data-testid="execution-step">
                <Flex align="center" gap="2" wrap="wrap">
                  <Text fontSize="sm" fontWeight="medium" flex="1" minW="0">
                    {step.step + 1}. {step.label}
                  </Text>
                  <Badge size="sm" variant="subtle" colorPalette={executionStatusColor(step.status)}>
                    {step.status}
                  </Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-word">
                  {step.summary}
                </Text>
                {step.error && step.error !== step.summary ? (
                  <Text fontSize="sm" color="fg.error" mt="1" wordBreak="break-word">
                    {step.error}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.subtle" mt="1">
                  {step.ms != null ? `${step.ms}ms · ` : ""}
                  {AUTOMATION_TEXTS.attempts(step.attempts)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {AUTOMATION_TEXTS.close}
          </Button>
        </Dialog.ActionTrigger>
        {execution.status === "failed" ? (
          <Button loading={isRetrying} onClick={() => void retry(execution.id)}>
            <RotateCcw aria-hidden="true" />
            {AUTOMATION_TEXTS.retry}
          </Button>
        ) : null}
      </Dialog.Footer>
    </DialogShell>
  );
}
