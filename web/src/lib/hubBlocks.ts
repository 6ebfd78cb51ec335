import type { HubBlockDeclaration, HubKind } from "./webModule";

// The hub pages' blocks as the module faces declare them (`hubBlocks`), filled from the module list at start
// (routeTable.ts), read by a hub's loader (components/HubBlocks.tsx). Part of the initial JS; the blocks' code is not.

let declared: readonly HubBlockDeclaration[] = [];

/** Fills the registry with the faces' declarations (routeTable.ts, once at start). */
export function setHubBlocks(blocks: readonly HubBlockDeclaration[]): void {
  declared = blocks;
}

/** The blocks of a hub, in their declared places. */
export const hubBlocksOn = (hub: HubKind): HubBlockDeclaration[] =>
  declared.filter((b) => b.on[hub] !== undefined).sort((a, b) => (a.on[hub] ?? 0) - (b.on[hub] ?? 0));
