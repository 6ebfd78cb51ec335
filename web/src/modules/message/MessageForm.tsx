import { useEffect, useRef } from "react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import * as yup from "yup";
import { graphql, useFragment } from "react-relay/hooks";
import { emptyMessageForm, messageFormSchema, messagePayload, type MessageFormValues } from "@common/message";
import { NONE } from "@common/validation";
import { FormDialog, type ListFormDialogProps } from "../../components/FormDialog";
import { FormField, TextareaField } from "../../components/FormField";
import { RecordSelectField, useRecordOptions } from "../../components/RecordSelects";
import { MESSAGE_TEXTS } from "./texts";
import { useCreateMessageMutation } from "./useCreateMessageMutation";
import type { MessageForm_viewer$key } from "./__generated__/MessageForm_viewer.graphql";

/**
 * The shared compose schema, with the same messages as the server ('Please fill in subject and content', 'Please
 * enter a valid email address'). The client and project selects hold Relay global ids (or 'none') rather than UUIDs,
 * so those two are plain strings here; the server checks them.
 */
const composeSchema = messageFormSchema.shape({ clientId: yup.string(), projectId: yup.string() });

const viewerFragment = graphql`
  fragment MessageForm_viewer on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    ...RecordSelects_options @arguments(optionCount: $optionCount)
  }
`;

type ProjectOption = ReturnType<typeof useRecordOptions>["projects"][number];

interface MessageFormProps extends ListFormDialogProps {
  /** A new record's client (and project) chosen beforehand (a client hub's quick action). */
  preset?: { clientId?: string; projectId?: string };
  viewer: MessageForm_viewer$key;
}

/**
 * The compose dialog: subject, message, an optional contact (name and e-mail; with an e-mail the message is e-mailed
 * to the contact, the name defaulting to 'Contact'), and optionally a client and one of that client's projects.
 */
export function MessageForm({ open, onOpenChange, viewer, connectionId, preset }: MessageFormProps) {
  const lists = useFragment(viewerFragment, viewer);
  const [create] = useCreateMessageMutation();
  const { clients, projects } = useRecordOptions(lists);

  return (
    <FormDialog<MessageFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGE_TEXTS.composeTitle}
      description={MESSAGE_TEXTS.composeDescription}
      testId="message-form"
      initialFocus="subject"
      initialValues={{ ...emptyMessageForm, ...preset }}
      validationSchema={composeSchema}
      onSubmit={(values) => create(messagePayload(values), connectionId)}
      submitLabel={MESSAGE_TEXTS.submitCompose}
    >
      <ClientAndProjectAgree projects={projects} />
      <Stack gap="4">
        <FormField name="subject" label="Subject" required autoComplete="off" placeholder="Project kickoff next week" />
        <TextareaField
          name="content"
          label="Message"
          required
          textareaProps={{ rows: 5, placeholder: "Write your message...", autoresize: true, maxH: "60" }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField name="contactName" label="Contact name" autoComplete="off" placeholder="Contact" />
          <FormField
            name="contactEmail"
            label="Contact email"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="jane@acme.com"
            helperText="The message is e-mailed to this address"
          />
          <RecordSelectField name="clientId" label="Client" noneLabel={MESSAGE_TEXTS.noClient} records={clients} />
          <ProjectSelect projects={projects} />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** The projects of the chosen client (all of them while no client is chosen). */
function ProjectSelect({ projects }: { projects: readonly ProjectOption[] }) {
  const { values } = useFormikContext<MessageFormValues>();
  const clientId = values.clientId ?? NONE;
  const offered = clientId === NONE ? projects : projects.filter((p) => p.client.id === clientId);
  return <RecordSelectField name="projectId" label="Project" noneLabel={MESSAGE_TEXTS.noProject} records={offered} />;
}

/**
 * Keeps the client and the project in agreement (the server refuses a project of another client): choosing a project
 * sets its client; choosing another client clears a project that is not theirs.
 */
function ClientAndProjectAgree({ projects }: { projects: readonly ProjectOption[] }) {
  const { values, setFieldValue } = useFormikContext<MessageFormValues>();
  const previous = useRef({ clientId: values.clientId, projectId: values.projectId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { clientId: values.clientId, projectId: values.projectId };
    const project = projects.find((p) => p.id === values.projectId);
    if (values.projectId !== before.projectId && project && project.client.id !== values.clientId) {
      void setFieldValue("clientId", project.client.id);
    } else if (values.clientId !== before.clientId && project && project.client.id !== values.clientId) {
      void setFieldValue("projectId", NONE);
    }
  }, [values.clientId, values.projectId, projects, setFieldValue]);
  return null;
}
