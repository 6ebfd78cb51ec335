import { Box, Card, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { UsersRound } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { TeamMemberCard } from "./TeamMemberCard";
import { TEAM_MEMBER_SKELETON_COUNT, TEAM_MEMBER_TEXTS, TEAM_MEMBERS_PAGE_SIZE } from "./texts";
import type { TeamMemberForm_teamMember$key } from "./__generated__/TeamMemberForm_teamMember.graphql";
import type { TeamMemberList_viewer$key } from "./__generated__/TeamMemberList_viewer.graphql";
import type { TeamMemberListPaginationQuery } from "./__generated__/TeamMemberListPaginationQuery.graphql";

const fragment = graphql`
  fragment TeamMemberList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "TeamMemberListPaginationQuery") {
    teamMembers(first: $count, after: $cursor) @connection(key: "TeamMemberList_teamMembers") {
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
`;

const grid = { base: 1, md: 2, xl: 3 } as const;

interface TeamMemberListProps {
  viewer: TeamMemberList_viewer$key;
  onCreate: () => void;
  onEdit: (teamMember: TeamMemberForm_teamMember$key) => void;
}

/** How many team members there are, their cards (newest first) with 'Load more', or the empty state. */
export function TeamMemberList({ viewer, onCreate, onEdit }: TeamMemberListProps) {
  const { data, ...pagination } = usePaginationFragment<TeamMemberListPaginationQuery, TeamMemberList_viewer$key>(fragment, viewer);
  const { __id: connectionId, totalCount } = data.teamMembers;
  return (
    <RecordList
      connection={data.teamMembers}
      testIdPrefix="team-members"
      pagination={pagination}
      pageSize={TEAM_MEMBERS_PAGE_SIZE}
      empty={{ icon: UsersRound, texts: TEAM_MEMBER_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <>
          <Text fontSize="sm" color="fg.muted" mb="4" data-testid="team-member-count">
            {totalCount === 1 ? "1 team member" : `${totalCount} team members`}
          </Text>
          <SimpleGrid columns={grid} gap="5" data-testid="team-member-grid">
            {items}
          </SimpleGrid>
        </>
      )}
      renderItem={(node) => <TeamMemberCard teamMember={node} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="8"
    />
  );
}

/** The list while it loads: placeholder cards in the cards' own shape. */
export function TeamMemberListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" />} label="Loading team members" count={TEAM_MEMBER_SKELETON_COUNT}>
      {() => (
        <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" data-testid="team-member-skeleton">
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
      )}
    </ListSkeleton>
  );
}
