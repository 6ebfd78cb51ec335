import { Suspense, lazy, useMemo, type ReactNode } from "react";
import { Box, Button, Card, Field, Flex, Grid, HStack, Input, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Globe, Save } from "lucide-react";
import { Form, Formik, useFormikContext, type FormikHelpers } from "formik";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { browserTimeZone, dateTimeFormat } from "@common/timezone";
import { INVOICE_PAPER_SIZES, MAX_NUMBER_PADDING, formatInvoiceNumber, invoiceSettingsSchema, type InvoicePaperSize } from "@common/invoice";
import { profileSchema } from "@common/user";
import { WEEK_STARTS } from "@common/calendar-page";
import { NUMBER_FORMATS, formatExample, separatorsOf } from "@common/number-format";
import { finishSettingsSave } from "../../components/finishSettingsSave";
import { FormField, SelectField } from "../../components/FormField";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toaster";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { preloadRouteQuery } from "../../relay/preload";
import { SETTINGS_HEADING } from "./heading";
import { SETTINGS_TEXTS } from "./texts";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation";
import SettingsPageQueryNode, { type SettingsPageQuery } from "./__generated__/SettingsPageQuery.graphql";
import { panelCard } from "../../theme/surfaces";

// the API cards sit below the profile and load their own code and data: the page's first paint does not wait for them
const ApiTokensCard = lazy(() => import("./ApiTokensCard").then((m) => ({ default: m.ApiTokensCard })));
const WebhooksCard = lazy(() => import("./WebhooksCard").then((m) => ({ default: m.WebhooksCard })));
const PaymentsCard = lazy(() => import("./PaymentsCard").then((m) => ({ default: m.PaymentsCard })));
const PaymentRemindersCard = lazy(() => import("./PaymentRemindersCard").then((m) => ({ default: m.PaymentRemindersCard })));

/** The sections the page shows: what it reads, and what a save answers (useUpdateSettingsMutation). */
graphql`
  fragment SettingsPage_sections on Settings {
    profile {
      firstName
      lastName
    }
    workspace {
      timeZone
    }
    invoices {
      paperSize
      numberPrefix
      numberPadding
    }
    calendar {
      weekStart
    }
    numbers {
      format
    }
    reminders {
      enabled
      sendHour
      repeatEveryDays
      reminders {
        days
        subject
        message
        lateFee {
          type
          value
        }
      }
    }
  }
`;

export const settingsPageQuery = graphql`
  query SettingsPageQuery {
    viewer {
      id
      email
      settings {
        ...SettingsPage_sections @relay(mask: false)
      }
    }
  }
`;

/** The route's loader: starts the profile query before the page renders. */
export function load(environment: IEnvironment): PreloadedQuery<SettingsPageQuery> {
  return preloadRouteQuery<SettingsPageQuery>(environment, "settings", SettingsPageQueryNode, {});
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  timeZone: string;
}

/**
 * The time zones to choose from: the browser's IANA list plus UTC and the given zones (the saved value, the browser's
 * own), so a value the list lacks can still be shown and kept. Sorted, without duplicates.
 */
export function timeZoneOptions(...include: ReadonlyArray<string | null | undefined>): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    // an older browser without the list: the included zones only
  }
  const all = new Set(zones);
  all.add("UTC");
  for (const zone of include) if (zone) all.add(zone);
  return [...all].sort();
}

