import { Suspense, useState } from "react";
import { Box, Button, Card, EmptyState, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, Text, VStack } from "@chakra-ui/react";
import { Plus, UsersRound } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { preloadRouteQuery } from "../../relay/preload";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { TeamMemberCard } from "./TeamMemberCard";
import { TeamMemberFormDialog } from "./TeamMemberFormDialog";
import { TEAM_MEMBER_SKELETON_COUNT, TEAM_MEMBER_TEXTS } from "./texts";
import TeamMembersPageQueryNode, { type TeamMembersPageQuery } from "./__generated__/TeamMembersPageQuery.graphql";
import type { TeamMemberFormDialog_teamMember$key } from "./__generated__/TeamMemberFormDialog_teamMember.graphql";

/** The most team members listed at once (spec: "about 1 to 50 clients" — a team is smaller still). */
export const TEAM_MEMBERS_PAGE_SIZE = 100;

export const teamMembersPageQuery = graphql`
  query TeamMembersPageQuery($first: Int!) {
    viewer {
      teamMembers(first: $first) @connection(key: "TeamMembersPage_teamMembers") {
        __id
        totalCount
        edges {
          node {
            id
            ...TeamMemberCard_teamMember
          }
        }
      }
    }
  }
`;

/** The route's loader: starts the list query before the page renders. */
export function load(environment: IEnvironment): PreloadedQuery<TeamMembersPageQuery> {
  return preloadRouteQuery<TeamMembersPageQuery>(environment, "team-members", TeamMembersPageQueryNode, { first: TEAM_MEMBERS_PAGE_SIZE });
}

const { heading, subtitle } = PAGE_HEADINGS.teamMembers;

type DialogState = { open: false } | { open: true; teamMember: TeamMemberFormDialog_teamMember$key | null };

/** Team Members (spec §2): cards, add / edit dialog, delete with confirm, empty state, skeleton cards. */
export function TeamMembersPage() {
  const queryRef = useLoaderData() as PreloadedQuery<TeamMembersPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const openAdd = () => setDialog({ open: true, teamMember: null });
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            {TEAM_MEMBER_TEXTS.add}
          </Button>
        }
      />
      <Suspense fallback={<TeamMembersSkeleton />}>
        <TeamMembersList
          queryRef={queryRef}
          onAdd={openAdd}
          onEdit={(teamMember) => setDialog({ open: true, teamMember })}
          dialog={dialog}
          onDialogOpenChange={(open) => setDialog((d) => (open ? d : { open: false }))}
        />
      </Suspense>
    </>
  );
}

export const Component = TeamMembersPage;

interface TeamMembersListProps {
  queryRef: PreloadedQuery<TeamMembersPageQuery>;
  onAdd: () => void;
  onEdit: (teamMember: TeamMemberFormDialog_teamMember$key) => void;
  dialog: DialogState;
  onDialogOpenChange: (open: boolean) => void;
}

function TeamMembersList({ queryRef, onAdd, onEdit, dialog, onDialogOpenChange }: TeamMembersListProps) {
  const { viewer } = usePreloadedQuery<TeamMembersPageQuery>(teamMembersPageQuery, queryRef);
  const { __id: connectionId, edges, totalCount } = viewer.teamMembers;
  return (
    <>
      {edges.length === 0 ? (
        <TeamMembersEmpty onAdd={onAdd} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="4" data-testid="team-member-count">
            {totalCount === 1 ? "1 team member" : `${totalCount} team members`}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" data-testid="team-member-grid">
            {edges.map(({ node }) => (
              <TeamMemberCard key={node.id} teamMember={node} connectionId={connectionId} onEdit={onEdit} />
            ))}
          </SimpleGrid>
        </>
      )}
      <TeamMemberFormDialog
        open={dialog.open}
        onOpenChange={onDialogOpenChange}
        teamMember={dialog.open ? dialog.teamMember : null}
        connectionId={connectionId}
      />
    </>
  );
}

function TeamMembersEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderWidth="2px" borderRadius="xl" bg="bg.panel">
      <EmptyState.Root size="lg" py={{ base: "12", md: "16" }}>
        <EmptyState.Content>
          <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            <UsersRound size={26} aria-hidden="true" />
          </Flex>
          <VStack textAlign="center" gap="1.5">
            <EmptyState.Title fontSize="lg">{TEAM_MEMBER_TEXTS.emptyTitle}</EmptyState.Title>
            <EmptyState.Description maxW="sm">{TEAM_MEMBER_TEXTS.emptyDescription}</EmptyState.Description>
          </VStack>
          <Button onClick={onAdd} mt="2">
            <Plus aria-hidden="true" />
            {TEAM_MEMBER_TEXTS.add}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Card.Root>
  );
}

/** Placeholder cards in the cards' own shape while the list loads. */
export function TeamMembersSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" role="status" aria-live="polite" aria-label="Loading team members">
      {Array.from({ length: TEAM_MEMBER_SKELETON_COUNT }, (_, i) => (
        <Card.Root key={i} variant="outline" borderColor="border.muted" borderRadius="xl" data-testid="team-member-skeleton">
          <Card.Body p="5" gap="4">
            <Flex gap="3" align="center">
              <SkeletonCircle size="10" />
              <Stack flex="1" gap="2">
                <Skeleton height="4" width="60%" />
                <Skeleton height="3.5" width="30%" />
              </Stack>
            </Flex>
            <Box>
              <SkeletonText noOfLines={2} gap="2" />
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
