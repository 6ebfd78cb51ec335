import { Fragment, type ReactNode } from "react";
import { Text } from "@chakra-ui/react";
import { EmptyListCard, type EmptyListCardProps } from "./EmptyListCard";
import { LoadMore, type LoadMoreProps } from "./LoadMore";

interface RecordListProps<Node extends { readonly id: string }> {
  /** The connection as the list's pagination fragment reads it (totalCount only for 'Showing N of M'). */
  connection: { readonly edges: ReadonlyArray<{ readonly node: Node }>; readonly totalCount?: number };
  /** usePaginationFragment's answer: whether more records exist, whether a page is loading, and the loader. */
  pagination: Pick<LoadMoreProps, "hasNext" | "isLoadingNext" | "loadNext">;
  /** How many records one more page brings. */
  pageSize: number;
  /** The test ids of the empty state and of the 'Showing' line: `<prefix>-empty`, `<prefix>-shown`. */
  testIdPrefix: string;
  /** The empty state when there are no records; without it an empty list still shows its frame (a filtered list says why). */
  empty?: Omit<EmptyListCardProps, "testId">;
  /** The list around its items: its grid, stack or card, with the list's aria label and test id. */
  renderList: (items: ReactNode) => ReactNode;
  /** One record's card or row. */
  renderItem: (node: Node) => ReactNode;
  /** Space between the list and 'Load more'. */
  loadMoreGap: "6" | "8";
  /** With it, 'Showing N of M <noun>' under 'Load more' (the fragment asks the connection's totalCount). */
  shownNoun?: string;
}

/** A paginated list's body: its empty state, or its records (newest first) with 'Load more' under them. */
export function RecordList<Node extends { readonly id: string }>(props: RecordListProps<Node>) {
  const { connection, pagination, pageSize, testIdPrefix, empty, renderList, renderItem, loadMoreGap, shownNoun } = props;
  const { edges, totalCount } = connection;
  // only these three: the fragment's answer also has refetch and the backward loaders, which are no Flex props
  const loadMore = { hasNext: pagination.hasNext, isLoadingNext: pagination.isLoadingNext, loadNext: pagination.loadNext, pageSize, mt: loadMoreGap };
  if (edges.length === 0 && empty) return <EmptyListCard {...empty} testId={`${testIdPrefix}-empty`} />;
  const items = edges.map(({ node }) => <Fragment key={node.id}>{renderItem(node)}</Fragment>);
  return (
    <>
      {renderList(items)}
      {shownNoun ? (
        <LoadMore {...loadMore} direction="column" align="center" gap="2">
          <Text fontSize="xs" color="fg.muted" data-testid={`${testIdPrefix}-shown`}>
            Showing {edges.length} of {totalCount} {shownNoun}
          </Text>
        </LoadMore>
      ) : (
        <LoadMore {...loadMore} />
      )}
    </>
  );
}
