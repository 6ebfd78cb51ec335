import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { graphql, useFragment } from "react-relay";
import { teamMemberSchema, TEAM_MEMBER_STATUSES } from "@common/team-member";
import { EnumSelectField, FormField, TextareaField } from "../../components/FormField";
import { toast } from "../../components/toaster";
import { TEAM_MEMBER_FAILURE_TOAST, TEAM_MEMBER_TEXTS } from "./texts";
import { useCreateTeamMemberMutation } from "./useCreateTeamMemberMutation";
import { useUpdateTeamMemberMutation } from "./useUpdateTeamMemberMutation";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { changedFields } from "../../lib/changedFields";
import type {
  TeamMemberFormDialog_teamMember$data,
  TeamMemberFormDialog_teamMember$key,
} from "./__generated__/TeamMemberFormDialog_teamMember.graphql";

/** The form's values: every field is text; skills are comma-separated. */
export interface TeamMemberFormValues {
  name: string;
  email: string;
  phone: string;
  role: string;
  department: string;
  hourlyRate: string;
  skills: string;
  status: string;
  bio: string;
}

const STATUS_LABELS: Record<(typeof TEAM_MEMBER_STATUSES)[number], string> = { active: "Active", inactive: "Inactive" };

export function initialValuesOf(member: TeamMemberFormDialog_teamMember$data | null | undefined): TeamMemberFormValues {
  return {
    name: member?.name ?? "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
    role: member?.role ?? "",
    department: member?.department ?? "",
    hourlyRate: member?.hourlyRate ?? "",
    skills: member?.skills.join(", ") ?? "",
    status: member?.status ?? "active",
    bio: member?.bio ?? "",
  };
}

/** The values as the API takes them (the shared schema's cast: trimmed, "" -> null, skills as a list). */
export function toInput(values: TeamMemberFormValues) {
  const v = teamMemberSchema.cast(values, { stripUnknown: true });
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    role: v.role,
    department: v.department,
    hourlyRate: v.hourlyRate,
    bio: v.bio,
    skills: v.skills,
    status: v.status,
  };
}

interface TeamMemberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null to add a new one. */
  teamMember: TeamMemberFormDialog_teamMember$key | null;
  /** The list's connection id: a new member is prepended to it. */
  connectionId: string;
}

/** The add / edit dialog ('Add Team Member' / 'Edit Team Member'), a Formik form with the shared Yup schema. */
export function TeamMemberFormDialog({ open, onOpenChange, teamMember, connectionId }: TeamMemberFormDialogProps) {
  const member = useFragment(
    graphql`
      fragment TeamMemberFormDialog_teamMember on TeamMember {
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
      }
    `,
    teamMember,
  );
  const [create, creating] = useCreateTeamMemberMutation();
  const [update, updating] = useUpdateTeamMemberMutation();
  const editing = member != null;
  const title = editing ? TEAM_MEMBER_TEXTS.editTitle : TEAM_MEMBER_TEXTS.addTitle;

  const onSubmit = async (values: TeamMemberFormValues, helpers: FormikHelpers<TeamMemberFormValues>) => {
    const input = toInput(values);
    const outcome: MutationOutcome = editing
      ? await update({ id: member.id, ...changedFields(input, toInput(initialValuesOf(member))) })
      : await create(input, connectionId);
    if (outcome.ok) {
      toast.success({ title: editing ? TEAM_MEMBER_TEXTS.updated : TEAM_MEMBER_TEXTS.added });
      onOpenChange(false);
      return;
    }
    if (Object.keys(outcome.fieldErrors).length > 0) {
      helpers.setErrors(outcome.fieldErrors);
      helpers.setTouched(Object.fromEntries(Object.keys(outcome.fieldErrors).map((f) => [f, true])), false);
    }
    showFailure(editing ? TEAM_MEMBER_TEXTS.updateFailed : TEAM_MEMBER_TEXTS.addFailed, outcome, TEAM_MEMBER_FAILURE_TOAST);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="xl" mx="4">
            <Formik<TeamMemberFormValues>
              initialValues={initialValuesOf(member)}
              validationSchema={teamMemberSchema}
              onSubmit={onSubmit}
            >
              {({ isSubmitting }) => (
                <Form noValidate aria-label={title} style={{ display: "contents" }}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <FormField name="name" label="Name" required placeholder="Full name" autoComplete="off" />
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                        <FormField name="email" label="Email" type="email" placeholder="name@company.com" autoComplete="off" />
                        <FormField name="phone" label="Phone" type="tel" placeholder="+1 555 123 4567" autoComplete="off" />
                        <FormField name="role" label="Role" placeholder="e.g. Designer" />
                        <FormField name="department" label="Department" placeholder="e.g. Design" />
                        <FormField name="hourlyRate" label="Hourly Rate (USD)" inputMode="decimal" placeholder="e.g. 85.00" />
                        <EnumSelectField name="status" label="Status" values={TEAM_MEMBER_STATUSES} labels={STATUS_LABELS} />
                      </SimpleGrid>
                      <FormField name="skills" label="Skills" placeholder="e.g. Figma, Branding, UX" helperText="Separate skills with commas" />
                      <TextareaField name="bio" label="Bio" textareaProps={{ rows: 3, placeholder: "A short introduction", resize: "vertical" }} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" colorPalette="gray">
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" loading={isSubmitting || creating || updating}>
                      {editing ? "Save Changes" : TEAM_MEMBER_TEXTS.add}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" colorPalette="gray" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
