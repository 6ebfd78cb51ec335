import { SimpleGrid, Stack } from "@chakra-ui/react";
import * as yup from "yup";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { fileSchema } from "@common/file";
import { NONE } from "@common/validation";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog } from "../../components/FormDialog";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormField, TextareaField } from "../../components/FormField";
import { ClientFollowsProject, RecordSelectField, useRecordOptions } from "../../components/RecordSelects";
import { changedFields } from "../../lib/changedFields";
import { FILE_TEXTS, OPTIONS_LIMIT } from "./texts";
import { useUpdateFileMutation } from "./useUpdateFileMutation";
import type { FileForm_file$key } from "./__generated__/FileForm_file.graphql";
import type { FileFormOptionsQuery } from "./__generated__/FileFormOptionsQuery.graphql";
import type { UpdateFileInput } from "./__generated__/useUpdateFileMutation.graphql";

const fileFragment = graphql`
  fragment FileForm_file on File {
    id
    name
    description
    client {
      id
    }
    project {
      id
    }
    updatedAt
  }
`;

/** The clients and projects the selects offer, loaded when the form first opens (not with the grid). */
const optionsQuery = graphql`
  query FileFormOptionsQuery($optionCount: Int!) {
    viewer {
      id
      ...RecordSelects_options @arguments(optionCount: $optionCount)
    }
  }
`;

export interface FileFormValues {
  name: string;
  description: string;
  /** A client's or project's global id, or NONE. */
  clientId: string;
  projectId: string;
}

/**
 * The shared file schema, with the server's messages. The client and project selects hold Relay global ids (or
 * 'none') rather than UUIDs, so those two are plain strings here; the server checks them.
 */
const fileFormSchema = fileSchema.shape({ clientId: yup.string(), projectId: yup.string() });

/** The update's fields: an emptied description and 'none' links are cleared (null). */
export function fileUpdateInput(id: string, values: FileFormValues): UpdateFileInput {
  const description = values.description.trim();
  return {
    id,
    name: values.name.trim(),
    description: description === "" ? null : description,
    clientId: values.clientId && values.clientId !== NONE ? values.clientId : null,
    projectId: values.projectId && values.projectId !== NONE ? values.projectId : null,
  };
}

interface FileFormProps extends DialogOpenProps {
  /** The file whose details are edited. */
  file: FileForm_file$key;
}

/** Edit Details: the file's name, description, client and project; only the changed fields are sent. */
export function FileForm({ open, onOpenChange, file }: FileFormProps) {
  const data = useFragment(fileFragment, file);
  const { viewer } = useLazyLoadQuery<FileFormOptionsQuery>(optionsQuery, { optionCount: OPTIONS_LIMIT }, { fetchPolicy: "store-and-network" });
  const [update] = useUpdateFileMutation();
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const { clients, projects } = useRecordOptions(viewer);
  const initialValues: FileFormValues = {
    name: data.name,
    description: data.description ?? "",
    clientId: data.client?.id ?? NONE,
    projectId: data.project?.id ?? NONE,
  };

  const submit = (values: FileFormValues) =>
    update({ id: data.id, unchangedSince: openedVersion, ...changedFields(fileUpdateInput(data.id, values), fileUpdateInput(data.id, initialValues)) });

  return (
    <FormDialog<FileFormValues>
      key={data.id}
      open={open}
      onOpenChange={onOpenChange}
      title={FILE_TEXTS.editTitle}
      description={FILE_TEXTS.editDescription}
      testId="file-form"
      initialFocus="name"
      initialValues={initialValues}
      validationSchema={fileFormSchema}
      onSubmit={submit}
      submitLabel={FILE_TEXTS.submitUpdate}
    >
      <ClientFollowsProject projects={projects} />
      <Stack gap="4">
        <FormField name="name" label="Name" required autoComplete="off" />
        <TextareaField
          name="description"
          label="Description"
          textareaProps={{ rows: 3, placeholder: "What is this file?", autoresize: true, maxH: "40" }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <RecordSelectField name="clientId" label="Client" noneLabel={FILE_TEXTS.noClient} records={clients} />
          <RecordSelectField name="projectId" label="Project" noneLabel={FILE_TEXTS.noProject} records={projects} />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}


