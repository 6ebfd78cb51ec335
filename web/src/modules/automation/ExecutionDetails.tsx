import { Alert, Badge, Box, Button, Dialog, Flex, HStack, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { RotateCcw } from "lucide-react";
import { Link as RouterLink } from "react-router";
import { DialogShell } from "../../components/DialogShell";
import { recordPath } from "../../lib/recordPaths";
import { executionName, executionStatusColor, formatMoment, spaced } from "./display";
import { entriesOf, parseJson, startingRecord, stepInputs, valueText } from "./executionData";
import { RUN_RECORD_LABELS } from "./runRecords";
import { AUTOMATION_TEXTS } from "./texts";
import { useRetryWorkflowExecutionMutation } from "./useRetryWorkflowExecutionMutation";
import type { ExecutionRow_execution$data } from "./__generated__/ExecutionRow_execution.graphql";

interface ExecutionDetailsProps {
  execution: ExecutionRow_execution$data;
  onClose: () => void;
}

const Details = chakra("details");
const Summary = chakra("summary");

/**
 * A run's details: the record that started it (linked), its error, and each step (label, status, summary, error,
 * duration, attempts, its input: the action's settings as the run took them, and its output), Retry for a failed run.
 */
export function ExecutionDetails({ execution, onClose }: ExecutionDetailsProps) {
  const [retry, isRetrying] = useRetryWorkflowExecutionMutation();
  const name = executionName(execution.workflowName);
  const record = startingRecord(execution.executionData);
  const inputs = stepInputs(execution.executionData);
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
          <Text fontSize="sm" color="fg.muted" data-testid="execution-record">
            {AUTOMATION_TEXTS.startedOn}{" "}
            {record ? (
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={recordPath(record.kind, record.id)}>
                  {RUN_RECORD_LABELS[record.kind]}: {record.name ?? AUTOMATION_TEXTS.unnamedRecord}
                </RouterLink>
              </Link>
            ) : (
              AUTOMATION_TEXTS.noRecord
            )}
          </Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {execution.errorMessage ? (
          <Alert.Root status={execution.status === "skipped" ? "warning" : "error"} variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="execution-error">
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
              <Box as="li" key={step.step} borderWidth="1px" borderColor="border.muted" borderRadius="lg" px="3" py="2.5" data-testid="execution-step" data-status={step.status}>
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
                <Text fontSize="xs" color="fg.subtle" mt="1" data-testid="step-figures">
                  {step.ms != null ? `${step.ms}ms · ` : ""}
                  {AUTOMATION_TEXTS.attempts(step.attempts)}
                </Text>
                <StepData label={AUTOMATION_TEXTS.stepInput} value={inputs[step.step] ?? null} testId="step-input" />
                <StepData label={AUTOMATION_TEXTS.stepOutput} value={parseJson(step.output)} testId="step-output" />
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

/** A step's input or output as a folded list of its fields (a native disclosure: keyboard and screen readers know it). */
function StepData({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const entries = entriesOf(value);
  if (entries.length === 0) return null;
  return (
    <Details mt="1.5" fontSize="xs" data-testid={testId}>
      <Summary cursor="pointer" color="fg.muted" fontWeight="medium" _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", borderRadius: "sm" }}>
        {label}
      </Summary>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="0.5" mt="1" ps="3">
        {entries.map(([key, v]) => (
          <Box key={key} display="contents">
            <Text as="dt" color="fg.subtle">
              {key}
            </Text>
            <Text as="dd" wordBreak="break-word" whiteSpace="pre-wrap">
              {valueText(v)}
            </Text>
          </Box>
        ))}
      </Box>
    </Details>
  );
}
