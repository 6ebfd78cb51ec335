import { useMemo } from "react";
import { Box, Button, Checkbox, Flex, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from "formik";
import { emptyWebhookForm, webhookSchema, type WebhookFormValues } from "@common/webhook";
import { FormField } from "../../components/FormField";
import { showFailure } from "../../relay/mutationResult";
import { WEBHOOK_TEXTS } from "./WebhookTexts";
import { useCreateWebhookMutation } from "./useCreateWebhookMutation";

interface WebhookFormProps {
  /** the catalogued event types, as the server lists them */
  eventTypes: readonly string[];
  /** the endpoint was added: its secret, shown once */
  onCreated: (secret: string) => void;
}

/**
 * Adds an endpoint: its URL and the events it receives, checked by the shared schema (the server's production rules
 * are stricter about http://, and its messages come back on the fields).
 */
export function WebhookForm({ eventTypes, onCreated }: WebhookFormProps) {
  const [create] = useCreateWebhookMutation();
  const schema = useMemo(() => webhookSchema({ eventTypes, production: false }), [eventTypes]);

  const onSubmit = async (values: WebhookFormValues, helpers: FormikHelpers<WebhookFormValues>) => {
    const outcome = await create({ url: values.url.trim(), events: values.events });
    if (outcome.ok) {
      helpers.resetForm({ values: emptyWebhookForm });
      if (outcome.secret) onCreated(outcome.secret);
      return;
    }
    const errors: Record<string, string> = {};
    // an element's message ("events[2]") belongs to the events' group
    for (const [field, message] of Object.entries(outcome.fieldErrors)) errors[field.replace(/\[\d+\]$/, "")] ??= message;
    if (Object.keys(errors).length) {
      helpers.setErrors(errors);
      helpers.setTouched(Object.fromEntries(Object.keys(errors).map((f) => [f, true])), false);
    } else {
      showFailure(WEBHOOK_TEXTS.createFailed, outcome);
    }
  };

  return (
    <Formik<WebhookFormValues> initialValues={emptyWebhookForm} validationSchema={schema} onSubmit={onSubmit}>
      <WebhookFields eventTypes={eventTypes} />
    </Formik>
  );
}

function WebhookFields({ eventTypes }: { eventTypes: readonly string[] }) {
  const { isSubmitting } = useFormikContext<WebhookFormValues>();
  return (
    <Form noValidate aria-label="Add webhook">
      <Stack gap="4">
        <FormField name="url" label={WEBHOOK_TEXTS.url} placeholder={WEBHOOK_TEXTS.urlPlaceholder} helperText={WEBHOOK_TEXTS.urlHelp}
          type="url" inputMode="url" autoComplete="off" required />
        <EventsField eventTypes={eventTypes} />
        <Flex justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText={WEBHOOK_TEXTS.adding}>
            <Plus aria-hidden="true" />
            {WEBHOOK_TEXTS.add}
          </Button>
        </Flex>
      </Stack>
    </Form>
  );
}

/** The events as checkboxes in a group, grouped by record type; Select all and Clear. */
function EventsField({ eventTypes }: { eventTypes: readonly string[] }) {
  const [field, meta, helpers] = useField<string[]>("events");
  const chosen = new Set(field.value);
  const invalid = Boolean(meta.touched && meta.error);
  const toggle = (type: string, on: boolean) => {
    const next = eventTypes.filter((t) => (t === type ? on : chosen.has(t)));
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };
  // a fieldset, not a Field: a Field would give every checkbox its own id and label
  return (
    <Box as="fieldset" w="full" minW="0" aria-labelledby="webhook-events-label" aria-describedby="webhook-events-note">
      <HStack justify="space-between" mb="2">
        <Text id="webhook-events-label" fontSize="sm" fontWeight="medium">
          {WEBHOOK_TEXTS.events}
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        </Text>
        <HStack gap="1">
          <Button size="2xs" variant="ghost" colorPalette="gray" onClick={() => void helpers.setValue([...eventTypes])}>
            {WEBHOOK_TEXTS.selectAll}
          </Button>
          <Button size="2xs" variant="ghost" colorPalette="gray" onClick={() => void helpers.setValue([])}>
            {WEBHOOK_TEXTS.clearAll}
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" }} gap="1.5"
        maxH="56" overflowY="auto" borderWidth="1px" borderColor={invalid ? "border.error" : "border.muted"} borderRadius="md" p="3">
        {eventTypes.map((type) => (
          <Checkbox.Root key={type} size="sm" checked={chosen.has(type)} onCheckedChange={(e) => toggle(type, e.checked === true)}>
            <Checkbox.HiddenInput name="events" value={type} />
            <Checkbox.Control />
            <Checkbox.Label fontSize="xs" fontFamily="mono">
              {type}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Grid>
      <Text id="webhook-events-note" fontSize="xs" mt="1.5" color={invalid ? "fg.error" : "fg.muted"} role={invalid ? "alert" : undefined}>
        {invalid ? meta.error : WEBHOOK_TEXTS.eventsHelp}
      </Text>
    </Box>
  );
}
