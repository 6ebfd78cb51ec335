import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { preloadRouteQuery } from "../../relay/preload";
import { TeamMemberForm } from "./TeamMemberForm";
import { TeamMemberList, TeamMemberListSkeleton } from "./TeamMemberList";
import { TEAM_MEMBER_TEXTS, TEAM_MEMBERS_PAGE_SIZE } from "./texts";
import TeamMembersPageQueryNode, { type TeamMembersPageQuery } from "./__generated__/TeamMembersPageQuery.graphql";
import type { TeamMemberForm_teamMember$key } from "./__generated__/TeamMemberForm_teamMember.graphql";

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

/** The dialog: closed, adding (teamMember null) or editing a team member. */
interface DialogState {
  open: boolean;
  teamMember: TeamMemberForm_teamMember$key | null;
}

/** /team-members: the heading and 'Add Team Member' at once, the team member cards (or skeleton cards) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TeamMembersPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, teamMember: null });
  const openCreate = () => setDialog({ open: true, teamMember: null });
  const { heading, subtitle } = PAGE_HEADINGS.teamMembers;
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {TEAM_MEMBER_TEXTS.add}
          </Button>
        }
      />
      <Suspense fallback={<TeamMemberListSkeleton />}>
        <TeamMembersContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface TeamMembersContentProps {
  queryRef: PreloadedQuery<TeamMembersPageQuery>;
  dialog: DialogState;
  setDialog: (dialog: DialogState) => void;
  onCreate: () => void;
}

function TeamMembersContent({ queryRef, dialog, setDialog, onCreate }: TeamMembersContentProps) {
  const { viewer } = usePreloadedQuery<TeamMembersPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "TeamMemberList_teamMembers");
  return (
    <>
      <TeamMemberList viewer={viewer} onCreate={onCreate} onEdit={(teamMember) => setDialog({ open: true, teamMember })} />
      <TeamMemberForm
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        teamMember={dialog.teamMember}
        connectionId={connectionId}
      />
    </>
  );
}
