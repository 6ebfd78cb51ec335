import { SimpleGrid, Stack } from "@chakra-ui/react";
import * as yup from "yup";
import { graphql, useFragment } from "react-relay/hooks";
import { PRIORITIES, PRIORITY_LABELS } from "@common/project";
import {
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  emptyTaskForm,
  taskFormValues,
  taskPayload,
  taskSchema,
  type TaskFormValues,
} from "@common/task";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormDialog, recordFormTexts, type ListFormDialogProps } from "../../components/FormDialog";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { ClientFollowsProject, RecordSelectField, useRecordOptions } from "../../components/RecordSelects";
import { changedFields } from "../../lib/changedFields";
import { TASK_TEXTS } from "./texts";
import { useCreateTaskMutation } from "./useCreateTaskMutation";
import { useUpdateTaskMutation } from "./useUpdateTaskMutation";
import type { CreateTaskInput } from "./__generated__/useCreateTaskMutation.graphql";
import type { UpdateTaskInput } from "./__generated__/useUpdateTaskMutation.graphql";
import type { TaskForm_task$key } from "./__generated__/TaskForm_task.graphql";
import type { TaskForm_viewer$key } from "./__generated__/TaskForm_viewer.graphql";

/**
 * The shared task schema, with the same messages as the server. The project, client and assignee selects hold Relay
 * global ids (or 'none') rather than UUIDs, so those three are plain strings here; the server checks them.
 */
const taskFormSchema = taskSchema.shape({ projectId: yup.string(), clientId: yup.string(), assigneeId: yup.string() });

const taskFragment = graphql`
  fragment TaskForm_task on Task {
    id
    title
    description
    status
    priority
    dueDate
    estimatedHours
    updatedAt
    project {
      id
    }
    client {
      id
    }
    assignee {
      id
    }
  }
`;

const viewerFragment = graphql`
  fragment TaskForm_viewer on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    ...RecordSelects_options @arguments(optionCount: $optionCount)
    teamMembers(first: $optionCount) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** The form's values as the common payload helper reads them (a number input may hand Formik a number). */
const normalized = (values: TaskFormValues): TaskFormValues => ({
  ...values,
  estimatedHours: values.estimatedHours == null ? "" : String(values.estimatedHours),
  dueDate: values.dueDate ?? "",
});

/**
 * The GraphQL input for a new task: 'none' project / client / assignee omitted, dueDate as a full ISO timestamp (00:00 UTC of
 * the picked day, which the API reads as that day), estimatedHours as an integer, empty ones omitted.
 */
function createTaskInput(values: TaskFormValues): CreateTaskInput {
  return taskPayload(normalized(values));
}

/** The GraphQL input for an edit: like a new task, but 'none' and emptied fields are cleared (null), not kept. */
export function updateTaskInput(id: string, values: TaskFormValues): UpdateTaskInput {
  const input = createTaskInput(values);
  return {
    id,
    ...input,
    projectId: input.projectId ?? null,
    clientId: input.clientId ?? null,
    assigneeId: input.assigneeId ?? null,
    dueDate: input.dueDate ?? null,
    estimatedHours: input.estimatedHours ?? null,
  };
}

interface TaskFormProps extends ListFormDialogProps {
  /** A new record's client (and project) chosen beforehand (a client hub's quick action). */
  preset?: { clientId?: string; projectId?: string };
  viewer: TaskForm_viewer$key;
  /** The task to edit; null to create one. */
  task: TaskForm_task$key | null;
}

/** The Create Task / Edit Task dialog, with the shared task schema: the browser shows the server's messages. */
export function TaskForm({ open, onOpenChange, viewer, task, connectionId, preset }: TaskFormProps) {
  const data = useFragment(taskFragment, task);
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const lists = useFragment(viewerFragment, viewer);
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();
  const editing = data != null;
  const { clients, projects } = useRecordOptions(lists);
  const teamMembers = lists.teamMembers.edges.map((e) => e.node);
  const initialValues = data
    ? taskFormValues({ ...data, projectId: data.project?.id, clientId: data.client?.id, assigneeId: data.assignee?.id })
    : { ...emptyTaskForm, ...preset };

  const submit = (values: TaskFormValues) => {
    if (!data) return create(createTaskInput(values), connectionId);
    const edit = (v: TaskFormValues) => updateTaskInput(data.id, v);
    return update({ id: data.id, unchangedSince: openedVersion, ...changedFields(edit(values), edit(initialValues)) });
  };

  return (
    <FormDialog<TaskFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(TASK_TEXTS, editing)}
      testId="task-form"
      initialFocus="title"
      initialValues={initialValues}
      validationSchema={taskFormSchema}
      onSubmit={submit}
    >
      <ClientFollowsProject projects={projects} />
      <Stack gap="4">
        <FormField name="title" label="Title" required placeholder="Send the first draft" autoComplete="off" />
        <TextareaField
          name="description"
          label="Description"
          textareaProps={{ rows: 3, placeholder: "Details, links, acceptance criteria...", autoresize: true, maxH: "40" }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <EnumSelectField name="status" label="Status" values={TASK_STATUSES} labels={TASK_STATUS_LABELS} />
          <EnumSelectField name="priority" label="Priority" values={PRIORITIES} labels={PRIORITY_LABELS} />
          <RecordSelectField name="projectId" label="Project" noneLabel={TASK_TEXTS.noProject} records={projects} />
          <RecordSelectField name="clientId" label="Client" noneLabel={TASK_TEXTS.noClient} records={clients} />
          <RecordSelectField name="assigneeId" label="Assignee" noneLabel={TASK_TEXTS.unassigned} records={teamMembers} />
          <FormField name="dueDate" label="Due date" type="date" />
          <FormField name="estimatedHours" label="Estimated hours" type="number" min={0} step={1} inputMode="numeric" placeholder="0" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
