import { Suspense, lazy, type ComponentType } from "react";
import { Skeleton } from "@chakra-ui/react";
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment, OperationType } from "relay-runtime";
import { hubBlocksOn } from "../lib/hubBlocks";
import type { HubBlockModule, HubKind } from "../lib/webModule";
import { useWorkspaceChanges } from "../relay/useWorkspaceChanges";
import { useRecordPageRefresh } from "./RecordPage";

// The blocks the modules put on a hub page (their faces' `hubBlocks`): the hub's loader starts each block's code and
// query with its own (`preloadHubBlocks`), in parallel, and the page shows each block when its answer is there
// (`HubBlocks`), reading it again when a record of its kind changes anywhere in the workspace.

interface BlockPlace {
  hub: HubKind;
  timeZone: string | null | undefined;
}

interface LoadingBlock {
  key: string;
  /** The block bound to its query, shown once its code is there (a lazy component, made by the loader). */
  Block: ComponentType<BlockPlace>;
}

/** The blocks of a hub being loaded, as its loader hands them to its page. */
export type LoadingHubBlocks = readonly LoadingBlock[];

/** Each block's latest query, by hub and block: released when the next visit of that hub has its own. */
const latest = new Map<string, PreloadedQuery<OperationType>>();

/** Starts the code and the query of every block of `hub` for the record `id` (its Relay global id). */
export function preloadHubBlocks(environment: IEnvironment, hub: HubKind, id: string): LoadingHubBlocks {
  return hubBlocksOn(hub).map((declared) => {
    const slot = `${hub}:${declared.key}`;
    const ready = declared.block().then((block) => {
      const ref = loadQuery<OperationType>(environment, block.query, { id }, { fetchPolicy: "store-and-network" });
      const previous = latest.get(slot);
      latest.set(slot, ref);
      previous?.dispose();
      return { block, ref };
    });
    // a page left before it showed the block does not leave its failure unhandled (a shown block throws it)
    ready.catch(() => undefined);
    const Block = lazy(() => ready.then(({ block, ref }) => ({ default: (place: BlockPlace) => <LoadedBlock block={block} queryRef={ref} {...place} /> })));
    return { key: declared.key, Block };
  });
}

/** The hub's blocks, in their declared order, each with a placeholder of its own until its answer is there. */
export function HubBlocks({ blocks, hub, timeZone }: { blocks: LoadingHubBlocks; hub: HubKind; timeZone: string | null | undefined }) {
  return (
    <>
      {blocks.map((b) => (
        <Suspense key={b.key} fallback={<Skeleton h="40" borderRadius="xl" data-testid={`hub-block-loading-${b.key}`} />}>
          <b.Block hub={hub} timeZone={timeZone} />
        </Suspense>
      ))}
    </>
  );
}

function LoadedBlock({ block, queryRef, hub, timeZone }: BlockPlace & { block: HubBlockModule; queryRef: PreloadedQuery<OperationType> }) {
  const data = usePreloadedQuery(block.query, queryRef);
  const refresh = useRecordPageRefresh(block.query, queryRef.variables);
  useWorkspaceChanges(block.follows, refresh);
  const Block = block.Component;
  return <Block data={data} hub={hub} timeZone={timeZone} />;
}

/** A module's hub block, as its face's loader answers it (the block's props typed by its query). */
export const defineHubBlock = <Q extends OperationType>(block: HubBlockModule<Q>): HubBlockModule => block as unknown as HubBlockModule;
