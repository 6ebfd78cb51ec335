import { Input, InputGroup, SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import {
  PRIORITIES,
  PRIORITY_LABELS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  emptyProjectForm,
  projectFormValues,
  projectPayload,
  projectSchema,
  type ProjectFormValues,
} from "@common/project";
import { requiredText } from "@common/validation";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormDialog, recordFormTexts, type ListFormDialogProps } from "../../components/FormDialog";
import { NoClientsAlert } from "../../components/NoClientsAlert";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { changedFields } from "../../lib/changedFields";
import { PROJECT_TEXTS } from "./texts";
import { useCreateProjectMutation } from "./useCreateProjectMutation";
import { useUpdateProjectMutation } from "./useUpdateProjectMutation";
import type { CreateProjectInput } from "./__generated__/useCreateProjectMutation.graphql";
import type { UpdateProjectInput } from "./__generated__/useUpdateProjectMutation.graphql";
import type { ProjectForm_project$key } from "./__generated__/ProjectForm_project.graphql";
import type { ProjectForm_viewer$key } from "./__generated__/ProjectForm_viewer.graphql";

/**
 * The shared project schema, with the same messages as the server. The form's client select holds the client's
 * Relay global id rather than its UUID, so only that field is checked as "chosen" here; the server checks that it is
 * one of the viewer's clients.
 */
const projectFormSchema = projectSchema.shape({ clientId: requiredText("Client is required") });

const projectFragment = graphql`
  fragment ProjectForm_project on Project {
    id
    name
    description
    status
    priority
    startDate
    dueDate
    budget
    progress
    updatedAt
    client {
      id
    }
  }
`;

const viewerFragment = graphql`
  fragment ProjectForm_viewer on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    clients(first: $optionCount) {
      edges {
        node {
          id
          name
          company
        }
      }
    }
  }
`;

/** The GraphQL input for a new project: empty dates and budget omitted, budget as a decimal string. */
function createProjectInput(values: ProjectFormValues): CreateProjectInput {
  const { budget, ...rest } = projectPayload({ ...values, progress: Number(values.progress) || 0 });
  return { ...rest, ...(budget !== undefined ? { budget: values.budget.trim() } : {}) };
}

/** The GraphQL input for an edit: like a new project, but emptied dates and budget are cleared (null), not kept. */
function updateProjectInput(id: string, values: ProjectFormValues): UpdateProjectInput {
  const input = createProjectInput(values);
  return { id, ...input, startDate: input.startDate ?? null, dueDate: input.dueDate ?? null, budget: input.budget ?? null };
}

interface ProjectFormProps extends ListFormDialogProps {
  /** A new record's client (and project) chosen beforehand (a client hub's quick action). */
  preset?: { clientId?: string; projectId?: string };
  viewer: ProjectForm_viewer$key;
  /** The project to edit; null to create one. */
  project: ProjectForm_project$key | null;
}

/** The Create Project / Edit Project dialog, with the shared project schema: the browser shows the server's messages. */
export function ProjectForm({ open, onOpenChange, viewer, project, connectionId, preset }: ProjectFormProps) {
  const data = useFragment(projectFragment, project);
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const { clients } = useFragment(viewerFragment, viewer);
  const [create] = useCreateProjectMutation();
  const [update] = useUpdateProjectMutation();
  const editing = data != null;
  const clientOptions = clients.edges.map((e) => e.node);
  const initialValues = data ? projectFormValues({ ...data, clientId: data.client.id }) : { ...emptyProjectForm, ...(preset?.clientId ? { clientId: preset.clientId } : {}) };

  const submit = (values: ProjectFormValues) =>
    data
      ? update({
          id: data.id,
          unchangedSince: openedVersion,
          ...changedFields(updateProjectInput(data.id, values), updateProjectInput(data.id, initialValues)),
        })
      : create(createProjectInput(values), connectionId);

  return (
    <FormDialog<ProjectFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(PROJECT_TEXTS, editing)}
      testId="project-form"
      initialFocus="name"
      initialValues={initialValues}
      validationSchema={projectFormSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        <FormField name="name" label="Name" required placeholder="Website redesign" autoComplete="off" />
        {clientOptions.length === 0 && !editing ? <NoClientsAlert title={PROJECT_TEXTS.noClients} linkText={PROJECT_TEXTS.addClient} onFollow={() => onOpenChange(false)} /> : null}
        <SelectField name="clientId" label="Client" required placeholder="Select a client">
          {clientOptions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.company && c.company !== c.name ? `${c.name} (${c.company})` : c.name}
            </option>
          ))}
        </SelectField>
        <TextareaField
          name="description"
          label="Description"
          textareaProps={{ rows: 3, placeholder: "What is this project about?", autoresize: true, maxH: "40" }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <EnumSelectField name="status" label="Status" values={PROJECT_STATUSES} labels={PROJECT_STATUS_LABELS} />
          <EnumSelectField name="priority" label="Priority" values={PRIORITIES} labels={PRIORITY_LABELS} />
          <FormField name="startDate" label="Start date" type="date" />
          <FormField name="dueDate" label="Due date" type="date" />
          <NumberField name="budget" label="Budget" startElement="$" placeholder="0.00" />
          <FormField
            name="progress"
            label="Progress"
            render={(field) => (
              <InputGroup endElement="%">
                <Input {...field} type="number" min={0} max={100} step={1} inputMode="numeric" />
              </InputGroup>
            )}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
