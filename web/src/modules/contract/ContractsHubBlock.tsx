import { FileSignature, FileText } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { documentStatusLabel } from "@common/contract";
import { HubBlock, HubRow, hubBlockTestId, hubRows } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { ContractsHubBlockQuery } from "./__generated__/ContractsHubBlockQuery.graphql";
import type { ContractsHubBlockProposalsQuery } from "./__generated__/ContractsHubBlockProposalsQuery.graphql";
import type { ContractsHubBlock_document$key } from "./__generated__/ContractsHubBlock_document.graphql";

// The documents blocks: on a client's hub its contracts and, apart, its proposals; on a project's page its contracts
// and proposals together. The latest version of each, the 5 newest; a proposal opens under the proposals' address.

const contractsQuery = graphql`
  query ContractsHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        contracts(first: 5) { edges { node { id ...ContractsHubBlock_document } } }
      }
      ... on Project {
        contracts(first: 5) { edges { node { id ...ContractsHubBlock_document } } }
      }
    }
  }
`;

const proposalsQuery = graphql`
  query ContractsHubBlockProposalsQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        proposals(first: 5) { edges { node { id ...ContractsHubBlock_document } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment ContractsHubBlock_document on Contract {
    id
    contractNumber
    title
    status
    type
    declinedAt
  }
`;

function ContractsBlock({ data, hub }: HubBlockProps<ContractsHubBlockQuery>) {
  const rows = hubRows(data.node?.contracts);
  const onClient = hub === "client";
  return (
    <HubBlock title={onClient ? "Contracts" : "Contracts and proposals"} testId={hubBlockTestId(hub, "contracts")} icon={<FileSignature size={18} />}
      emptyText={onClient ? "No contracts for this client yet." : "No contracts for this project yet."}
      create={onClient ? "contract" : undefined} viewAll={recordListPath("contract")} isEmpty={rows.length === 0}>
      {rows.map((k) => <DocumentRow key={k.id} document={k} kind={onClient ? "contract" : undefined} />)}
    </HubBlock>
  );
}

function ProposalsBlock({ data, hub }: HubBlockProps<ContractsHubBlockProposalsQuery>) {
  const rows = hubRows(data.node?.proposals);
  return (
    <HubBlock title="Proposals" testId={hubBlockTestId(hub, "proposals")} icon={<FileText size={18} />} emptyText="No proposals for this client yet."
      create="proposal" viewAll={recordListPath("proposal")} isEmpty={rows.length === 0}>
      {rows.map((k) => <DocumentRow key={k.id} document={k} kind="proposal" />)}
    </HubBlock>
  );
}

/** A document's line: it opens as a contract or a proposal (`kind`, or by its type in a block of both). */
function DocumentRow({ document, kind }: { document: ContractsHubBlock_document$key; kind?: "contract" | "proposal" }) {
  const k = useFragment(rowFragment, document);
  // a proposal the client declined is stored as cancelled, and read as what happened
  return (
    <HubRow title={k.title || k.contractNumber} to={recordPath(kind ?? (k.type === "proposal" ? "proposal" : "contract"), k.id)} detail={k.contractNumber}
      badge={documentStatusLabel({ status: k.status, declinedAt: k.declinedAt ?? null })} />
  );
}

export const contractsHubBlock = defineHubBlock<ContractsHubBlockQuery>({ query: contractsQuery, follows: "contract", Component: ContractsBlock });
export const proposalsHubBlock = defineHubBlock<ContractsHubBlockProposalsQuery>({ query: proposalsQuery, follows: "contract", Component: ProposalsBlock });
