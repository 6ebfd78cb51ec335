import type { ReactNode } from "react";
import { Checkbox, Grid, GridItem, Stack, Text } from "@chakra-ui/react";
import { useField } from "formik";
import { graphql, useFragment } from "react-relay/hooks";
import { CLIENT_STATUSES, CLIENT_STATUS_LABELS, clientFormValues, clientPayload, clientSchema, emptyClientForm, type ClientFormValues } from "@common/client";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormDialog, recordFormTexts, type ListFormDialogProps } from "../../components/FormDialog";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { changedFields } from "../../lib/changedFields";
import { CLIENT_TEXTS } from "./texts";
import { useCreateClientMutation } from "./useCreateClientMutation";
import { useUpdateClientMutation } from "./useUpdateClientMutation";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";

const fragment = graphql`
  fragment ClientForm_client on Client {
    id
    name
    email
    phone
    company
    address
    notes
    status
    website
    linkedinUrl
    twitterUsername
    facebookUsername
    instagramUsername
    tiktokUsername
    youtubeChannel
    excludeFromReminders
    updatedAt
  }
`;

interface ClientFormProps extends ListFormDialogProps {
  /** The client to edit; null to add one. */
  client: ClientForm_client$key | null;
  /** A new client's quick form (the command palette's Create client): name, company and e-mail only. */
  quick?: boolean;
}

/**
 * The Add Client / Edit Client dialog, with the shared client schema: the browser shows the server's messages. `quick`:
 * a new client's name, company and e-mail, the rest left to their defaults.
 */
export function ClientForm({ open, onOpenChange, client, connectionId, quick = false }: ClientFormProps) {
  const data = useFragment(fragment, client);
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const [create] = useCreateClientMutation();
  const [update] = useUpdateClientMutation();
  const editing = data != null;
  const initialValues = data ? clientFormValues(data) : emptyClientForm;

  const submit = (values: ClientFormValues) =>
    data
      ? update({ id: data.id, unchangedSince: openedVersion, ...changedFields(clientPayload(values), clientPayload(initialValues)) })
      : create(clientPayload(values), connectionId);

  return (
    <FormDialog<ClientFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(CLIENT_TEXTS, editing)}
      testId="client-form"
      initialFocus="name"
      initialValues={initialValues}
      validationSchema={clientSchema}
      onSubmit={submit}
    >
      {quick ? (
        <Stack gap="4">
          <FormField name="name" label="Name" required autoComplete="off" placeholder="Jane Cooper" />
          <FormField name="company" label="Company" autoComplete="off" placeholder="Acme Studio" />
          <FormField name="email" label="Email" type="email" autoComplete="off" placeholder="jane@acme.com" />
        </Stack>
      ) : (
        <Stack gap="6">
          <Section title="Details">
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <FormField name="name" label="Name" required autoComplete="off" placeholder="Jane Cooper" />
            </GridItem>
            <FormField name="company" label="Company" autoComplete="off" placeholder="Acme Studio" />
            <EnumSelectField name="status" label="Status" values={CLIENT_STATUSES} labels={CLIENT_STATUS_LABELS} />
            <FormField name="email" label="Email" type="email" autoComplete="off" placeholder="jane@acme.com" />
            <FormField name="phone" label="Phone" type="tel" autoComplete="off" placeholder="+1 555 010 0100" />
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <FormField name="address" label="Address" autoComplete="off" placeholder="Street, city, country" />
            </GridItem>
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <TextareaField
                name="notes"
                label="Notes"
                textareaProps={{ placeholder: "Anything worth remembering about this client", rows: 3, autoresize: true }}
              />
            </GridItem>
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <ExcludeFromReminders />
            </GridItem>
          </Section>

          <Section title="Online presence">
            <FormField name="website" label="Website" type="url" inputMode="url" placeholder="https://acme.com" />
            <FormField name="linkedinUrl" label="LinkedIn URL" type="url" inputMode="url" placeholder="https://linkedin.com/in/jane" />
            <FormField name="twitterUsername" label="Twitter username" placeholder="@username" />
            <FormField name="facebookUsername" label="Facebook username" placeholder="username" />
            <FormField name="instagramUsername" label="Instagram username" placeholder="@username" />
            <FormField name="tiktokUsername" label="TikTok username" placeholder="@username" />
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <FormField name="youtubeChannel" label="YouTube channel" placeholder="@channel or https://youtube.com/@channel" />
            </GridItem>
          </Section>
        </Stack>
      )}
    </FormDialog>
  );
}

/** "No payment reminders": the workspace's reminders pass over this client's invoices. */
function ExcludeFromReminders() {
  const [field, , helpers] = useField<boolean>("excludeFromReminders");
  return (
    <Stack gap="1">
      <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} size="sm" data-testid="exclude-from-reminders">
        <Checkbox.HiddenInput name="excludeFromReminders" />
        <Checkbox.Control />
        <Checkbox.Label fontSize="sm" fontWeight="medium">
          {CLIENT_TEXTS.excludeFromReminders}
        </Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="xs" color="fg.muted">{CLIENT_TEXTS.excludeFromRemindersHelp}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3" border="0" m="0" p="0" minW="0">
      <Text as="legend" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="3">
        {title}
      </Text>
      <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}
