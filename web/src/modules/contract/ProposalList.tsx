import { FileText } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { useLiveList } from "../../relay/useWorkspaceChanges";
import { CONTRACTS_PAGE_SIZE } from "./texts";
import { CardGrid } from "./CardGrid";
import { ContractCard } from "./ContractCard";
import { PROPOSAL_TEXTS } from "./proposalTexts";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { ProposalList_viewer$key } from "./__generated__/ProposalList_viewer.graphql";
import type { ProposalListPaginationQuery } from "./__generated__/ProposalListPaginationQuery.graphql";

const fragment = graphql`
  fragment ProposalList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ProposalListPaginationQuery") {
    contracts(first: $count, after: $cursor, kind: proposal) @connection(key: "ProposalList_contracts") {
      __id
      totalCount
      edges {
        node {
          id
          ...ContractCard_contract
        }
      }
    }
  }
`;

/** The proposals connection (the latest version of each). */
export function useProposalList(viewer: ProposalList_viewer$key) {
  const { data, ...pagination } = usePaginationFragment<ProposalListPaginationQuery, ProposalList_viewer$key>(fragment, viewer);
  useLiveList("contract", pagination.refetch, data.contracts.edges.length, CONTRACTS_PAGE_SIZE);
  return { connection: data.contracts, pagination };
}

interface ProposalListProps {
  list: ReturnType<typeof useProposalList>;
  onCreate: () => void;
  onEdit: (contract: ContractForm_contract$key) => void;
}

/** The proposal cards with 'Load more', or 'No proposals yet'. */
export function ProposalList({ list: { connection, pagination }, onCreate, onEdit }: ProposalListProps) {
  return (
    <CardGrid
      connection={connection}
      pagination={pagination}
      testIdPrefix="proposals"
      label="Proposals"
      noun="proposals"
      empty={{ icon: FileText, texts: PROPOSAL_TEXTS, onAction: onCreate }}
      renderItem={(node) => <ContractCard contract={node} kind="proposal" texts={PROPOSAL_TEXTS} connectionId={connection.__id} onEdit={onEdit} />}
    />
  );
}
