import { LayoutTemplate } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { CardGrid } from "./CardGrid";
import { ContractTemplateCard } from "./ContractTemplateCard";
import { CONTRACT_TEMPLATE_TEXTS } from "./texts";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";
import type { ContractTemplateList_viewer$key } from "./__generated__/ContractTemplateList_viewer.graphql";
import type { ContractTemplateListPaginationQuery } from "./__generated__/ContractTemplateListPaginationQuery.graphql";

const fragment = graphql`
  fragment ContractTemplateList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ContractTemplateListPaginationQuery") {
    contractTemplates(first: $count, after: $cursor, kind: contract) @connection(key: "ContractTemplateList_contractTemplates") {
      __id
      totalCount
      edges {
        node {
          id
          ...ContractTemplateCard_template
        }
      }
    }
  }
`;

/** The contract templates connection (every type but proposals). */
export function useContractTemplateList(viewer: ContractTemplateList_viewer$key) {
  const { data, ...pagination } = usePaginationFragment<ContractTemplateListPaginationQuery, ContractTemplateList_viewer$key>(fragment, viewer);
  return { connection: data.contractTemplates, pagination };
}

interface ContractTemplateListProps {
  list: ReturnType<typeof useContractTemplateList>;
  onCreate: () => void;
  onEdit: (template: ContractTemplateForm_template$key) => void;
}

/** The contract template cards with 'Load more', or 'No templates yet'. */
export function ContractTemplateList({ list: { connection, pagination }, onCreate, onEdit }: ContractTemplateListProps) {
  return (
    <CardGrid
      connection={connection}
      pagination={pagination}
      testIdPrefix="contract-templates"
      label="Contract templates"
      noun="templates"
      empty={{ icon: LayoutTemplate, texts: CONTRACT_TEMPLATE_TEXTS, onAction: onCreate }}
      renderItem={(node) => (
        <ContractTemplateCard template={node} kind="contract" texts={CONTRACT_TEMPLATE_TEXTS} connectionId={connection.__id} onEdit={onEdit} />
      )}
    />
  );
}
