import { Box, Button, Card, Checkbox, Flex, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { Plus, Save, Trash2 } from "lucide-react";
import { FieldArray, Form, Formik, getIn, setIn, useField, useFormikContext, type FormikErrors, type FormikHelpers } from "formik";
import {
  LATE_FEE_TYPES,
  MAX_REMINDERS,
  REMINDER_VARIABLES,
  newReminderTier,
  reminderSettingsFormValues,
  reminderSettingsPayload,
  reminderSettingsSchema,
  reminderWhenLabel,
  type ReminderSettings,
  type ReminderSettingsFormValues,
} from "@common/reminders";
import { validateWith } from "@common/validation";
import { FormField, SelectField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { toast } from "../../components/toaster";
import { showFailure } from "../../relay/mutationResult";
import { panelCard } from "../../theme/surfaces";
import { REMINDER_TEXTS } from "./texts";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation";

/** The reminders section as the page's query reads it (read-only arrays). */
export interface StoredReminderSettings {
  readonly enabled: boolean;
  readonly sendHour: number;
  readonly repeatEveryDays: number | null | undefined;
  readonly reminders: ReadonlyArray<{
    readonly days: number; readonly subject: string; readonly message: string;
    readonly lateFee: { readonly type: string; readonly value: string } | null | undefined;
  }>;
}

const toSettings = (s: StoredReminderSettings): ReminderSettings => ({
  enabled: s.enabled, sendHour: s.sendHour, repeatEveryDays: s.repeatEveryDays ?? null,
  reminders: s.reminders.map((r) => ({
    days: r.days, subject: r.subject, message: r.message,
    lateFee: r.lateFee ? { type: r.lateFee.type as "fixed" | "percent", value: r.lateFee.value } : null,
  })),
});

/**
 * A message of the shared schema (named by the API's field, `reminders[0].lateFee.value`) on the form's field
 * (`reminders[0].lateFeeValue`); the list's own message ("Two reminders cannot be on the same day") on `remindersError`.
 */
function formErrors(errors: Record<string, string>): FormikErrors<ReminderSettingsFormValues> {
  let out: FormikErrors<ReminderSettingsFormValues> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === "reminders" ? "remindersError"
      : field.replace(/\.lateFee\.type$/, ".lateFeeType").replace(/\.lateFee(\.value)?$/, ".lateFeeValue");
    if (getIn(out, name) === undefined) out = setIn(out, name, message);
  }
  return out;
}

function validate(values: ReminderSettingsFormValues): FormikErrors<ReminderSettingsFormValues> {
  const r = validateWith(reminderSettingsSchema, reminderSettingsPayload(values));
  return r.ok ? {} : formErrors(r.errors);
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Settings' "Payment reminders" card: on or off, the hour they go in the workspace's time zone, up to three reminders
 * relative to the due date (each with its subject, message and optional late fee), and a repeat every N days until
 * paid. Validated with the shared schema of common/reminders.ts (the server's messages); saved with updateSettings.
 */
export function PaymentRemindersCard({ settings }: { settings: StoredReminderSettings }) {
  const [save] = useUpdateSettingsMutation();
  const initialValues = reminderSettingsFormValues(toSettings(settings));

  const onSubmit = async (values: ReminderSettingsFormValues, helpers: FormikHelpers<ReminderSettingsFormValues>) => {
    const r = validateWith(reminderSettingsSchema, reminderSettingsPayload(values));
    if (!r.ok) {
      helpers.setErrors(formErrors(r.errors));
      return;
    }
    const v = r.value;
    const outcome = await save({
      reminders: {
        enabled: v.enabled, sendHour: v.sendHour, repeatEveryDays: v.repeatEveryDays,
        reminders: v.reminders.map((t) => ({ days: t.days, subject: t.subject, message: t.message, lateFee: t.lateFee ? { type: t.lateFee.type, value: t.lateFee.value ?? "" } : null })),
      },
    });
    if (outcome.ok) {
      toast.success({ title: REMINDER_TEXTS.saved });
      helpers.resetForm({ values: reminderSettingsFormValues({ ...v, reminders: [...v.reminders].sort((a, b) => a.days - b.days) } as ReminderSettings) });
      return;
    }
    const fieldErrors = Object.fromEntries(Object.entries(outcome.fieldErrors).map(([f, m]) => [f.replace(/^reminders\./, ""), m]));
    if (Object.keys(fieldErrors).length) helpers.setErrors(formErrors(fieldErrors));
    showFailure(REMINDER_TEXTS.saveFailed, outcome);
  };

  return (
    <Formik<ReminderSettingsFormValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      <RemindersForm />
    </Formik>
  );
}

function CheckboxField({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} size="sm" data-testid={testId}>
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label fontSize="sm" fontWeight="medium">
        {label}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

function RemindersForm() {
  const { values, errors, isSubmitting } = useFormikContext<ReminderSettingsFormValues>();
  const listError = (errors as { remindersError?: string }).remindersError;
  return (
    <Form noValidate aria-label={REMINDER_TEXTS.title}>
      <Card.Root {...panelCard} as="section" aria-labelledby="reminder-settings-title" data-testid="reminder-settings">
        <Card.Header pb="0">
          <Card.Title fontSize="md" as="h2" id="reminder-settings-title">
            {REMINDER_TEXTS.title}
          </Card.Title>
          <Card.Description fontSize="sm">{REMINDER_TEXTS.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <CheckboxField name="enabled" label={REMINDER_TEXTS.enabled} testId="reminders-enabled" />
            <Box maxW="xs">
              <SelectField name="sendHour" label={REMINDER_TEXTS.sendHour} helperText={REMINDER_TEXTS.sendHourHelp}>
                {HOURS.map((h) => (
                  <option key={h} value={String(h)}>
                    {`${String(h).padStart(2, "0")}:00`}
                  </option>
                ))}
              </SelectField>
            </Box>
            <FieldArray name="reminders">
              {({ push, remove }) => (
                <Stack gap="4">
                  {values.reminders.map((r, i) => (
                    <Stack key={i} gap="3" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" data-testid={`reminder-${i}`}>
                      <Flex justify="space-between" align="center" gap="3">
                        <Text fontSize="sm" fontWeight="semibold">
                          {REMINDER_TEXTS.reminderTitle(i + 1, Number.isInteger(Number(r.days)) && r.days.trim() !== "" ? reminderWhenLabel(Number(r.days)) : "")}
                        </Text>
                        <Button type="button" size="xs" variant="ghost" colorPalette="red" onClick={() => remove(i)} aria-label={REMINDER_TEXTS.remove(i + 1)}>
                          <Trash2 aria-hidden="true" />
                          {REMINDER_TEXTS.removeShort}
                        </Button>
                      </Flex>
                      <Grid templateColumns={{ base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
                        <FormField name={`reminders[${i}].days`} label={REMINDER_TEXTS.days} inputMode="numeric" helperText={REMINDER_TEXTS.daysHelp} />
                        <SelectField name={`reminders[${i}].lateFeeType`} label={REMINDER_TEXTS.lateFee}>
                          <option value="none">{REMINDER_TEXTS.noLateFee}</option>
                          {LATE_FEE_TYPES.map((t) => (
                            <option key={t} value={t}>
                              {REMINDER_TEXTS.lateFeeTypes[t]}
                            </option>
                          ))}
                        </SelectField>
                        {r.lateFeeType !== "none" ? (
                          <NumberField
                            name={`reminders[${i}].lateFeeValue`}
                            label={r.lateFeeType === "percent" ? REMINDER_TEXTS.lateFeePercent : REMINDER_TEXTS.lateFeeAmount}
                            placeholder={r.lateFeeType === "percent" ? "1.5" : "25.00"}
                          />
                        ) : null}
                      </Grid>
                      <FormField name={`reminders[${i}].subject`} label={REMINDER_TEXTS.subject} />
                      <TextareaField name={`reminders[${i}].message`} label={REMINDER_TEXTS.message} textareaProps={{ rows: 5, autoresize: true }} />
                    </Stack>
                  ))}
                  {listError ? (
                    <Text fontSize="sm" color="fg.error" role="alert">
                      {listError}
                    </Text>
                  ) : null}
                  <HStack justify="space-between" wrap="wrap" gap="3">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={values.reminders.length >= MAX_REMINDERS}
                      onClick={() => push(newReminderTier(values.reminders))}
                    >
                      <Plus aria-hidden="true" />
                      {REMINDER_TEXTS.add}
                    </Button>
                    <Text fontSize="xs" color="fg.muted">
                      {REMINDER_TEXTS.variables(REMINDER_VARIABLES.map((v) => `{${v}}`).join(", "))}
                    </Text>
                  </HStack>
                </Stack>
              )}
            </FieldArray>
            <Stack gap="3">
              <CheckboxField name="repeat" label={REMINDER_TEXTS.repeat} testId="reminders-repeat" />
              {values.repeat ? (
                <Box maxW="xs">
                  <FormField name="repeatEveryDays" label={REMINDER_TEXTS.repeatEvery} inputMode="numeric" helperText={REMINDER_TEXTS.repeatHelp} />
                </Box>
              ) : null}
            </Stack>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted" pt="5">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Saving..." data-testid="reminders-save">
            <Save aria-hidden="true" />
            {REMINDER_TEXTS.save}
          </Button>
        </Card.Footer>
      </Card.Root>
    </Form>
  );
}
