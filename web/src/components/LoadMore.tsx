import type { ReactNode } from "react";
import { Button, Flex, type FlexProps } from "@chakra-ui/react";

export interface LoadMoreProps extends Omit<FlexProps, "children"> {
  /** From the list's pagination fragment: whether more records exist, whether a page is loading, and the loader. */
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  /** How many records one more page brings. */
  pageSize: number;
  /** Shown under the button (e.g. how many are shown). */
  children?: ReactNode;
}

/** 'Load more' under a list while it has more records; nothing once all are shown. */
export function LoadMore({ hasNext, isLoadingNext, loadNext, pageSize, children, ...flex }: LoadMoreProps) {
  if (!hasNext) return null;
  return (
    <Flex justify="center" {...flex}>
      <Button variant="outline" colorPalette="gray" onClick={() => loadNext(pageSize)} loading={isLoadingNext} loadingText="Loading...">
        Load more
      </Button>
      {children}
    </Flex>
  );
}
