import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Box, Button, Checkbox, Field, Flex, HStack, IconButton, Input, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { Plus, X } from "lucide-react";
import { useField, useFormikContext } from "formik";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import {
  EVENT_COLORS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  RECURRENCE_OPTIONS,
  REMINDER_OPTIONS,
  WEEKDAY_CODES,
  calendarEventFormSchema,
  isAttendeeAddress,
  type EventType,
} from "@common/calendar";
import { NONE } from "@common/validation";
import { RecordSelectField, useRecordOptions } from "../../components/RecordSelects";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormDialog, recordFormTexts, type ListFormDialogProps } from "../../components/FormDialog";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { changedFields } from "../../lib/changedFields";
import { browserTimeZone, emptyEventForm, eventFormValues, eventPayload, fromLocalInput, shiftLocalInput, type CalendarEventFormValues } from "./eventForm";
import { CALENDAR_TEXTS, EVENT_COLOR_NAMES, EVENT_FORM_TEXTS } from "./texts";
import { useCreateCalendarEventMutation } from "./useCreateCalendarEventMutation";
import { useUpdateCalendarEventMutation } from "./useUpdateCalendarEventMutation";
import type { CalendarEventForm_calendarEvent$key } from "./__generated__/CalendarEventForm_calendarEvent.graphql";
import type { OccurrenceScope } from "./__generated__/useUpdateCalendarEventMutation.graphql";
import type { CalendarEventFormOptionsQuery } from "./__generated__/CalendarEventFormOptionsQuery.graphql";

const fragment = graphql`
  fragment CalendarEventForm_calendarEvent on CalendarEvent {
    id
    title
    description
    startTime
    endTime
    location
    type
    isRecurring
    recurrenceRule
    attendeeEmails
    reminderMinutes
    color
    updatedAt
    client {
      id
    }
    project {
      id
    }
  }
`;

/** An edit made from one occurrence of a series (the month view): its times, its original start, and the scope chosen. */
export interface OccurrenceEdit {
  startTime: string;
  endTime: string;
  occurrenceOf: string;
  scope: OccurrenceScope;
}

/** What the event dialog opens with: an event to edit (from an occurrence, maybe), or a new event of a type. */
export interface EventDialogTarget {
  event: CalendarEventForm_calendarEvent$key | null;
  /** A new event's type (the dashboard's 'Schedule Client Call' opens a call). */
  type?: EventType;
  occurrence?: OccurrenceEdit;
  /** A new event at an empty slot's times (a click on the Week or Day view's grid). */
  slot?: { start: Date; end: Date };
  /** `event` copied into a new event, at these times (its occurrence's). */
  duplicate?: { startTime: string; endTime: string };
}

/** A new event's links, from a client's or a project's page ('New event'): the ids, and the name the dialog says. */
interface EventPreset {
  clientId?: string;
  projectId?: string;
  name: string;
}

interface CalendarEventFormProps extends ListFormDialogProps {
  /** The event to edit; null (or an event of null) to create one. */
  target: EventDialogTarget | null;
  /** A new event's client and project (a hub's quick action); an edit keeps the event's own. */
  preset?: EventPreset;
}

const HOUR = 3_600_000;

/** Clients and projects the pickers offer. */
const OPTION_COUNT = 100;

const optionsQuery = graphql`
  query CalendarEventFormOptionsQuery($optionCount: Int!) {
    viewer {
      ...RecordSelects_options @arguments(optionCount: $optionCount)
    }
  }
`;

/** A create's input: links left out when there are none. */
const withoutEmptyLinks = <T extends { clientId: string | null; projectId: string | null }>({ clientId, projectId, ...rest }: T) => ({
  ...rest,
  ...(clientId ? { clientId } : {}),
  ...(projectId ? { projectId } : {}),
});

/** The form's values as an edit compares them: the attendees always present, so emptying them clears them. */
const editPayload = (values: CalendarEventFormValues) => ({ ...eventPayload(values), attendeeEmails: values.attendeeEmails });

/**
 * The Create New Event / Edit Event dialog, with the shared calendar schema: the browser shows the server's messages.
 * An edit sends only the changed fields with the version it opened with; from an occurrence, with that occurrence and
 * the scope chosen ('This event' or 'All events').
 */
