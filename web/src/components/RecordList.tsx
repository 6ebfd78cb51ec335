import { Fragment, type ReactNode } from "react";
import { Text } from "@chakra-ui/react";
import { EmptyListCard, type EmptyListCardProps } from "./EmptyListCard";
import { LoadMore, type LoadMoreProps } from "./LoadMore";

interface RecordListProps<Node extends { readonly id: string }> {
  /** The connection's edges, as the list's pagination fragment reads them. */
  edges: ReadonlyArray<{ readonly node: Node }>;
  /** usePaginationFragment's answer: whether more records exist, whether a page is loading, and the loader. */
  pagination: Pick<LoadMoreProps, "hasNext" | "isLoadingNext" | "loadNext">;
  /** How many records one more page brings. */
  pageSize: number;
  /** The empty state when there are no records; without it an empty list still shows its frame (a filtered list says why). */
  empty?: EmptyListCardProps;
  /** The list around its items: its grid, stack or card, with the list's aria label and test id. */
  renderList: (items: ReactNode) => ReactNode;
  /** One record's card or row. */
  renderItem: (node: Node) => ReactNode;
  /** Space between the list and 'Load more'. */
  loadMoreGap: "6" | "8";
  /** 'Showing N of M <noun>' under 'Load more': the connection's totalCount, the noun, the line's test id. */
  shown?: { totalCount: number; noun: string; testId: string };
}

/** A paginated list's body: its empty state, or its records (newest first) with 'Load more' under them. */
export function RecordList<Node extends { readonly id: string }>({ edges, pagination, pageSize, empty, renderList, renderItem, loadMoreGap, shown }: RecordListProps<Node>) {
  if (edges.length === 0 && empty) return <EmptyListCard {...empty} />;
  const items = edges.map(({ node }) => <Fragment key={node.id}>{renderItem(node)}</Fragment>);
  return (
    <>
      {renderList(items)}
      {shown ? (
        <LoadMore {...pagination} pageSize={pageSize} mt={loadMoreGap} direction="column" align="center" gap="2">
          <Text fontSize="xs" color="fg.muted" data-testid={shown.testId}>
            Showing {edges.length} of {shown.totalCount} {shown.noun}
          </Text>
        </LoadMore>
      ) : (
        <LoadMore {...pagination} pageSize={pageSize} mt={loadMoreGap} />
      )}
    </>
  );
}
