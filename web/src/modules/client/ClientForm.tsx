import { useRef, type ReactNode } from "react";
import { Alert, Button, CloseButton, Dialog, Grid, GridItem, Portal, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { graphql, useFragment } from "react-relay";
import { CLIENT_STATUSES, clientSchema, type ClientInput } from "@common/client";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import type { MutationOutcome } from "../../relay/mutationResult";
import { CLIENT_STATUS_LABELS } from "./format";
import { useCreateClientMutation } from "./useCreateClientMutation";
import { useUpdateClientMutation } from "./useUpdateClientMutation";
import type { ClientForm_client$data, ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";
import { changedFields } from "../../lib/changedFields";

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
  }
`;

/** Every field of the form is a string while editing; the shared schema trims them and turns "" into null. */
export type ClientFormValues = { [K in keyof ClientInput]-?: string };

const EMPTY_VALUES: ClientFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  address: "",
  notes: "",
  status: "active",
  website: "",
  linkedinUrl: "",
  twitterUsername: "",
  facebookUsername: "",
  instagramUsername: "",
  tiktokUsername: "",
  youtubeChannel: "",
};

function valuesFrom(client: ClientForm_client$data | null | undefined): ClientFormValues {
  if (!client) return EMPTY_VALUES;
  const values = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof ClientFormValues)[]) values[key] = client[key] ?? EMPTY_VALUES[key];
  return values;
}

/** The values as sent to the server: trimmed, empty ones as null (the same cast the server applies). */
export function toClientInput(values: ClientFormValues): ClientInput {
  return clientSchema.cast(values, { stripUnknown: true }) as ClientInput;
}

interface ClientFormProps {
  open: boolean;
  /** The client to edit; absent or null to add a new one. */
  client?: ClientForm_client$key | null;
  /** The clients connection a new client is prepended to. */
  connectionId?: string | null;
  onClose: () => void;
}

/**
 * The Add Client / Edit Client dialog (spec §2, §5): Formik with the shared `clientSchema`, so the browser shows
 * the same messages as the server; a server ValidationError lands on the same fields. The dialog traps focus,
 * closes with Escape or Cancel, and is unmounted when closed so it always opens fresh.
 */
export function ClientForm({ open, client, connectionId, onClose }: ClientFormProps) {
  const data = useFragment(fragment, client ?? null);
  const [createClient] = useCreateClientMutation();
  const [updateClient] = useUpdateClientMutation();
  const editing = data != null;
  const title = editing ? "Edit Client" : "Add Client";
  const contentRef = useRef<HTMLDivElement>(null);

  const submit = async (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>) => {
    helpers.setStatus(undefined);
    const input = toClientInput(values);
    const outcome: MutationOutcome = data
      ? await updateClient(data.id, changedFields(input, toClientInput(valuesFrom(data))))
      : await createClient(input, { connectionId });
    if (outcome.ok) {
      onClose();
    } else if (outcome.validationMessage !== undefined) {
      const known = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([field]) => field in EMPTY_VALUES));
      helpers.setErrors(known);
      if (Object.keys(known).length === 0) helpers.setStatus(outcome.validationMessage);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
      initialFocusEl={() => contentRef.current?.querySelector<HTMLElement>("input[name='name']") ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} borderRadius="xl" mx={{ base: "3", sm: "auto" }}>
            <Formik<ClientFormValues> initialValues={valuesFrom(data)} validationSchema={clientSchema} onSubmit={submit}>
              {({ isSubmitting, status }) => (
                <Form noValidate aria-label={title} style={{ display: "contents" }}>
                  <Dialog.Header borderBottomWidth="1px" borderColor="border.muted" pb="4">
                    <Stack gap="1">
                      <Dialog.Title fontSize="lg" fontWeight="semibold">
                        {title}
                      </Dialog.Title>
                      <Dialog.Description fontSize="sm" color="fg.muted">
                        {editing ? "Update this client's details." : "Add a client to keep their details and links in one place."}
                      </Dialog.Description>
                    </Stack>
                  </Dialog.Header>

                  <Dialog.Body py="5">
                    <Stack gap="6">
                      {typeof status === "string" && status ? (
                        <Alert.Root status="error" variant="subtle" borderRadius="lg" size="sm" data-testid="form-error">
                          <Alert.Indicator />
                          <Alert.Title fontWeight="medium">{status}</Alert.Title>
                        </Alert.Root>
                      ) : null}

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
                  </Dialog.Body>

                  <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" colorPalette="gray" type="button">
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Saving...">
                      {editing ? "Save Changes" : "Create Client"}
                    </Button>
                  </Dialog.Footer>

                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" colorPalette="gray" aria-label="Close" />
                  </Dialog.CloseTrigger>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
