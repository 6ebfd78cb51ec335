import { Card, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { FolderOpen } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
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
  const { data, ...pagination } = usePaginationFragment<FileListPaginationQuery, FileList_viewer$key>(fragment, viewer);
  const connectionId = data.files.__id;
  return (
    <RecordList
      connection={data.files}
      testIdPrefix="files"
      pagination={pagination}
      pageSize={FILES_PAGE_SIZE}
      empty={{ icon: FolderOpen, texts: FILE_TEXTS, onAction: onUpload }}
      renderList={(items) => (
        <SimpleGrid as="section" aria-label="Files" templateColumns={FILE_GRID_COLUMNS} gap="5" data-testid="file-grid">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <FileCard file={node} timeZone={data.timeZone} connectionId={connectionId} onPreview={onPreview} onEdit={onEdit} />}
      loadMoreGap="6"
      shownNoun="files"
    />
  );
}

/** The grid while it loads: 8 card-shaped placeholders. */
export function FileListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid templateColumns={FILE_GRID_COLUMNS} gap="5" data-testid="files-loading" />} label={FILE_TEXTS.loading} hiddenStatus count={FILE_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} overflow="hidden" data-testid="file-card-skeleton" aria-hidden="true">
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
      )}
    </ListSkeleton>
  );
}
