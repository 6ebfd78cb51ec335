import type { QuickCreateProps } from "../../lib/webModule";
import { ContractForm } from "./ContractForm";
import { CONTRACT_TEXTS } from "./texts";
import { PROPOSAL_TEXTS } from "./proposalTexts";

/** A hub's 'New contract': the documents' form dialog with the client (and the project) chosen. */
export function QuickContractDialog({ open, onOpenChange, clientId, projectId }: QuickCreateProps) {
  return (
    <ContractForm open={open} onOpenChange={onOpenChange} kind="contract" texts={CONTRACT_TEXTS} contract={null}
      connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />
  );
}

/** A hub's 'New proposal': the same dialog for a proposal. */
export function QuickProposalDialog({ open, onOpenChange, clientId, projectId }: QuickCreateProps) {
  return (
    <ContractForm open={open} onOpenChange={onOpenChange} kind="proposal" texts={PROPOSAL_TEXTS} contract={null}
      connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />
  );
}
