import { UsersRound } from "lucide-react";
import { graphql } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { recordListPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { TeamHubBlockQuery } from "./__generated__/TeamHubBlockQuery.graphql";

// The team block of a project's page: the members assigned to it, by name (assignments change with the project).

const query = graphql`
  query TeamHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Project {
        team { id name role }
      }
    }
  }
`;

function TeamBlock({ data, hub }: HubBlockProps<TeamHubBlockQuery>) {
  const team = data.node?.team ?? [];
  return (
    <HubBlock title="Team" testId={hubBlockTestId(hub, "team")} icon={<UsersRound size={18} />} emptyText="Nobody is assigned to this project yet."
      viewAll={recordListPath("teamMember")} isEmpty={team.length === 0}>
      {team.map((m) => <HubRow key={m.id} title={m.name} detail={m.role} />)}
    </HubBlock>
  );
}

export const teamHubBlock = defineHubBlock<TeamHubBlockQuery>({ query, follows: ["project", "team_member"], Component: TeamBlock });