export function CalendarEventForm({ open, onOpenChange, target, connectionId, preset }: CalendarEventFormProps) {
  const data = useFragment(fragment, target?.event ?? null);
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const [create] = useCreateCalendarEventMutation();
  const [update] = useUpdateCalendarEventMutation();
  const occurrence = target?.occurrence;
  const oneOccurrence = occurrence?.scope === "this";
  const duplicate = target?.duplicate;
  const initialValues = data
    ? eventFormValues(data, occurrence ?? duplicate)
    : { ...emptyEventForm(target?.type, target?.slot), clientId: preset?.clientId ?? NONE, projectId: preset?.projectId ?? NONE };

  const submit = (values: CalendarEventFormValues) => {
    if (!data || duplicate) {
      const timeZone = browserTimeZone();
      return create({ ...withoutEmptyLinks(eventPayload(values)), ...(timeZone ? { timeZone } : {}) }, connectionId);
    }
    const at = occurrence ? { occurrence: occurrence.occurrenceOf, scope: occurrence.scope } : {};
    return update({ id: data.id, unchangedSince: openedVersion, ...at, ...changedFields(editPayload(values), editPayload(initialValues)) });
  };

  const texts = recordFormTexts(CALENDAR_TEXTS, data != null && !duplicate);
  return (
    <FormDialog<CalendarEventFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...texts}
      description={
        oneOccurrence
          ? "Changes apply to this occurrence only."
          : occurrence
            ? "Changes apply to every event of the series."
            : duplicate
              ? CALENDAR_TEXTS.duplicateDescription
              : !data && preset
              ? CALENDAR_TEXTS.createDescriptionFor(preset.name)
              : texts.description
      }
      testId="event-form"
      initialFocus="title"
      initialValues={initialValues}
      validationSchema={calendarEventFormSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        <FormField name="title" label={EVENT_FORM_TEXTS.title} required autoComplete="off" placeholder={EVENT_FORM_TEXTS.titlePlaceholder} />
        <TextareaField
          name="description"
          label={EVENT_FORM_TEXTS.description}
          textareaProps={{ rows: 2, placeholder: EVENT_FORM_TEXTS.descriptionPlaceholder, autoresize: true, maxH: "40" }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <StartTimeField />
          <FormField name="endTime" label={EVENT_FORM_TEXTS.endTime} type="datetime-local" required />
          <FormField name="location" label={EVENT_FORM_TEXTS.location} autoComplete="off" placeholder={EVENT_FORM_TEXTS.locationPlaceholder} />
          <EnumSelectField name="type" label={EVENT_FORM_TEXTS.type} values={EVENT_TYPES} labels={EVENT_TYPE_LABELS} />
        </SimpleGrid>
        {oneOccurrence ? null : <RecurrenceFields />}
        <Suspense
          fallback={
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" data-testid="link-fields-loading">
              <Skeleton h="16" />
              <Skeleton h="16" />
            </SimpleGrid>
          }
        >
          <LinkFields />
        </Suspense>
        <AttendeesField />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
          <SelectField name="reminderMinutes" label={EVENT_FORM_TEXTS.reminder}>
            {REMINDER_OPTIONS.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <ColorField />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** The start; moving it moves the end too (the event keeps its length), and a first start sets an end an hour later. */
function StartTimeField() {
  const { values, setFieldValue } = useFormikContext<CalendarEventFormValues>();
  return (
    <FormField
      name="startTime"
      label={EVENT_FORM_TEXTS.startTime}
      required
      render={(field) => (
        <Input
          type="datetime-local"
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => {
            const before = fromLocalInput(values.startTime);
            const after = fromLocalInput(e.target.value);
            field.onChange?.(e);
            if (!after) return;
            const end = fromLocalInput(values.endTime);
            if (before && end) void setFieldValue("endTime", shiftLocalInput(values.endTime, Date.parse(after) - Date.parse(before)));
            else if (!end) void setFieldValue("endTime", shiftLocalInput(e.target.value, HOUR));
          }}
        />
      )}
    />
  );
}

/** The client and project pickers: the projects offered are the chosen client's (all of them while none is chosen). */
function LinkFields() {
  const { viewer } = useLazyLoadQuery<CalendarEventFormOptionsQuery>(optionsQuery, { optionCount: OPTION_COUNT }, { fetchPolicy: "store-or-network" });
  const { clients, projects } = useRecordOptions(viewer);
  const { values, setFieldValue } = useFormikContext<CalendarEventFormValues>();
  const offered = values.clientId === NONE ? projects : projects.filter((p) => p.client?.id === values.clientId);
  const previous = useRef({ clientId: values.clientId, projectId: values.projectId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { clientId: values.clientId, projectId: values.projectId };
    // a project chosen: its client with it; a client chosen: a project of another client goes
    if (values.projectId !== before.projectId) {
      const project = projects.find((p) => p.id === values.projectId);
      if (project?.client && project.client.id !== values.clientId) void setFieldValue("clientId", project.client.id);
    } else if (values.clientId !== before.clientId && values.clientId !== NONE) {
      const project = projects.find((p) => p.id === values.projectId);
      if (project && project.client?.id !== values.clientId) void setFieldValue("projectId", NONE);
    }
  }, [values.clientId, values.projectId, projects, setFieldValue]);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <RecordSelectField name="clientId" label={EVENT_FORM_TEXTS.client} noneLabel={EVENT_FORM_TEXTS.noClient} records={clients} />
      <RecordSelectField name="projectId" label={EVENT_FORM_TEXTS.project} noneLabel={EVENT_FORM_TEXTS.noProject} records={offered} />
    </SimpleGrid>
  );
}

const WEEKDAY_LABELS: Record<string, string> = { MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat", SU: "Sun" };

/**
 * 'Recurring event', and once ticked how often it repeats (the five options, or the event's own rule), a weekly
 * repeat's days, and how it ends: never, on a date, or after a number of times.
 */
function RecurrenceFields() {
  const [recurring, , recurringHelpers] = useField<boolean>("isRecurring");
  const [rule] = useField<string>("recurrenceRule");
  const [weekdays, , weekdayHelpers] = useField<string[]>("weekdays");
  const [end] = useField<string>("repeatEnd");
  const known = RECURRENCE_OPTIONS.some((o) => o.value === rule.value);
  const weekly = /(^|;)FREQ=WEEKLY(;|$)/.test(rule.value);
  const toggle = (day: string) =>
    void weekdayHelpers.setValue(weekdays.value.includes(day) ? weekdays.value.filter((d) => d !== day) : [...weekdays.value, day]);
  return (
    <Stack gap="3">
      <Checkbox.Root checked={recurring.value} onCheckedChange={(e) => void recurringHelpers.setValue(e.checked === true)} size="sm">
        <Checkbox.HiddenInput name="isRecurring" />
        <Checkbox.Control />
        <Checkbox.Label fontSize="sm" fontWeight="medium">
          {EVENT_FORM_TEXTS.recurring}
        </Checkbox.Label>
      </Checkbox.Root>
      {recurring.value ? (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
            <SelectField name="recurrenceRule" label={EVENT_FORM_TEXTS.recurrence}>
              {RECURRENCE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {!known && rule.value ? <option value={rule.value}>{rule.value}</option> : null}
            </SelectField>
            <SelectField name="repeatEnd" label={EVENT_FORM_TEXTS.repeatEnd}>
              <option value="never">{EVENT_FORM_TEXTS.endsNever}</option>
              <option value="on">{EVENT_FORM_TEXTS.endsOn}</option>
              <option value="after">{EVENT_FORM_TEXTS.endsAfter}</option>
            </SelectField>
          </SimpleGrid>
          {weekly ? (
            <Box as="fieldset" border="0" m="0" p="0" minW="0">
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
                {EVENT_FORM_TEXTS.weekdays}
              </Text>
              <HStack gap="1.5" wrap="wrap" data-testid="weekday-choice">
                {WEEKDAY_CODES.map((day) => {
                  const on = weekdays.value.includes(day);
                  return (
                    <Button
                      key={day}
                      type="button"
                      size="xs"
                      minW="11"
                      variant={on ? "solid" : "outline"}
                      colorPalette={on ? "brand" : "gray"}
                      aria-pressed={on}
                      onClick={() => toggle(day)}
                    >
                      {WEEKDAY_LABELS[day]}
                    </Button>
                  );
                })}
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {EVENT_FORM_TEXTS.weekdaysHelp}
              </Text>
            </Box>
          ) : null}
          {end.value === "on" ? (
            <Box maxW={{ sm: "calc(50% - 0.5rem)" }}>
              <FormField name="repeatUntil" label={EVENT_FORM_TEXTS.repeatUntil} type="date" required />
            </Box>
          ) : end.value === "after" ? (
            <Box maxW={{ sm: "calc(50% - 0.5rem)" }}>
              <FormField name="repeatCount" label={EVENT_FORM_TEXTS.repeatCount} type="number" inputMode="numeric" min={1} max={999} required />
            </Box>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** The first message of the attendees' validation (the list's own, or one address's). */
function attendeesError(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  if (Array.isArray(error)) return error.find((e): e is string => typeof e === "string" && e !== "");
  return undefined;
}

/** Attendees: an address typed and added with 'Add' or Enter, each added one a chip with its remove button. */
function AttendeesField() {
  const [field, meta, helpers] = useField<string[]>("attendeeEmails");
  const [draft, setDraft] = useState("");
  // an address refused before it is added, said under the field
  const [draftError, setDraftError] = useState<string | null>(null);
  const emails = field.value;
  const error = draftError ?? (meta.touched || emails.length > 0 ? attendeesError(meta.error) : undefined);

  const add = () => {
    const value = draft.trim();
    if (value === "") return;
    if (!isAttendeeAddress(value)) {
      setDraftError(CALENDAR_TEXTS.invalidAttendee(value));
      return;
    }
    const email = value.toLowerCase();
    if (!emails.includes(email)) void helpers.setValue([...emails, email]);
    setDraft("");
    setDraftError(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    // Enter adds the address; it does not submit the form
    e.preventDefault();
    add();
  };
  const remove = (email: string) => void helpers.setValue(emails.filter((e) => e !== email));

  return (
    <Field.Root invalid={!!error}>
      <Field.Label fontSize="sm" fontWeight="medium">
        {EVENT_FORM_TEXTS.attendees}
      </Field.Label>
      <HStack gap="2" w="full">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          name="attendee"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setDraftError(null);
          }}
          aria-invalid={draftError ? true : undefined}
          onKeyDown={onKeyDown}
          placeholder={EVENT_FORM_TEXTS.attendeePlaceholder}
        />
        <Button type="button" variant="outline" colorPalette="gray" onClick={add} flexShrink={0}>
          <Plus aria-hidden="true" />
          {EVENT_FORM_TEXTS.addAttendee}
        </Button>
      </HStack>
      {emails.length > 0 ? (
        <Flex as="ul" aria-label={EVENT_FORM_TEXTS.attendees} wrap="wrap" gap="1.5" listStyleType="none" m="0" p="0" mt="1">
          {emails.map((email) => (
            <HStack
              as="li"
              key={email}
              gap="0.5"
              ps="2.5"
              pe="0.5"
              py="0.5"
              borderRadius="full"
              bg="brand.subtle"
              color="brand.fg"
              fontSize="xs"
              fontWeight="medium"
              maxW="full"
              data-testid="attendee-chip"
            >
              <Text as="span" truncate title={email}>
                {email}
              </Text>
              <IconButton
                type="button"
                variant="ghost"
                size="2xs"
                borderRadius="full"
                colorPalette="gray"
                color="inherit"
                aria-label={EVENT_FORM_TEXTS.removeAttendee(email)}
                onClick={() => remove(email)}
              >
                <X />
              </IconButton>
            </HStack>
          ))}
        </Flex>
      ) : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{EVENT_FORM_TEXTS.attendeesHelp}</Field.HelperText>}
    </Field.Root>
  );
}

/** The six colours as swatches: a radio group (arrow keys move the choice, Tab leaves it). */
function ColorField() {
  const [field, , helpers] = useField<string>("color");
  return (
    <Box as="fieldset" border="0" m="0" p="0" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {EVENT_FORM_TEXTS.color}
      </Text>
      <HStack gap="2" wrap="wrap" py="1">
        {EVENT_COLORS.map((color) => {
          const checked = field.value?.toLowerCase() === color;
          const label = EVENT_COLOR_NAMES[color] ?? color;
          return (
            <chakra.label
              key={color}
              position="relative"
              boxSize="7"
              borderRadius="full"
              cursor="pointer"
              title={label}
              style={{ backgroundColor: color }}
              outline={checked ? "2px solid" : undefined}
              outlineColor="fg"
              outlineOffset="2px"
              display="flex"
              alignItems="center"
              justifyContent="center"
              css={{ "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "3px" } }}
              data-testid="color-swatch"
              data-checked={checked ? "true" : undefined}
            >
              <VisuallyHidden asChild>
                <input type="radio" name="color" value={color} checked={checked} onChange={() => void helpers.setValue(color)} aria-label={label} />
              </VisuallyHidden>
              {checked ? <Box boxSize="2" borderRadius="full" bg="white" aria-hidden="true" /> : null}
            </chakra.label>
          );
        })}
      </HStack>
    </Box>
  );
}
