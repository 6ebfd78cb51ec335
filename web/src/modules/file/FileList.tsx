import { Card, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { FolderOpen } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { EmptyListCard } from "../../components/EmptyListCard";
import { LoadMore } from "../../components/LoadMore";
import { panelCard } from "../../theme/surfaces";
import { FileCard } from "./FileCard";
import { FILE_SKELETON_COUNT, FILE_TEXTS, FILES_PAGE_SIZE } from "./texts";
import type { FileForm_file$key } from "./__generated__/FileForm_file.graphql";
import type { FileList_viewer$key } from "./__generated__/FileList_viewer.graphql";
import type { FileListPaginationQuery } from "./__generated__/FileListPaginationQuery.graphql";
import type { FilePreviewDialog_file$key } from "./__generated__/FilePreviewDialog_file.graphql";

const fragment = graphql`
  fragment FileList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "FileListPaginationQuery") {
    timeZone
    files(first: $count, after: $cursor) @connection(key: "FileList_files") {
      __id
      totalCount
      edges {
        node {
          id
          ...FileCard_file
        }
      }
    }
  }
`;

/**
 * As many columns of at least 280 px (a card's three buttons in a row) as fit: one on phones, up to four in the
 * widest main column (its 1216 px fit four, not five).
 */
const FILE_GRID_COLUMNS = "repeat(auto-fill, minmax(min(17.5rem, 100%), 1fr))";

interface FileListProps {
  viewer: FileList_viewer$key;
  onUpload: () => void;
  onPreview: (file: FilePreviewDialog_file$key) => void;
  onEdit: (file: FileForm_file$key) => void;
}

/** The file cards (newest first) with 'Load more', or the empty state. */
export function FileList({ viewer, onUpload, onPreview, onEdit }: FileListProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FileListPaginationQuery, FileList_viewer$key>(fragment, viewer);
  const { __id: connectionId, edges, totalCount } = data.files;
  if (edges.length === 0) {
    return (
      <EmptyListCard
        icon={<FolderOpen size={26} aria-hidden="true" />}
        title={FILE_TEXTS.emptyTitle}
        description={FILE_TEXTS.emptyDescription}
        actionLabel={FILE_TEXTS.emptyAction}
        onAction={onUpload}
        testId="files-empty"
      />
    );
  }
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Files" templateColumns={FILE_GRID_COLUMNS} gap="5" data-testid="file-grid">
        {edges.map(({ node }) => (
          <FileCard key={node.id} file={node} timeZone={data.timeZone} connectionId={connectionId} onPreview={onPreview} onEdit={onEdit} />
        ))}
      </SimpleGrid>
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} pageSize={FILES_PAGE_SIZE} direction="column" align="center" gap="2">
        <Text fontSize="xs" color="fg.muted" data-testid="files-shown">
          Showing {edges.length} of {totalCount} files
        </Text>
      </LoadMore>
    </Stack>
  );
}

/** The grid while it loads: 8 card-shaped placeholders. */
export function FileListSkeleton() {
  return (
    <SimpleGrid templateColumns={FILE_GRID_COLUMNS} gap="5" aria-busy="true" data-testid="files-loading">
      <VisuallyHidden role="status">{FILE_TEXTS.loading}</VisuallyHidden>
      {Array.from({ length: FILE_SKELETON_COUNT }, (_, i) => (
        <Card.Root key={i} {...panelCard} overflow="hidden" data-testid="file-card-skeleton" aria-hidden="true">
          <Skeleton h="40" borderRadius="0" />
          <Card.Body p="4" gap="3">
            <Skeleton h="4" w="75%" />
            <Stack direction="row" gap="2">
              <Skeleton h="5" w="16" borderRadius="full" />
              <Skeleton h="5" w="12" borderRadius="full" />
            </Stack>
            <Skeleton h="3" w="90%" />
            <Skeleton h="3" w="30%" />
          </Card.Body>
          <Card.Footer px="4" py="3" gap="2" borderTopWidth="1px" borderColor="border.muted">
            <Skeleton h="8" flex="1" />
            <Skeleton h="8" flex="1" />
            <Skeleton h="8" w="8" />
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
