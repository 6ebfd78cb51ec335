import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useOpenLinkedRecord } from "../../components/useLinkedRecordId";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { DocumentFromLinkQuery } from "./__generated__/DocumentFromLinkQuery.graphql";

const linkQuery = graphql`
  query DocumentFromLinkQuery($id: ID!) {
    node(id: $id) {
      ... on Contract {
        type
      }
      ...ContractForm_contract @alias(as: "document")
    }
  }
`;

interface DocumentFromLinkProps {
  /** The document's global id from the address (`/contracts?id=`, `/proposals?id=`: a search result). */
  id: string;
  /** The screen's documents: a proposal opens on /proposals, every other type on /contracts. */
  kind: "contract" | "proposal";
  /** The screen's 'no longer exists' text. */
  notFound: string;
  onFound: (document: ContractForm_contract$key) => void;
  onDone: () => void;
}

/**
 * Reads the linked contract or proposal (from the store when it is there) and opens it in the edit dialog, as a click
 * on its card does; one that is gone, or a document of the other screen, is said in a toast.
 */
export function DocumentFromLink({ id, kind, notFound, onFound, onDone }: DocumentFromLinkProps) {
  const { node } = useLazyLoadQuery<DocumentFromLinkQuery>(linkQuery, { id }, { fetchPolicy: "store-or-network" });
  const ofThisScreen = node?.type != null && (node.type === "proposal") === (kind === "proposal");
  useOpenLinkedRecord(ofThisScreen ? (node?.document ?? null) : null, onFound, onDone, notFound);
  return null;
}
