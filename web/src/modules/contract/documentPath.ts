import { paths } from "../../lib/paths";

/**
 * A contract's page, or a proposal's under /proposals (`id`: its Relay global id). Here rather than in lib/paths.ts,
 * which is part of the initial JS: only the contract screens link to it.
 */
export const documentPath = (id: string, type?: string | null) =>
  `${type === "proposal" ? paths.proposals : paths.contracts}/${encodeURIComponent(id)}`;
