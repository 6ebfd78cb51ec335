import type { ReactNode } from "react";
import { Avatar, Badge, Box, Card, Flex, HStack, IconButton, Link, Stack, Text, Wrap } from "@chakra-ui/react";
import { Building2, Mail, Pencil, Phone, Wallet } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { DeleteIconButton } from "../../components/CardIconButtons";
import { telHref } from "@common/user-display";
import { recordCard } from "../../theme/surfaces";
import { formatHourlyRate, initialsOf } from "./format";
import { TEAM_MEMBER_TEXTS } from "./texts";
import { useDeleteTeamMemberMutation } from "./useDeleteTeamMemberMutation";
import type { TeamMemberCard_teamMember$key } from "./__generated__/TeamMemberCard_teamMember.graphql";
import type { TeamMemberForm_teamMember$key } from "./__generated__/TeamMemberForm_teamMember.graphql";

const fragment = graphql`
  fragment TeamMemberCard_teamMember on TeamMember {
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
    ...TeamMemberForm_teamMember
  }
`;

interface TeamMemberCardProps {
  teamMember: TeamMemberCard_teamMember$key;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  /** Opens the edit dialog with this team member. */
  onEdit: (teamMember: TeamMemberForm_teamMember$key) => void;
}

/** One team member: name, role badge, optional e-mail and phone, department, rate and skills, edit and delete. */
export function TeamMemberCard({ teamMember, connectionId, onEdit }: TeamMemberCardProps) {
  const member = useFragment(fragment, teamMember);
  const [deleteTeamMember, deleting] = useDeleteTeamMemberMutation();
  const rate = formatHourlyRate(member.hourlyRate);
  const phoneHref = member.phone ? telHref(member.phone) : null;
  const inactive = member.status === "inactive";

  return (
    <Card.Root
      as="article"
      aria-label={member.name}
      {...recordCard}
      data-testid="team-member-card"
      opacity={deleting ? 0.6 : 1}
    >
      <Card.Body p="5" gap="4">
        <Flex align="flex-start" gap="3">
          <Avatar.Root size="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
            <Avatar.Fallback fontWeight="semibold">{initialsOf(member.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box flex="1" minW="0">
            <Text as="h2" fontWeight="semibold" fontSize="md" lineHeight="short" color="fg" truncate title={member.name}>
              {member.name}
            </Text>
            <HStack gap="1.5" mt="1" wrap="wrap">
              {member.role ? (
                <Badge size="sm" variant="subtle" colorPalette="brand" borderRadius="full" px="2" data-testid="role-badge">
                  {member.role}
                </Badge>
              ) : (
                <Text fontSize="xs" color="fg.subtle">
                  No role
                </Text>
              )}
              {inactive ? (
                <Badge size="sm" variant="outline" colorPalette="gray" borderRadius="full" px="2">
                  Inactive
                </Badge>
              ) : null}
            </HStack>
          </Box>
          <HStack gap="0.5" flexShrink={0} mt="-1" me="-1.5">
            <IconButton
              aria-label={`Edit ${member.name}`}
              title="Edit"
              variant="ghost"
              size="sm"
              colorPalette="gray"
              color="fg.muted"
              onClick={() => onEdit(member)}
            >
              <Pencil />
            </IconButton>
            <DeleteIconButton
              name={member.name}
              confirmText={TEAM_MEMBER_TEXTS.confirmDelete}
              onConfirm={() => void deleteTeamMember(member.id, connectionId)}
              disabled={deleting}
            />
          </HStack>
        </Flex>

        {member.email || member.phone ? (
          <Stack gap="1.5" fontSize="sm">
            {member.email ? (
              <ContactLine icon={<Mail size={15} aria-hidden="true" />}>
                <Link href={`mailto:${member.email}`} color="fg" display="block" truncate title={member.email} _hover={{ color: "brand.fg" }}>
                  {member.email}
                </Link>
              </ContactLine>
            ) : null}
            {member.phone ? (
              <ContactLine icon={<Phone size={15} aria-hidden="true" />}>
                {phoneHref ? (
                  <Link href={phoneHref} color="fg" _hover={{ color: "brand.fg" }}>
                    {member.phone}
                  </Link>
                ) : (
                  <Text>{member.phone}</Text>
                )}
              </ContactLine>
            ) : null}
          </Stack>
        ) : null}

        {member.department || rate ? (
          <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
            {member.department ? (
              <HStack gap="1.5" minW="0">
                <Building2 size={13} aria-hidden="true" />
                <Text truncate>{member.department}</Text>
              </HStack>
            ) : null}
            {rate ? (
              <HStack gap="1.5">
                <Wallet size={13} aria-hidden="true" />
                <Text>{rate}</Text>
              </HStack>
            ) : null}
          </HStack>
        ) : null}

        {member.bio ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} title={member.bio}>
            {member.bio}
          </Text>
        ) : null}

        {member.skills.length > 0 ? (
          <Wrap gap="1.5" aria-label="Skills">
            {member.skills.map((skill) => (
              <Badge key={skill} size="sm" variant="surface" colorPalette="gray" fontWeight="normal" color="fg.muted">
                {skill}
              </Badge>
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" color="fg.muted" minW="0">
      <Box flexShrink={0} display="flex">
        {icon}
      </Box>
      {children}
    </HStack>
  );
}
