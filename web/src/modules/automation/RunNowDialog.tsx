import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Alert, Badge, Box, Button, Dialog, Field, Flex, NativeSelect, Spinner, Stack, Text } from "@chakra-ui/react";
import { Play } from "lucide-react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { DialogShell } from "../../components/DialogShell";
import { toast } from "../../components/toaster";
import { executionStatusColor, formatMoment } from "./display";
import { rowFragment } from "./ExecutionList";
import { hasEnded, runReason } from "./runOutcome";
import { RUN_RECORD_KEYS, RUN_RECORD_KINDS, RUN_RECORD_LABELS, recordKindOf, type RunRecordKind } from "./runRecords";
import { AUTOMATION_TEXTS } from "./texts";
import type { RunStarted } from "./useExecuteWorkflowMutation";
import { useExecuteWorkflowMutation } from "./useExecuteWorkflowMutation";
import type { ExecutionRow_execution$key } from "./__generated__/ExecutionRow_execution.graphql";
import type { RunNowDialogQuery } from "./__generated__/RunNowDialogQuery.graphql";

/** Records the picker offers per kind (the newest first). */
const RUN_RECORD_OPTIONS = 100;

const recordsQuery = graphql`
  query RunNowDialogQuery($count: Int!, $client: Boolean!, $project: Boolean!, $task: Boolean!, $invoice: Boolean!, $contract: Boolean!, $file: Boolean!) {
    viewer {
      id
      clients(first: $count) @include(if: $client) {
        edges {
          node {
            id
            name
          }
        }
      }
      projects(first: $count) @include(if: $project) {
        edges {
          node {
            id
            name
          }
        }
      }
      tasks(first: $count) @include(if: $task) {
        edges {
          node {
            id
            title
          }
        }
      }
      invoices(first: $count) @include(if: $invoice) {
        edges {
          node {
            id
            invoiceNumber
            client {
              name
            }
          }
        }
      }
      contracts(first: $count) @include(if: $contract) {
        edges {
          node {
            id
            title
            contractNumber
          }
        }
      }
      files(first: $count) @include(if: $file) {
        edges {
          node {
            id
            name
            originalName
          }
        }
      }
    }
  }
`;

type RunKey = NonNullable<RunStarted["execution"]>;