/** "America/New York (GMT-5)": the zone's name and its current offset from UTC (the list has over 400 zones). */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const name = zone.replace(/_/g, " ");
  try {
    const offset = dateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

const { heading, subtitle } = SETTINGS_HEADING;

/** The server names a refused field by its section (`workspace.timeZone`); the profile form names it alone. */
function formOutcome(outcome: MutationOutcome): MutationOutcome {
  if (outcome.ok) return outcome;
  const fieldErrors = Object.fromEntries(Object.entries(outcome.fieldErrors).map(([field, message]) => [field.slice(field.indexOf(".") + 1), message]));
  return { ...outcome, fieldErrors };
}

/**
 * Settings: the profile (first and last name, read-only e-mail, time zone: the profile and workspace sections of the
 * settings) and save; the invoices' paper size (the invoices section). Every save is `updateSettings`.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SettingsPageQuery>;
  return (
    <>
      <PageHeader title={heading} subtitle={subtitle} />
      <Box maxW="3xl">
        <Suspense fallback={<ProfileCardSkeleton />}>
          <Stack gap="6">
            <ProfileSettings queryRef={queryRef} />
            <InvoiceSettings queryRef={queryRef} />
            <CalendarSettings queryRef={queryRef} />
            <NumberSettings queryRef={queryRef} />
            <Suspense fallback={<Skeleton h="32" borderRadius="xl" data-testid="payments-loading" />}>
              <PaymentsCard />
            </Suspense>
            <Suspense fallback={<Skeleton h="64" borderRadius="xl" data-testid="reminders-loading" />}>
              <ReminderSettings queryRef={queryRef} />
            </Suspense>
            <Suspense fallback={<Skeleton h="48" borderRadius="xl" data-testid="api-tokens-loading" />}>
              <ApiTokensCard />
            </Suspense>
            <Suspense fallback={<Skeleton h="64" borderRadius="xl" data-testid="webhooks-loading" />}>
              <WebhooksCard />
            </Suspense>
          </Stack>
        </Suspense>
      </Box>
    </>
  );
}

function ProfileSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  const { profile, workspace } = viewer.settings;
  const [save] = useUpdateSettingsMutation();

  const initialValues: ProfileValues = {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    timeZone: workspace.timeZone,
  };

  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const v = profileSchema.cast(values, { stripUnknown: true });
    const outcome = await save({ profile: { firstName: v.firstName, lastName: v.lastName }, workspace: { timeZone: v.timeZone } });
    finishSettingsSave(formOutcome(outcome), helpers, { firstName: v.firstName ?? "", lastName: v.lastName ?? "", timeZone: v.timeZone }, SETTINGS_TEXTS);
  };

  return (
    <Formik<ProfileValues> initialValues={initialValues} validationSchema={profileSchema} onSubmit={onSubmit}>
      <ProfileForm email={viewer.email} savedTimeZone={workspace.timeZone} />
    </Formik>
  );
}

function ProfileForm({ email, savedTimeZone }: { email: string; savedTimeZone: string }) {
  const { values, isSubmitting, setFieldValue } = useFormikContext<ProfileValues>();
  const detected = useMemo(() => browserTimeZone(), []);
  const zones = useMemo(() => {
    const now = new Date();
    return timeZoneOptions(savedTimeZone, values.timeZone, detected).map((zone) => ({ zone, label: timeZoneLabel(zone, now) }));
  }, [savedTimeZone, values.timeZone, detected]);

  return (
    <Form noValidate aria-label="Profile">
      <Card.Root {...panelCard}>
        <Card.Header pb="0">
          <Card.Title fontSize="md" as="h2">
            {SETTINGS_TEXTS.profileTitle}
          </Card.Title>
          <Card.Description fontSize="sm">{SETTINGS_TEXTS.profileDescription}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="5">
              <FormField name="firstName" label="First Name" placeholder="First name" autoComplete="given-name" />
              <FormField name="lastName" label="Last Name" placeholder="Last name" autoComplete="family-name" />
            </Grid>
            <Field.Root readOnly>
              <Field.Label fontSize="sm" fontWeight="medium">
                Email
              </Field.Label>
              <Input type="email" value={email} readOnly bg="bg.muted" color="fg.muted" data-testid="profile-email" />
              <Field.HelperText>{SETTINGS_TEXTS.emailHelp}</Field.HelperText>
            </Field.Root>
            <Stack gap="2">
              <SelectField name="timeZone" label="Time Zone" required helperText={SETTINGS_TEXTS.timeZoneHelp}>
                {zones.map(({ zone, label }) => (
                  <option key={zone} value={zone}>
                    {label}
                  </option>
                ))}
              </SelectField>
              {detected ? (
                <HStack gap="2" wrap="wrap">
                  <Button
                    type="button"
                    size="xs"
                    variant="outline"
                    colorPalette="gray"
                    onClick={() => void setFieldValue("timeZone", detected)}
                    data-testid="use-browser-time-zone"
                  >
                    <Globe aria-hidden="true" />
                    {SETTINGS_TEXTS.useBrowserTimeZone}
                  </Button>
                  <Text fontSize="xs" color="fg.muted" data-testid="browser-time-zone">
                    {detected.replace(/_/g, " ")}
                  </Text>
                </HStack>
              ) : null}
            </Stack>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted" pt="5">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Saving...">
            <Save aria-hidden="true" />
            {SETTINGS_TEXTS.save}
          </Button>
        </Card.Footer>
      </Card.Root>
    </Form>
  );
}

/** The invoices card: the PDFs' paper size, saved as soon as it is chosen (the select goes back when that fails). */
function InvoiceSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  return (
    <SettingsCard id="invoice-settings-title" title={SETTINGS_TEXTS.invoicesTitle} description={SETTINGS_TEXTS.invoicesDescription}>
      <SavedSelect
        name="paperSize" label={SETTINGS_TEXTS.paperSize} help={SETTINGS_TEXTS.paperSizeHelp} value={viewer.settings.invoices.paperSize}
        options={INVOICE_PAPER_SIZES.map((size: InvoicePaperSize) => [size, SETTINGS_TEXTS.paperSizeLabels[size]])}
        input={(paperSize) => ({ invoices: { paperSize } })} saved={SETTINGS_TEXTS.invoiceSettingsSaved} failed={SETTINGS_TEXTS.invoiceSettingsFailed}
      />
      <NumberFormatForm prefix={viewer.settings.invoices.numberPrefix} padding={viewer.settings.invoices.numberPadding} />
    </SettingsCard>
  );
}

