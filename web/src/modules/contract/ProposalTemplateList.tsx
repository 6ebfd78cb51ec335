import { LayoutTemplate } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { CardGrid } from "./CardGrid";
import { ContractTemplateCard } from "./ContractTemplateCard";
import { PROPOSAL_TEMPLATE_TEXTS } from "./proposalTexts";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";
import type { ProposalTemplateList_viewer$key } from "./__generated__/ProposalTemplateList_viewer.graphql";
import type { ProposalTemplateListPaginationQuery } from "./__generated__/ProposalTemplateListPaginationQuery.graphql";

const fragment = graphql`
  fragment ProposalTemplateList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ProposalTemplateListPaginationQuery") {
    contractTemplates(first: $count, after: $cursor, kind: proposal) @connection(key: "ProposalTemplateList_contractTemplates") {
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

/** The proposal templates connection. */
export function useProposalTemplateList(viewer: ProposalTemplateList_viewer$key) {
  const { data, ...pagination } = usePaginationFragment<ProposalTemplateListPaginationQuery, ProposalTemplateList_viewer$key>(fragment, viewer);
  return { connection: data.contractTemplates, pagination };
}

interface ProposalTemplateListProps {
  list: ReturnType<typeof useProposalTemplateList>;
  onCreate: () => void;
  onEdit: (template: ContractTemplateForm_template$key) => void;
}

/** The proposal template cards with 'Load more', or 'No proposal templates yet'. */
export function ProposalTemplateList({ list: { connection, pagination }, onCreate, onEdit }: ProposalTemplateListProps) {
  return (
    <CardGrid
      connection={connection}
      pagination={pagination}
      testIdPrefix="proposal-templates"
      label="Proposal templates"
      noun="templates"
      empty={{ icon: LayoutTemplate, texts: PROPOSAL_TEMPLATE_TEXTS, onAction: onCreate }}
      renderItem={(node) => (
        <ContractTemplateCard template={node} kind="proposal" texts={PROPOSAL_TEMPLATE_TEXTS} connectionId={connection.__id} onEdit={onEdit} />
      )}
    />
  );
}
