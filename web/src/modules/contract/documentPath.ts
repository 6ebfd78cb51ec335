import { recordPath } from "../../lib/recordPaths";

/** A contract's page, or a proposal's under /proposals (`id`: its Relay global id), as the faces declare them. */
export const documentPath = (id: string, type?: string | null) => recordPath(type === "proposal" ? "proposal" : "contract", id);
