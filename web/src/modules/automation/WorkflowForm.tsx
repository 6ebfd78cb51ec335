import { useEffect, useMemo, useState } from "react";
import { Alert, Box, Button, Dialog, Field, Flex, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { FieldArray, Form, Formik, getIn, useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from "formik";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import {
  NOTIFICATION_LEVELS,
  PLACEHOLDERS,
  STATUS_ENTITIES,
  WORKFLOW_ACTION_TYPES,
  WORKFLOW_TRIGGERS,
  type WorkflowActionType,
} from "@common/automation";
import { WAIT_MODES } from "./workflowForm";
import { ACTION_LABELS, spaced } from "@common/automation-display";
import { dateFieldsOfTrigger, fieldsOfTrigger, triggerLabel } from "@common/automation-conditions";
import { NOTE_ENTITIES, STEP_POLICY_DEFAULTS, UPDATE_FIELDS, WAIT_DEFAULT_HOUR, type UpdateFieldEntity } from "@common/automation";
import { ConditionsEditor } from "./ConditionsEditor";
import { EVENT_TYPES } from "@common/calendar";
import { PRIORITIES } from "@common/project";
import { DialogShell, type DialogOpenProps } from "../../components/DialogShell";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormField, SelectField, TextareaField } from "../../components/FormField";
import type { MutationOutcome } from "../../relay/mutationResult";
import { localId } from "./display";
import { FORM_TEXTS, TEAM_OPTIONS_LIMIT } from "./texts";
import { useCreateWorkflowMutation } from "./useCreateWorkflowMutation";
import { useCreateWorkflowFromTemplateMutation } from "./useCreateWorkflowFromTemplateMutation";
import { useUpdateWorkflowMutation } from "./useUpdateWorkflowMutation";
import {
  actionValues, emptyWorkflowForm, statusesOf, templateFormValues, validateWorkflowForm, workflowFormValues, workflowInput, type WorkflowFormValues,
} from "./workflowForm";
import type { WorkflowForm_workflow$key } from "./__generated__/WorkflowForm_workflow.graphql";
import type { WorkflowFormQuery } from "./__generated__/WorkflowFormQuery.graphql";

const fragment = graphql`
  fragment WorkflowForm_workflow on Workflow {
    id
    updatedAt
    name
    description
    trigger
    conditions {
      all {
        field
        op
        value
      }
      changedField
      changedTo
    }
    actions {
      type
      config {
        subject
        message
        to
        title
        description
        priority
        assignTo
        dueInDays
        entity
        status
        type
        duration
        startsInDays
        teamMemberId
        role
        target
        minutes
        hours
        days
        field
        offsetDays
        atHour
        all {
          field
          op
          value
        }
        value
        note
        endpointId
        url
      }
      policy {
        retries
        backoffSeconds
        timeoutSeconds
        onFailure
      }
    }
  }
`;

// what the dialog needs when it opens: the team members to pick, and the workflow being edited with its actions'
// settings (read here rather than by the list, whose pages would otherwise carry every action's settings)
const formQuery = graphql`
  query WorkflowFormQuery($optionCount: Int!, $id: ID!, $editing: Boolean!, $fromTemplate: Boolean!) {
    viewer {
      id
      settings {
        email {
          emailSignature
        }
      }
      automationTemplates @include(if: $fromTemplate) {
        id
        name
        description
        trigger
        actions {
          type
          config {
            subject
            message
            to
            title
            description
            priority
            assignTo
            dueInDays
            entity
            status
            type
            duration
            startsInDays
            teamMemberId
            role
            target
            minutes
            hours
            days
            field
            offsetDays
            atHour
            all {
              field
              op
              value
            }
            value
            note
            endpointId
            url
          }
          policy {
            retries
            backoffSeconds
            timeoutSeconds
            onFailure
          }
        }
      }
      teamMembers(first: $optionCount) {
        edges {
          node {
            id
            name
            role
          }
        }
      }
    }
    node(id: $id) @include(if: $editing) {
      ...WorkflowForm_workflow @alias(as: "workflow")
    }
  }
`;

/** A team member as the selects offer it: by the id an action's config stores. */
interface TeamOption {
  value: string;
  label: string;
}

interface WorkflowFormProps extends DialogOpenProps {
  /** The workflow to edit (its global id); null to create one. */
  workflowId: string | null;
  /** Use Template: the template (its id) whose workflow is reviewed here, then saved switched off. */
  templateId?: string | null;
  /** The workflows connection: a new workflow goes first in it. */
  connectionId: string;
}

/**
 * The Create New Workflow / Edit Workflow dialog: name, description, the trigger (required: 'Trigger type is
 * required') and the ordered actions (added with their type's defaults, removed, moved up or down, configured by
 * type), checked with the shared rules. A refused save keeps what was typed, the server's messages on their fields.
 */
export function WorkflowForm({ open, onOpenChange, workflowId, templateId = null, connectionId }: WorkflowFormProps) {
  const fromTemplate = workflowId === null && templateId !== null;
  const { viewer, node } = useLazyLoadQuery<WorkflowFormQuery>(formQuery,
    { optionCount: TEAM_OPTIONS_LIMIT, id: workflowId ?? "", editing: workflowId !== null, fromTemplate }, { fetchPolicy: "store-and-network" });
  const data = useFragment<WorkflowForm_workflow$key>(fragment, workflowId ? node?.workflow ?? null : null);
  const template = fromTemplate ? viewer.automationTemplates?.find((t) => t.id === templateId) ?? null : null;
  const team = useMemo<TeamOption[]>(
    () => viewer.teamMembers.edges.map(({ node }) => ({ value: localId(node.id), label: node.role ? `${node.name} (${node.role})` : node.name })),
    [viewer.teamMembers.edges],
  );
  const [create] = useCreateWorkflowMutation();
  const [createFromTemplate] = useCreateWorkflowFromTemplateMutation();
  const [update] = useUpdateWorkflowMutation();
  // the version the editor opened: a save after someone else's is refused (ConflictError), not written over theirs
  const openedVersion = useOpenedVersion(open, data);
  // read when the dialog opens (Formik mounts with it); a live refetch meanwhile does not reset what is being typed
  const initialValues = useMemo(
    () => (data ? workflowFormValues(data) : template ? templateFormValues(template) : emptyWorkflowForm()),
    [data, template],
  );

  const save = (values: WorkflowFormValues): Promise<MutationOutcome> => {
    const input = workflowInput(values);
    if (data) return update({ id: data.id, unchangedSince: openedVersion, ...input });
    // a template's workflow, as reviewed, is saved switched off (it runs once its owner turns it on) and counts the use
    if (template) return createFromTemplate({ ...input, templateId: template.id, isActive: false }, connectionId);
    return create(input, connectionId);
  };

  const submit = async (values: WorkflowFormValues, helpers: FormikHelpers<WorkflowFormValues>) => {
    helpers.setStatus(undefined);
    const outcome = await save(values);
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    const known = Object.entries(outcome.fieldErrors).filter(([field]) => field in initialValues || field.startsWith("actions"));
    let errors: FormikErrors<WorkflowFormValues> = {};
    const touched: FormikTouched<WorkflowFormValues> = {};
    for (const [field, message] of known) {
      const path = field.replace(/\[(\d+)\]/g, ".$1");
      const top = path.split(".")[0] as keyof WorkflowFormValues;
      errors = path.includes(".") ? setNested(errors, path, message) : { ...errors, [top]: message };
      (touched as Record<string, unknown>)[top] = path.includes(".") ? getIn(touched, top) ?? [] : true;
    }
    helpers.setErrors(errors);
    helpers.setTouched(touched, false);
    const message = known.length > 0 ? undefined : outcome.validationMessage ?? (outcome.errorType ? outcome.detail : undefined);
    if (message) helpers.setStatus(message);
  };

  const title = data ? FORM_TEXTS.editTitle : FORM_TEXTS.createTitle;
  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      size="xl"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => document.querySelector<HTMLInputElement>('[data-testid="workflow-form"] [name="name"]')}
      contentProps={{ "data-testid": "workflow-form", maxW: "3xl" }}
    >
      <Formik<WorkflowFormValues> initialValues={initialValues} validate={validateWorkflowForm} onSubmit={submit}>
        {({ isSubmitting, status, values, errors }) => (
          <Form noValidate aria-label={title} style={{ display: "contents" }}>
            <Dialog.Header pb="2" flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title fontSize="lg" fontWeight="semibold">
                {title}
              </Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">
                {FORM_TEXTS.description}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {template ? (
                <Alert.Root status="info" variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="template-review">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title fontWeight="medium">{FORM_TEXTS.templateReviewTitle(template.name)}</Alert.Title>
                    <Alert.Description>{FORM_TEXTS.templateReview}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              {typeof status === "string" && status ? (
                <Alert.Root status="error" variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="form-error">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="medium">{status}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Stack gap="4">
                <FormField name="name" label={FORM_TEXTS.name} required autoComplete="off" />
                <TextareaField name="description" label={FORM_TEXTS.workflowDescription} textareaProps={{ rows: 2, autoresize: true, maxH: "32" }} />
                <SelectField name="trigger" label={FORM_TEXTS.trigger} required placeholder={FORM_TEXTS.selectTrigger}>
                  {WORKFLOW_TRIGGERS.map((t) => (
                    <option key={t} value={t}>
                      {triggerLabel(t)}
                    </option>
                  ))}
                </SelectField>
                <Box as="fieldset" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" data-testid="workflow-conditions">
                  <Text as="legend" fontSize="sm" fontWeight="semibold" px="1">
                    {FORM_TEXTS.conditions}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" mb="3">
                    {FORM_TEXTS.conditionsHint}
                  </Text>
                  <ConditionsEditor name="conditions" trigger={values.trigger} addLabel={FORM_TEXTS.addCondition}
                    error={typeof errors.conditions === "string" ? errors.conditions : null} />
                </Box>
                <ActionsEditor team={team} signature={viewer.settings.email.emailSignature ?? null} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" type="button">
                  {FORM_TEXTS.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={isSubmitting} loadingText={FORM_TEXTS.saving}>
                {data ? FORM_TEXTS.submitUpdate : FORM_TEXTS.submitCreate}
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </DialogShell>
  );
}

/** Sets `message` at a dotted path of Formik's errors ('actions.0.config.subject'). */
function setNested(errors: FormikErrors<WorkflowFormValues>, path: string, message: string): FormikErrors<WorkflowFormValues> {
  const parts = path.split(".");
  const root: Record<string, unknown> = { ...errors };
  let node: Record<string, unknown> | unknown[] = root;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const container = node as Record<string, unknown>;
    if (last) container[part] = message;
    else {
      const existing = container[part];
      const next = typeof existing === "object" && existing !== null ? existing : /^\d+$/.test(parts[i + 1]) ? [] : {};
      container[part] = Array.isArray(next) ? [...next] : { ...(next as object) };
      node = container[part] as Record<string, unknown>;
    }
  });
  return root as FormikErrors<WorkflowFormValues>;
}

/** The ordered actions: each with its fields, Move up, Move down and Remove; a type select and Add Action below. */
function ActionsEditor({ team, signature }: { team: readonly TeamOption[]; signature: string | null }) {
  const { values, errors } = useFormikContext<WorkflowFormValues>();
  const [newType, setNewType] = useState<WorkflowActionType>("send_email");
  const listError = typeof errors.actions === "string" ? errors.actions : null;
  return (
    <FieldArray name="actions">
      {({ push, remove, swap }) => (
        <Box as="fieldset" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4">
          <Text as="legend" fontSize="sm" fontWeight="semibold" px="1">
            {FORM_TEXTS.actions}
          </Text>
          <Text fontSize="xs" color="fg.muted" mb="3" data-testid="placeholders-hint">
            {FORM_TEXTS.placeholdersHint} {PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}
          </Text>
          {values.actions.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" mb="3">
              {FORM_TEXTS.noActions}
            </Text>
          ) : (
            <Stack as="ol" gap="3" mb="3" listStyleType="none" aria-label={FORM_TEXTS.actions}>
              {values.actions.map((action, i) => {
                const name = `Action ${i + 1}: ${ACTION_LABELS[action.type]}`;
                return (
                  <Box as="li" key={action.key} role="group" aria-label={name} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" bg="bg.subtle" data-testid="workflow-action">
                    <Flex align="center" gap="2" mb="3">
                      <Text fontSize="sm" fontWeight="semibold" flex="1">
                        {name}
                      </Text>
                      <HStack gap="0.5">
                        <IconButton type="button" size="xs" variant="ghost" colorPalette="gray" aria-label={`${FORM_TEXTS.moveUp}: action ${i + 1}`} disabled={i === 0} onClick={() => swap(i, i - 1)}>
                          <ArrowUp />
                        </IconButton>
                        <IconButton type="button" size="xs" variant="ghost" colorPalette="gray" aria-label={`${FORM_TEXTS.moveDown}: action ${i + 1}`} disabled={i === values.actions.length - 1} onClick={() => swap(i, i + 1)}>
                          <ArrowDown />
                        </IconButton>
                        <IconButton type="button" size="xs" variant="ghost" colorPalette="red" aria-label={`${FORM_TEXTS.remove}: action ${i + 1}`} onClick={() => remove(i)}>
                          <Trash2 />
                        </IconButton>
                      </HStack>
                    </Flex>
                    <ActionFields index={i} type={action.type} team={team} trigger={values.trigger} signature={signature} />
                    <PolicyFields index={i} error={getIn(errors, `actions.${i}.policyError`) as string | undefined} />
                    {typeof getIn(errors, `actions.${i}.stepError`) === "string" ? (
                      <Text fontSize="sm" color="fg.error" mt="2" data-testid="action-error">
                        {getIn(errors, `actions.${i}.stepError`) as string}
                      </Text>
                    ) : null}
                  </Box>
                );
              })}
            </Stack>
          )}
          {listError ? (
            <Text fontSize="sm" color="fg.error" mb="3" data-testid="actions-error">
              {listError}
            </Text>
          ) : null}
          <HStack gap="2" align="center">
            <NativeSelect.Root size="sm" maxW="64">
              <NativeSelect.Field aria-label={FORM_TEXTS.actionType} value={newType} onChange={(e) => setNewType(e.currentTarget.value as WorkflowActionType)}>
                {WORKFLOW_ACTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {ACTION_LABELS[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button type="button" size="sm" variant="outline" onClick={() => push(actionValues(newType))}>
              <Plus aria-hidden="true" />
              {FORM_TEXTS.addAction}
            </Button>
          </HStack>
        </Box>
      )}
    </FieldArray>
  );
}

const options = (values: readonly string[]) =>
  values.map((v) => (
    <option key={v} value={v}>
      {spaced(v)}
    </option>
  ));

/** The fields of one action, by its type. */
function ActionFields({ index, type, team, trigger, signature }: {
  index: number; type: WorkflowActionType; team: readonly TeamOption[]; trigger: string; signature: string | null;
}) {
  const { values, setFieldValue } = useFormikContext<WorkflowFormValues>();
  const f = (key: string) => `actions.${index}.config.${key}`;
  const config = values.actions[index].config;
  const teamOptions = team.map((m) => (
    <option key={m.value} value={m.value}>
      {m.label}
    </option>
  ));
  switch (type) {
    case "send_email": {
      const toClient = config.to === "client";
      return (
        <Stack gap="3">
          <FormField name={f("subject")} label={FORM_TEXTS.subject} required autoComplete="off" />
          <TextareaField name={f("message")} label={FORM_TEXTS.message} required textareaProps={{ rows: 3 }} />
          <Box fontSize="xs" color="fg.muted" data-testid="email-signature">
            {signature ? (
              <>
                <Text>{FORM_TEXTS.signatureAdded}</Text>
                <Text whiteSpace="pre-wrap" ps="3" borderStartWidth="2px" borderColor="border.muted" mt="1">
                  {signature}
                </Text>
              </>
            ) : (
              <Text>{FORM_TEXTS.noSignature}</Text>
            )}
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root>
              <Field.Label fontSize="sm" fontWeight="medium">
                {FORM_TEXTS.to}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={toClient ? "client" : "address"} onChange={(e) => void setFieldValue(f("to"), e.currentTarget.value === "client" ? "client" : "")}>
                  <option value="client">{FORM_TEXTS.toClient}</option>
                  <option value="address">{FORM_TEXTS.toAddress}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {toClient ? null : <FormField name={f("to")} label={FORM_TEXTS.address} type="email" autoComplete="off" required />}
          </SimpleGrid>
        </Stack>
      );
    }
    case "create_task":
      return (
        <Stack gap="3">
          <FormField name={f("title")} label={FORM_TEXTS.title} required autoComplete="off" />
          <TextareaField name={f("description")} label={FORM_TEXTS.taskDescription} textareaProps={{ rows: 2 }} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <SelectField name={f("priority")} label={FORM_TEXTS.priority}>
              {options(PRIORITIES)}
            </SelectField>
            <SelectField name={f("assignTo")} label={FORM_TEXTS.assignTo}>
              <option value="self">{FORM_TEXTS.self}</option>
              {teamOptions}
            </SelectField>
            <FormField name={f("dueInDays")} label={FORM_TEXTS.dueInDays} type="number" min="0" max="365" step="1" inputMode="numeric" />
          </SimpleGrid>
        </Stack>
      );
    case "update_status":
      return <UpdateStatusFields entityName={f("entity")} statusName={f("status")} />;
    case "send_notification":
      return (
        <Stack gap="3">
          <TextareaField name={f("message")} label={FORM_TEXTS.message} required textareaProps={{ rows: 2 }} />
          <SelectField name={f("type")} label={FORM_TEXTS.notificationType}>
            {options(NOTIFICATION_LEVELS)}
          </SelectField>
        </Stack>
      );
    case "create_calendar_event":
      return (
        <Stack gap="3">
          <FormField name={f("title")} label={FORM_TEXTS.eventTitle} required autoComplete="off" />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <FormField name={f("duration")} label={FORM_TEXTS.duration} type="number" min="5" max="1440" step="5" inputMode="numeric" />
            <SelectField name={f("type")} label={FORM_TEXTS.eventType}>
              {options(EVENT_TYPES)}
            </SelectField>
            <FormField name={f("startsInDays")} label={FORM_TEXTS.startsInDays} type="number" min="0" max="365" step="1" inputMode="numeric" />
          </SimpleGrid>
        </Stack>
      );
    case "assign_team_member":
      return (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <SelectField name={f("teamMemberId")} label={FORM_TEXTS.teamMember} required placeholder={FORM_TEXTS.selectTeamMember}>
            {teamOptions}
          </SelectField>
          <FormField name={f("role")} label={FORM_TEXTS.role} autoComplete="off" />
          <SelectField name={f("target")} label={FORM_TEXTS.target}>
            {options(["project", "client"])}
          </SelectField>
        </SimpleGrid>
      );
    case "wait":
      return <WaitFields index={index} trigger={trigger} />;
    case "condition":
      return (
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted">
            {FORM_TEXTS.conditionStepHint}
          </Text>
          <ConditionsEditor name={`actions.${index}.conditions`} trigger={trigger} addLabel={FORM_TEXTS.addCondition} required
            rowLabel={`Action ${index + 1}: ${FORM_TEXTS.condition.toLowerCase()}`} />
        </Stack>
      );
    case "update_field": {
      const entity = (config.entity in UPDATE_FIELDS ? config.entity : "task") as UpdateFieldEntity;
      const fieldsOf = UPDATE_FIELDS[entity] as Record<string, readonly string[] | "text">;
      const kind = fieldsOf[config.field];
      return (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root>
            <Field.Label fontSize="sm" fontWeight="medium">
              {FORM_TEXTS.updateEntity}
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={entity} onChange={(e) => {
                const next = e.currentTarget.value as UpdateFieldEntity;
                const [field, k] = Object.entries(UPDATE_FIELDS[next] as Record<string, readonly string[] | "text">)[0];
                void setFieldValue(`actions.${index}.config`, { ...config, entity: next, field, value: Array.isArray(k) ? k[0] : "" });
              }}>
                {options(Object.keys(UPDATE_FIELDS))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="sm" fontWeight="medium">
              {FORM_TEXTS.updateField}
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={config.field} onChange={(e) => {
                const k = fieldsOf[e.currentTarget.value];
                void setFieldValue(`actions.${index}.config`, { ...config, field: e.currentTarget.value, value: Array.isArray(k) ? k[0] : "" });
              }}>
                {options(Object.keys(fieldsOf))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {Array.isArray(kind) ? (
            <SelectField name={f("value")} label={FORM_TEXTS.updateValue}>
              {options(kind)}
            </SelectField>
          ) : (
            <FormField name={f("value")} label={FORM_TEXTS.updateValue} autoComplete="off" />
          )}
        </SimpleGrid>
      );
    }
    case "add_note":
      return (
        <Stack gap="3">
          <TextareaField name={f("note")} label={FORM_TEXTS.note} required textareaProps={{ rows: 2 }} />
          <SelectField name={f("entity")} label={FORM_TEXTS.noteOn}>
            <option value="trigger">{FORM_TEXTS.noteOnTrigger}</option>
            {options(NOTE_ENTITIES)}
          </SelectField>
        </Stack>
      );
    case "send_webhook":
      return (
        <Stack gap="3">
          <FormField name={f("url")} label={FORM_TEXTS.webhookUrl} type="url" required autoComplete="off" placeholder="https://" helperText={FORM_TEXTS.webhookHint} />
          <TextareaField name={f("message")} label={FORM_TEXTS.webhookMessage} textareaProps={{ rows: 2 }} />
        </Stack>
      );
    default:
      return null;
  }
}

const PolicyDetails = chakra("details");
const PolicySummary = chakra("summary");

/** How a step is tried, folded: retries, backoff, time limit and what a failure does, the defaults stated. */
function PolicyFields({ index, error }: { index: number; error?: string }) {
  const f = (key: string) => `actions.${index}.policy.${key}`;
  return (
    <PolicyDetails mt="3" fontSize="sm" open={error ? true : undefined} data-testid="step-policy">
      <PolicySummary cursor="pointer" color="fg.muted" fontWeight="medium" _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", borderRadius: "sm" }}>
        {FORM_TEXTS.policy}
      </PolicySummary>
      <Stack gap="2" mt="2">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <FormField name={f("retries")} label={FORM_TEXTS.retries} type="number" min="0" max="10" step="1" inputMode="numeric" />
          <FormField name={f("backoffSeconds")} label={FORM_TEXTS.backoff} type="number" min="1" max="3600" step="1" inputMode="numeric" />
          <FormField name={f("timeoutSeconds")} label={FORM_TEXTS.timeout} type="number" min="1" max="900" step="1" inputMode="numeric" />
          <SelectField name={f("onFailure")} label={FORM_TEXTS.onFailure}>
            <option value="stop">{FORM_TEXTS.onFailureStop}</option>
            <option value="continue">{FORM_TEXTS.onFailureContinue}</option>
          </SelectField>
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          {FORM_TEXTS.policyDefaults(STEP_POLICY_DEFAULTS)}
        </Text>
        {error ? (
          <Text fontSize="sm" color="fg.error" data-testid="policy-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </PolicyDetails>
  );
}

/** A wait: N minutes, hours or days, or until a date field of the trigger's record plus or minus N days (at an hour). */
function WaitFields({ index, trigger }: { index: number; trigger: string }) {
  const { values, setFieldValue } = useFormikContext<WorkflowFormValues>();
  const f = (key: string) => `actions.${index}.config.${key}`;
  const config = values.actions[index].config;
  const fields = fieldsOfTrigger(trigger);
  const dates = dateFieldsOfTrigger(trigger);
  const until = config.mode === "until";
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root>
          <Field.Label fontSize="sm" fontWeight="medium">
            {FORM_TEXTS.waitFor}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={config.mode} onChange={(e) => void setFieldValue(f("mode"), e.currentTarget.value)}>
              {WAIT_MODES.map((m) => (
                <option key={m} value={m} disabled={m === "until" && dates.length === 0}>
                  {FORM_TEXTS.waitModes[m]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {until ? (
          <>
            <SelectField name={f("field")} label={FORM_TEXTS.waitField} required placeholder={FORM_TEXTS.chooseField}>
              {dates.map((d) => (
                <option key={d} value={d}>
                  {fields[d]?.label ?? d}
                </option>
              ))}
            </SelectField>
            <FormField name={f("offsetDays")} label={FORM_TEXTS.waitOffset} type="number" step="1" inputMode="numeric" />
          </>
        ) : (
          <FormField name={f("amount")} label={FORM_TEXTS.waitAmount} type="number" min="1" step="1" inputMode="numeric" required />
        )}
        {until || config.mode === "days" ? (
          <FormField name={f("atHour")} label={FORM_TEXTS.waitAtHour} type="number" min="0" max="23" step="1" inputMode="numeric" placeholder={String(WAIT_DEFAULT_HOUR)} />
        ) : null}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {FORM_TEXTS.waitHint(WAIT_DEFAULT_HOUR)}
      </Text>
    </Stack>
  );
}

/**
 * An update_status action's record type and status: choosing another record type moves the status to that type's
 * first one when the type has no such status.
 */
function UpdateStatusFields({ entityName, statusName }: { entityName: string; statusName: string }) {
  const { values, setFieldValue } = useFormikContext<WorkflowFormValues>();
  const entity = getIn(values, entityName) as string;
  const status = getIn(values, statusName) as string;
  const allowed = statusesOf(entity);
  useEffect(() => {
    if (!allowed.includes(status)) void setFieldValue(statusName, allowed[0]);
  }, [allowed, status, statusName, setFieldValue]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <SelectField name={entityName} label={FORM_TEXTS.entity}>
        {options(Object.keys(STATUS_ENTITIES))}
      </SelectField>
      <SelectField name={statusName} label={FORM_TEXTS.status}>
        {options(allowed)}
      </SelectField>
    </SimpleGrid>
  );
}
