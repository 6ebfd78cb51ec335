import { FileSignature } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { useLiveList } from "../../relay/useWorkspaceChanges";
import { CONTRACTS_PAGE_SIZE } from "./texts";
import { CardGrid } from "./CardGrid";
import { ContractCard } from "./ContractCard";
import { CONTRACT_TEXTS } from "./texts";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { ContractList_viewer$key } from "./__generated__/ContractList_viewer.graphql";
import type { ContractListPaginationQuery } from "./__generated__/ContractListPaginationQuery.graphql";

const fragment = graphql`
  fragment ContractList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ContractListPaginationQuery") {
    contracts(first: $count, after: $cursor, kind: contract) @connection(key: "ContractList_contracts") {
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

/** The contracts connection (every type but proposals, the latest version of each). */
export function useContractList(viewer: ContractList_viewer$key) {
  const { data, ...pagination } = usePaginationFragment<ContractListPaginationQuery, ContractList_viewer$key>(fragment, viewer);
  useLiveList("contract", pagination.refetch, data.contracts.edges.length, CONTRACTS_PAGE_SIZE);
  return { connection: data.contracts, pagination };
}

interface ContractListProps {
  list: ReturnType<typeof useContractList>;
  onCreate: () => void;
  onEdit: (contract: ContractForm_contract$key) => void;
}

/** The contract cards with 'Load more', or 'No contracts yet'. */
export function ContractList({ list: { connection, pagination }, onCreate, onEdit }: ContractListProps) {
  return (
    <CardGrid
      connection={connection}
      pagination={pagination}
      testIdPrefix="contracts"
      label="Contracts"
      noun="contracts"
      empty={{ icon: FileSignature, texts: CONTRACT_TEXTS, onAction: onCreate }}
      renderItem={(node) => <ContractCard contract={node} kind="contract" texts={CONTRACT_TEXTS} connectionId={connection.__id} onEdit={onEdit} />}
    />
  );
}
