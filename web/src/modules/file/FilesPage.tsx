import { Suspense, useCallback, useState } from "react";
import { Box, HStack, Progress, Text } from "@chakra-ui/react";
import { HardDrive, Upload } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { formatFileSize } from "@common/file";
import { ListPage } from "../../components/ListPage";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { useLinkedRecordId, useOpenLinkedRecord } from "../../components/useLinkedRecordId";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { FILES_HEADING } from "./heading";
import { FileList, FileListSkeleton } from "./FileList";
import { FILE_TEXTS, FILES_PAGE_SIZE } from "./texts";
import FilesPageQueryNode, { type FilesPageQuery } from "./__generated__/FilesPageQuery.graphql";
import type { FileForm_file$key } from "./__generated__/FileForm_file.graphql";
import type { FilePreviewDialog_file$key } from "./__generated__/FilePreviewDialog_file.graphql";
import type { FilesPageLinkQuery } from "./__generated__/FilesPageLinkQuery.graphql";

// The dialogs load with their first opening: none of their code is part of the screen.
const UploadDialog = lazyComponent(() => import("./UploadDialog"), "UploadDialog");
const FilePreviewDialog = lazyComponent(() => import("./FilePreviewDialog"), "FilePreviewDialog");
const FileForm = lazyComponent(() => import("./FileForm"), "FileForm");

const query = graphql`
  query FilesPageQuery($count: Int!) {
    viewer {
      id
      timeZone
      storageUsedBytes
      storageQuotaBytes
      ...FileList_viewer @arguments(count: $count)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<FilesPageQuery> {
  return preloadRouteQuery<FilesPageQuery>(environment, "files", FilesPageQueryNode, { count: FILES_PAGE_SIZE });
}

/** /files: the heading and 'Upload Files' at once, the storage used and the file cards (or 8 skeleton cards) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<FilesPageQuery>;
  const [uploadOpen, setUploadOpen] = useState(false);
  const openUpload = useCallback(() => setUploadOpen(true), []);
  const recordDialog = useRecordDialog<FileForm_file$key>();
  return (
    <ListPage heading={FILES_HEADING} addLabel={FILE_TEXTS.upload} addIcon={Upload} onAdd={openUpload} skeleton={<FileListSkeleton />}>
      <FilesContent queryRef={queryRef} uploadOpen={uploadOpen} setUploadOpen={setUploadOpen} onUpload={openUpload} {...recordDialog} />
    </ListPage>
  );
}

interface FilesContentProps extends RecordDialog<FileForm_file$key> {
  queryRef: PreloadedQuery<FilesPageQuery>;
  uploadOpen: boolean;
  setUploadOpen: (open: boolean) => void;
  onUpload: () => void;
}

function FilesContent({ queryRef, uploadOpen, setUploadOpen, onUpload, dialog, openEdit, setOpen }: FilesContentProps) {
  const { viewer } = usePreloadedQuery<FilesPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "FileList_files");
  const [preview, setPreview] = useState<{ open: boolean; file: FilePreviewDialog_file$key | null }>({ open: false, file: null });
  const openPreview = useCallback((file: FilePreviewDialog_file$key) => setPreview({ open: true, file }), []);
  const setPreviewOpen = useCallback((open: boolean) => setPreview((current) => ({ ...current, open })), []);
  // a link to one file (`?id=`: a search result) opens its preview, as a click on its card does
  const [linkedId, clearLink] = useLinkedRecordId();
  return (
    <>
      <StorageUsage used={viewer.storageUsedBytes} quota={viewer.storageQuotaBytes} />
      <FileList viewer={viewer} onUpload={onUpload} onPreview={openPreview} onEdit={openEdit} />
      {linkedId ? (
        <Suspense fallback={null}>
          <FileFromLink key={linkedId} id={linkedId} onFound={openPreview} onDone={clearLink} />
        </Suspense>
      ) : null}
      <OnFirstOpen open={uploadOpen}>
        <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} connectionId={connectionId} />
      </OnFirstOpen>
      <OnFirstOpen open={preview.open}>
        {preview.file ? <FilePreviewDialog open={preview.open} onOpenChange={setPreviewOpen} file={preview.file} timeZone={viewer.timeZone} /> : null}
      </OnFirstOpen>
      <OnFirstOpen open={dialog.open}>
        {dialog.record ? <FileForm open={dialog.open} onOpenChange={setOpen} file={dialog.record} /> : null}
      </OnFirstOpen>
    </>
  );
}

const linkQuery = graphql`
  query FilesPageLinkQuery($id: ID!) {
    node(id: $id) {
      ...FilePreviewDialog_file @alias(as: "file")
    }
  }
`;

/** Reads the linked file (from the store when it is there) and opens its preview; a file that is gone is said in a toast. */
function FileFromLink({ id, onFound, onDone }: { id: string; onFound: (file: FilePreviewDialog_file$key) => void; onDone: () => void }) {
  const { node } = useLazyLoadQuery<FilesPageLinkQuery>(linkQuery, { id }, { fetchPolicy: "store-or-network" });
  useOpenLinkedRecord(node?.file ?? null, onFound, onDone, FILE_TEXTS.notFound);
  return null;
}

/** The share of the quota used, as the bar and the figure show it: '<1%' for a little, never past 100. */
function usagePercent(used: number, quota: number): { value: number; label: string } {
  if (!(quota > 0) || !(used > 0)) return { value: 0, label: "0%" };
  const value = Math.min(100, Math.round((used / quota) * 10_000) / 100);
  return { value, label: value < 1 ? "<1%" : `${Math.floor(value)}%` };
}

/** 'Storage used: 1.2 GB of 5 GB' with a bar of the quota (orange from 90 %, red when full). */
function StorageUsage({ used, quota }: { used: number; quota: number }) {
  const percent = usagePercent(used, quota);
  const palette = percent.value >= 100 ? "red" : percent.value >= 90 ? "orange" : "brand";
  return (
    <Box mt="-4" mb="6" maxW="sm" data-testid="storage-usage">
      <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="storage-used">
        <HardDrive size={16} aria-hidden="true" />
        <Text flex="1">
          {FILE_TEXTS.storageUsed}:{" "}
          <Text as="span" fontWeight="semibold" color="fg" data-testid="storage-used-value">
            {formatFileSize(used)}
          </Text>{" "}
          {FILE_TEXTS.storageOf}{" "}
          <Text as="span" data-testid="storage-quota-value">
            {formatFileSize(quota)}
          </Text>
        </Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="storage-used-percent">
          {percent.label}
        </Text>
      </HStack>
      <Progress.Root value={percent.value} size="xs" mt="1.5" colorPalette={palette} data-testid="storage-usage-bar">
        <Progress.Track borderRadius="full" bg="bg.muted" aria-label={FILE_TEXTS.storageBar}>
          <Progress.Range borderRadius="full" />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