interface RunNowDialogProps {
  workflow: { id: string; name: string; trigger: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Run Now: asks for the record to run on (the trigger's kind of record: a client for 'client created'; any kind, or
 * none, for a manual workflow), starts the run, then follows it live (running, each step's status) to its real end:
 * success, or failed with the failing step's reason. The end is also said in a toast, even once the dialog is closed.
 */
export function RunNowDialog({ workflow, open, onOpenChange }: RunNowDialogProps) {
  const [execute, isStarting] = useExecuteWorkflowMutation();
  // every run started here is followed to its end (a toast), the last one shown in the dialog
  const [started, setStarted] = useState<RunKey[]>([]);
  const [shown, setShown] = useState<RunKey | null>(null);
  const fixedKind = recordKindOf(workflow.trigger);
  const [kind, setKind] = useState<RunRecordKind | "">(fixedKind ?? "");
  const [recordId, setRecordId] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setShown(null);
    setError(null);
  }, [open]);

  const start = async () => {
    if (fixedKind && !recordId) {
      setError(AUTOMATION_TEXTS.runNeedsRecord(RUN_RECORD_LABELS[fixedKind]));
      return;
    }
    setError(null);
    const triggerData = kind && recordId ? { [RUN_RECORD_KEYS[kind]]: recordId } : undefined;
    const outcome = await execute(workflow.id, triggerData);
    const execution = outcome.execution;
    if (outcome.ok && execution) {
      setStarted((list) => [...list.filter((r) => r.id !== execution.id), execution]);
      setShown(execution);
    }
  };

  const kindLabel = kind ? RUN_RECORD_LABELS[kind] : "";
  return (
    <>
      {started.map((run) => (
        <RunWatcher key={run.id} execution={run} onEnded={() => setStarted((list) => list.filter((r) => r.id !== run.id))} />
      ))}
      <DialogShell open={open} onOpenChange={(e) => onOpenChange(e.open)} lazyMount size="md" contentProps={{ "data-testid": "run-now-dialog" }}>
        <Dialog.Header pb="2" flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title fontSize="lg" fontWeight="semibold" wordBreak="break-word">
            {AUTOMATION_TEXTS.runTitle(workflow.name)}
          </Dialog.Title>
          <Dialog.Description fontSize="sm" color="fg.muted">
            {AUTOMATION_TEXTS.runDescription}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {shown ? (
            <RunProgress execution={shown} />
          ) : (
            <Stack gap="4">
              {fixedKind ? null : (
                <Field.Root>
                  <Field.Label fontSize="sm" fontWeight="medium">
                    {AUTOMATION_TEXTS.runRecordKind}
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={kind}
                      onChange={(e) => {
                        setKind(e.currentTarget.value as RunRecordKind | "");
                        setRecordId("");
                      }}
                    >
                      <option value="">{AUTOMATION_TEXTS.runNoRecord}</option>
                      {RUN_RECORD_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {RUN_RECORD_LABELS[k]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              )}
              {kind ? (
                <Suspense
                  fallback={
                    <Flex align="center" gap="2" fontSize="sm" color="fg.muted">
                      <Spinner size="sm" /> Loading...
                    </Flex>
                  }
                >
                  <RecordPicker kind={kind} label={kindLabel} value={recordId} onChange={setRecordId} error={error} required={fixedKind !== null} />
                </Suspense>
              ) : null}
            </Stack>
          )}
        </Dialog.Body>
        <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="gray">
              {shown ? AUTOMATION_TEXTS.close : AUTOMATION_TEXTS.cancel}
            </Button>
          </Dialog.ActionTrigger>
          {shown ? (
            <Button variant="outline" onClick={() => setShown(null)}>
              {AUTOMATION_TEXTS.runAgain}
            </Button>
          ) : (
            <Button loading={isStarting} onClick={() => void start()}>
              <Play aria-hidden="true" />
              {AUTOMATION_TEXTS.run}
            </Button>
          )}
        </Dialog.Footer>
      </DialogShell>
    </>
  );
}

/** The records of one kind as a labelled select (the newest RUN_RECORD_OPTIONS). */
function RecordPicker({ kind, label, value, onChange, error, required }: {
  kind: RunRecordKind; label: string; value: string; onChange: (id: string) => void; error: string | null; required: boolean;
}) {
  const { viewer } = useLazyLoadQuery<RunNowDialogQuery>(recordsQuery, {
    count: RUN_RECORD_OPTIONS,
    client: kind === "client", project: kind === "project", task: kind === "task", invoice: kind === "invoice", contract: kind === "contract", file: kind === "file",
  }, { fetchPolicy: "store-and-network" });
  const records: { id: string; label: string }[] = {
    client: viewer.clients?.edges.map(({ node }) => ({ id: node.id, label: node.name })),
    project: viewer.projects?.edges.map(({ node }) => ({ id: node.id, label: node.name })),
    task: viewer.tasks?.edges.map(({ node }) => ({ id: node.id, label: node.title })),
    invoice: viewer.invoices?.edges.map(({ node }) => ({ id: node.id, label: `${node.invoiceNumber} · ${node.client.name}` })),
    contract: viewer.contracts?.edges.map(({ node }) => ({ id: node.id, label: node.title || node.contractNumber })),
    file: viewer.files?.edges.map(({ node }) => ({ id: node.id, label: node.originalName || node.name })),
  }[kind] ?? [];
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label fontSize="sm" fontWeight="medium">
        {AUTOMATION_TEXTS.runRecord(label)}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid="run-record">
          <option value="">{AUTOMATION_TEXTS.runSelectRecord(label)}</option>
          {records.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {records.length === 0 ? <Field.HelperText>{AUTOMATION_TEXTS.runNoRecords(label)}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A started run as it goes: its status, each step's status, then its end (success, or failed with the reason). */
function RunProgress({ execution }: { execution: ExecutionRow_execution$key }) {
  const run = useFragment(rowFragment, execution);
  const statusId = useId();
  const ended = hasEnded(run.status);
  return (
    <Stack gap="3" data-testid="run-progress" data-status={run.status}>
      <Flex align="center" gap="2" role="status" aria-live="polite" id={statusId}>
        {ended ? null : <Spinner size="sm" color="brand.fg" />}
        <Badge size="sm" variant="subtle" colorPalette={executionStatusColor(run.status)} data-testid="run-status">
          {run.status}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {run.status === "running" ? AUTOMATION_TEXTS.runRunning : run.status === "waiting" ? AUTOMATION_TEXTS.runWaiting(waitingUntil(run.results)) : null}
        </Text>
      </Flex>
      {run.status === "success" ? (
        <Alert.Root status="success" variant="subtle" borderRadius="lg" size="sm" data-testid="run-outcome">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{AUTOMATION_TEXTS.runSucceeded}</Alert.Title>
        </Alert.Root>
      ) : run.status === "failed" || run.status === "skipped" ? (
        <Alert.Root status={run.status === "failed" ? "error" : "warning"} variant="subtle" borderRadius="lg" size="sm" data-testid="run-outcome">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium" wordBreak="break-word">
            {runReason(run)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {run.results.length > 0 ? (
        <Stack as="ol" gap="1.5" listStyleType="none" aria-label={AUTOMATION_TEXTS.steps}>
          {run.results.map((step) => (
            <Flex as="li" key={step.step} align="center" gap="2" fontSize="sm" data-testid="run-step" data-status={step.status}>
              <Text flex="1" minW="0" truncate>
                {step.step + 1}. {step.label}
              </Text>
              <Badge size="sm" variant="subtle" colorPalette={executionStatusColor(step.status)}>
                {step.status}
              </Badge>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <Box fontSize="xs" color="fg.subtle">
        {formatMoment(run.startedAt)}
        {run.executionTime != null ? ` · ${run.executionTime}ms` : ""}
      </Box>
    </Stack>
  );
}

/** When a waiting run continues, from its waiting step's summary (the engine says it there). */
function waitingUntil(results: readonly { status: string; summary: string }[]): string {
  const waiting = results.find((s) => s.status === "waiting");
  return waiting ? waiting.summary.replace(/^Waiting\s*/i, "") || "later" : "later";
}

/**
 * Says a started run's end once: 'Workflow executed successfully' for a success, 'Failed to execute workflow' with the
 * failing step's reason for a failure, 'Workflow run skipped' with the reason; nothing while it runs or waits.
 */
function RunWatcher({ execution, onEnded }: { execution: RunKey; onEnded: () => void }) {
  const run = useFragment(rowFragment, execution);
  const said = useRef(false);
  useEffect(() => {
    if (said.current || !hasEnded(run.status)) return;
    said.current = true;
    const { status } = run;
    const reason = runReason(run);
    // after React's commit: the toaster renders synchronously
    queueMicrotask(() => {
      if (status === "success") toast.success({ title: AUTOMATION_TEXTS.executed });
      else if (status === "failed") toast.error({ title: "Error", description: `${AUTOMATION_TEXTS.executeFailed}: ${reason}` });
      else toast.success({ title: AUTOMATION_TEXTS.runSkipped, description: reason });
      onEnded();
    });
  }, [run, onEnded]);
  return null;
}