/** The calendar card: the week's first day (or the browser's), saved as soon as it is chosen. */
function CalendarSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  return (
    <SettingsCard id="calendar-settings-title" title={SETTINGS_TEXTS.calendarTitle} description={SETTINGS_TEXTS.calendarDescription}>
      <SavedSelect
        name="weekStart" label={SETTINGS_TEXTS.weekStart} help={SETTINGS_TEXTS.weekStartHelp} value={viewer.settings.calendar.weekStart ?? ""}
        options={(["", ...WEEK_STARTS] as const).map((day) => [day, SETTINGS_TEXTS.weekStartLabels[day]])}
        input={(day) => ({ calendar: { weekStart: day === "" ? null : day } })} saved={SETTINGS_TEXTS.calendarSettingsSaved} failed={SETTINGS_TEXTS.calendarSettingsFailed}
      />
    </SettingsCard>
  );
}

/** The numbers card: how money and number fields are typed and shown (or as the browser's locale has it), saved as soon as it is chosen. */
function NumberSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  const browser = useMemo(() => formatExample(separatorsOf("auto")), []);
  return (
    <SettingsCard id="number-settings-title" title={SETTINGS_TEXTS.numberSettingsTitle} description={SETTINGS_TEXTS.numberSettingsDescription}>
      <SavedSelect
        name="numberFormat" label={SETTINGS_TEXTS.numberFormat} help={SETTINGS_TEXTS.numberFormatHelp} value={viewer.settings.numbers.format}
        options={NUMBER_FORMATS.map((format) => [format, format === "auto" ? SETTINGS_TEXTS.numberFormatBrowser(browser) : SETTINGS_TEXTS.numberFormatLabels[format]])}
        input={(format) => ({ numbers: { format } })} saved={SETTINGS_TEXTS.numberSettingsSaved} failed={SETTINGS_TEXTS.numberSettingsFailed}
      />
    </SettingsCard>
  );
}

