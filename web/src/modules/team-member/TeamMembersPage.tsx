import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { preloadRouteQuery } from "../../relay/preload";
import { TEAM_MEMBERS_HEADING } from "./heading";
import { TeamMemberList, TeamMemberListSkeleton } from "./TeamMemberList";
import { TEAM_MEMBER_TEXTS, TEAM_MEMBERS_PAGE_SIZE } from "./texts";
import TeamMembersPageQueryNode, { type TeamMembersPageQuery } from "./__generated__/TeamMembersPageQuery.graphql";
import type { TeamMemberForm_teamMember$key } from "./__generated__/TeamMemberForm_teamMember.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const TeamMemberForm = lazyComponent(() => import("./TeamMemberForm"), "TeamMemberForm");

const query = graphql`
  query TeamMembersPageQuery($count: Int!) {
    viewer {
      id
      ...TeamMemberList_viewer @arguments(count: $count)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<TeamMembersPageQuery> {
  return preloadRouteQuery<TeamMembersPageQuery>(environment, "team-members", TeamMembersPageQueryNode, { count: TEAM_MEMBERS_PAGE_SIZE });
}

/** /team-members: the heading and 'Add Team Member' at once, the team member cards (or skeleton cards) below. */
export const Component = recordListPage<TeamMembersPageQuery, TeamMemberForm_teamMember$key>({
  heading: TEAM_MEMBERS_HEADING,
  addLabel: TEAM_MEMBER_TEXTS.add,
  skeleton: <TeamMemberListSkeleton />,
  Content: TeamMembersContent,
});

type TeamMembersContentProps = RecordListContentProps<TeamMembersPageQuery, TeamMemberForm_teamMember$key>;

function TeamMembersContent({ queryRef, dialog, openCreate, openEdit, setOpen }: TeamMembersContentProps) {
  const { viewer } = usePreloadedQuery<TeamMembersPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "TeamMemberList_teamMembers");
  return (
    <>
      <TeamMemberList viewer={viewer} onCreate={openCreate} onEdit={openEdit} />
      <OnFirstOpen open={dialog.open}>
        <TeamMemberForm
          open={dialog.open}
          onOpenChange={setOpen}
          teamMember={dialog.record}
          connectionId={connectionId}
        />
      </OnFirstOpen>
    </>
  );
}
