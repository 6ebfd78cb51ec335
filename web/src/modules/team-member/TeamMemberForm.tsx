import { SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import {
  TEAM_MEMBER_STATUSES,
  TEAM_MEMBER_STATUS_LABELS,
  emptyTeamMemberForm,
  teamMemberFormValues,
  teamMemberPayload,
  teamMemberSchema,
  type TeamMemberFormValues,
} from "@common/team-member";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { FormDialog, recordFormTexts, type ListFormDialogProps } from "../../components/FormDialog";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { changedFields } from "../../lib/changedFields";
import { TEAM_MEMBER_TEXTS } from "./texts";
import { useCreateTeamMemberMutation } from "./useCreateTeamMemberMutation";
import { useUpdateTeamMemberMutation } from "./useUpdateTeamMemberMutation";
import type { TeamMemberForm_teamMember$key } from "./__generated__/TeamMemberForm_teamMember.graphql";

const fragment = graphql`
  fragment TeamMemberForm_teamMember on TeamMember {
    id
    name
    email
    phone
    role
    department
    hourlyRate
    bio
    skills
    status
    updatedAt
  }
`;

interface TeamMemberFormProps extends ListFormDialogProps {
  /** The team member to edit; null to add one. */
  teamMember: TeamMemberForm_teamMember$key | null;
}

/** The Add Team Member / Edit Team Member dialog, with the shared schema: the browser shows the server's messages. */
export function TeamMemberForm({ open, onOpenChange, teamMember, connectionId }: TeamMemberFormProps) {
  const data = useFragment(fragment, teamMember);
  // the version the form opened with: a save that meets a change made since is refused (ConflictError)
  const openedVersion = useOpenedVersion(open, data);
  const [create] = useCreateTeamMemberMutation();
  const [update] = useUpdateTeamMemberMutation();
  const editing = data != null;
  const initialValues = data ? teamMemberFormValues(data) : emptyTeamMemberForm;

  const submit = (values: TeamMemberFormValues) =>
    data
      ? update({ id: data.id, unchangedSince: openedVersion, ...changedFields(teamMemberPayload(values), teamMemberPayload(initialValues)) })
      : create(teamMemberPayload(values), connectionId);

  return (
    <FormDialog<TeamMemberFormValues>
      open={open}
      onOpenChange={onOpenChange}
      {...recordFormTexts(TEAM_MEMBER_TEXTS, editing)}
      testId="team-member-form"
      initialFocus="name"
      initialValues={initialValues}
      validationSchema={teamMemberSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        <FormField name="name" label="Name" required placeholder="Full name" autoComplete="off" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField name="email" label="Email" type="email" placeholder="name@company.com" autoComplete="off" />
          <FormField name="phone" label="Phone" type="tel" placeholder="+1 555 123 4567" autoComplete="off" />
          <FormField name="role" label="Role" placeholder="e.g. Designer" />
          <FormField name="department" label="Department" placeholder="e.g. Design" />
          <NumberField name="hourlyRate" label="Hourly Rate (USD)" placeholder="e.g. 85.00" />
          <EnumSelectField name="status" label="Status" values={TEAM_MEMBER_STATUSES} labels={TEAM_MEMBER_STATUS_LABELS} />
        </SimpleGrid>
        <FormField name="skills" label="Skills" placeholder="e.g. Figma, Branding, UX" helperText="Separate skills with commas" />
        <TextareaField name="bio" label="Bio" textareaProps={{ rows: 3, placeholder: "A short introduction", resize: "vertical" }} />
      </Stack>
    </FormDialog>
  );
}