/** A settings card: its h2 title (labelling the section) and description over its fields. */
function SettingsCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root {...panelCard} as="section" aria-labelledby={id}>
      <Card.Header pb="0">
        <Card.Title fontSize="md" as="h2" id={id}>
          {title}
        </Card.Title>
        <Card.Description fontSize="sm">{description}</Card.Description>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * A setting chosen from a list and saved as soon as it is chosen (`input` makes the update's sections of the value),
 * with a toast either way; the select shows the stored value, so it goes back when the save fails.
 */
function SavedSelect(p: {
  name: string; label: string; help: string; value: string; options: readonly (readonly [string, string])[];
  input: (value: string) => Parameters<ReturnType<typeof useUpdateSettingsMutation>[0]>[0]; saved: string; failed: string;
}) {
  const [save, saving] = useUpdateSettingsMutation();
  const onChange = async (value: string) => {
    const outcome = await save(p.input(value));
    if (outcome.ok) toast.success({ title: p.saved });
    else showFailure(p.failed, outcome);
  };
  return (
    <Field.Root disabled={saving} maxW="sm">
      <Field.Label fontSize="sm" fontWeight="medium">
        {p.label}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={p.name} value={p.value} onChange={(e) => void onChange(e.currentTarget.value)}>
          {p.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{p.help}</Field.HelperText>
    </Field.Root>
  );
}

interface NumberFormatValues {
  numberPrefix: string;
  numberPadding: string;
}

/** The invoice number format's own fields (the invoices section's schema, the paper size aside). */
const numberFormatSchema = invoiceSettingsSchema.pick(["numberPrefix", "numberPadding"]);
const PADDINGS = Array.from({ length: MAX_NUMBER_PADDING }, (_, i) => String(i + 1));

/** The invoice number format: a prefix and the digits, with an example as typed; saved with its button. */
function NumberFormatForm({ prefix, padding }: { prefix: string; padding: number }) {
  const [save] = useUpdateSettingsMutation();
  const initialValues = useMemo(() => ({ numberPrefix: prefix, numberPadding: String(padding) }), [prefix, padding]);
  const submit = async (values: NumberFormatValues, helpers: FormikHelpers<NumberFormatValues>) => {
    const outcome = await save({ invoices: { numberPrefix: values.numberPrefix, numberPadding: Number(values.numberPadding) } });
    if (outcome.ok) toast.success({ title: SETTINGS_TEXTS.invoiceSettingsSaved });
    else {
      showFailure(SETTINGS_TEXTS.invoiceSettingsFailed, outcome);
      const failed = formOutcome(outcome);
      if (!failed.ok) helpers.setErrors(failed.fieldErrors);
    }
  };
  return (
    <Formik<NumberFormatValues> initialValues={initialValues} enableReinitialize validationSchema={numberFormatSchema} onSubmit={submit}>
      {({ values, isSubmitting, dirty }) => (
        <Form noValidate aria-labelledby="number-format-title" data-testid="number-format-form">
          <Text as="h3" id="number-format-title" fontSize="sm" fontWeight="semibold" mt="6" mb="1">
            {SETTINGS_TEXTS.numbersTitle}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {SETTINGS_TEXTS.numbersHelp}
          </Text>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 8rem" }} gap="4" maxW="md">
            <FormField name="numberPrefix" label={SETTINGS_TEXTS.numberPrefix} autoComplete="off" spellCheck={false} placeholder="INV-" />
            <SelectField name="numberPadding" label={SETTINGS_TEXTS.numberPadding}>
              {PADDINGS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
          </Grid>
          <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" data-testid="number-preview">
            {SETTINGS_TEXTS.numberPreview(formatInvoiceNumber(42, values.numberPrefix, Number(values.numberPadding) || 1))}
          </Text>
          <Button type="submit" size="sm" mt="3" loading={isSubmitting} disabled={!dirty}>
            <Save aria-hidden="true" /> {SETTINGS_TEXTS.saveNumbers}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** The payment reminders card (its form's code loads with it), over the page's query. */
function ReminderSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  return <PaymentRemindersCard settings={viewer.settings.reminders} />;
}

/** The profile card's shape while its data arrives. */
function ProfileCardSkeleton() {
  return (
    <Card.Root {...panelCard} data-testid="profile-skeleton">
      <Card.Body>
        <Stack gap="5">
          <Skeleton h="5" w="24" />
          <Flex gap="5">
            <Skeleton h="10" flex="1" />
            <Skeleton h="10" flex="1" />
          </Flex>
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
