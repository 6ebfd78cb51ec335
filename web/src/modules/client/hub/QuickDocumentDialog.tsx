import type { DialogOpenProps } from "../../../components/DialogShell";
import { ContractForm } from "../../contract/ContractForm";
import { CONTRACT_TEXTS } from "../../contract/texts";
import { PROPOSAL_TEXTS } from "../../proposal/texts";

/** A hub's 'New contract' or 'New proposal': the documents' form dialog with the client (and the project) chosen. */
export function QuickDocumentDialog({ open, onOpenChange, kind, clientId, projectId }: DialogOpenProps & { kind: "contract" | "proposal"; clientId: string; projectId?: string }) {
  return (
    <ContractForm open={open} onOpenChange={onOpenChange} kind={kind} texts={kind === "proposal" ? PROPOSAL_TEXTS : CONTRACT_TEXTS} contract={null}
      connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />
  );
}
