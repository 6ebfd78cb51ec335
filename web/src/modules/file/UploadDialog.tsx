import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { Alert, Box, Button, Dialog, Flex, HStack, IconButton, Progress, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CloudUpload, X } from "lucide-react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { ConnectionHandler, commitLocalUpdate, type IEnvironment } from "relay-runtime";
import { MAX_FILES_PER_UPLOAD, formatFileSize } from "@common/file";
import { DialogShell, type DialogOpenProps } from "../../components/DialogShell";
import { toast } from "../../components/toaster";
import { adjustTotalCount } from "../../relay/connections";
import { fileIcon } from "./fileKind";
import { FILE_TEXTS } from "./texts";
import { UploadError, acceptFiles, claimedType, putObject, requestUploadUrl, saveFileRecord, type SavedFile } from "./upload";
import type { UploadDialogFileQuery } from "./__generated__/UploadDialogFileQuery.graphql";

const uploadedFileQuery = graphql`
  query UploadDialogFileQuery($id: ID!) {
    node(id: $id) {
      __typename
      id
      ...FileCard_file @alias(as: "file")
    }
    viewer {
      id
      storageUsedBytes
    }
  }
`;

type ItemStatus = "ready" | "uploading" | "saving" | "done" | "error";

interface UploadItem {
  key: number;
  file: File;
  status: ItemStatus;
  /** 0 to 1: the share of the bytes sent. */
  progress: number;
  error?: string;
  /** The server's reason for the error, when it says more than the error's text. */
  reason?: string;
}

interface Outcome {
  ok: boolean;
  saveFailed?: boolean;
  reason?: string;
}

const startable = (item: UploadItem) => item.status === "ready" || item.status === "error";
const busy = (item: UploadItem) => item.status === "uploading" || item.status === "saving";

/**
 * Fetches the saved file by its global id and puts its card first in the grid (`connectionId`: the list's `__id`);
 * the same answer brings the new storage total. A failure here leaves the upload done: the file shows on the next
 * visit.
 */
async function showInGrid(environment: IEnvironment, connectionId: string, saved: SavedFile): Promise<void> {
  // no grid on screen (the palette's upload): the files screen reads its list when it opens
  if (!saved.nodeId || !connectionId) return;
  const data = await fetchQuery<UploadDialogFileQuery>(environment, uploadedFileQuery, { id: saved.nodeId }, { fetchPolicy: "network-only" }).toPromise();
  const fileId = data?.node?.__typename === "File" ? data.node.id : null;
  if (!fileId) return;
  commitLocalUpdate(environment, (store) => {
    const connection = store.get(connectionId);
    const node = store.get(fileId);
    if (!connection || !node) return;
    const edges = connection.getLinkedRecords("edges") ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === fileId)) return;
    const edge = ConnectionHandler.createEdge(store, connection, node, "FileEdge");
    ConnectionHandler.insertEdgeBefore(connection, edge);
    adjustTotalCount(store, connectionId, 1);
  });
}

interface UploadDialogProps extends DialogOpenProps {
  /** The grid's connection id: each saved file is put first in it. */
  connectionId: string;
  /** Opens the file picker as the dialog opens, and uploads what is chosen there at once (the command palette's 'Upload file'). */
  pickOnOpen?: boolean;
}

/**
 * The command palette's 'Upload file' (a quick-create of the files module): the uploader with its file picker open;
 * the files chosen are sent at once, each with its progress bar, and the toast says when they are saved.
 */
export function QuickUploadDialog({ open, onOpenChange }: DialogOpenProps) {
  return <UploadDialog open={open} onOpenChange={onOpenChange} connectionId="" pickOnOpen />;
}

/**
 * The uploader: up to 5 files of at most 50 MB, chosen or dropped, held until 'Upload N files'; each one is sent in
 * one request with its own progress bar, then saved, and its card appears in the grid. A file can be removed before
 * the start; a failed one keeps its error and can be retried. Closing the dialog does not stop an upload under way.
 */
export function UploadDialog({ open, onOpenChange, connectionId, pickOnOpen = false }: UploadDialogProps) {
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(1);
  const aborts = useRef(new Map<number, () => void>());
  // files chosen in the picker opened with the dialog are sent without a second click
  const startWhenChosen = useRef(false);

  useEffect(() => {
    if (!open || !pickOnOpen) return;
    startWhenChosen.current = true;
    inputRef.current?.click();
  }, [open, pickOnOpen]);

  // leaving the page stops what is still being sent
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    // files uploaded earlier leave the list: the limit counts the files of this upload
    const held = items.filter((item) => item.status !== "done");
    const { accepted, tooMany, tooLarge } = acceptFiles(held.length, files);
    const next: string[] = [];
    if (tooLarge.length > 0) next.push(FILE_TEXTS.tooLarge(tooLarge));
    if (tooMany.length > 0) next.push(FILE_TEXTS.tooMany(tooMany));
    setNotices(next);
    setItems([...held, ...accepted.map((file) => ({ key: nextKey.current++, file, status: "ready" as const, progress: 0 }))]);
  };

  const removeItem = (key: number) => {
    setItems((current) => current.filter((item) => item.key !== key));
    setNotices([]);
  };

  const uploadOne = async (item: UploadItem): Promise<Outcome> => {
    update(item.key, { status: "uploading", progress: 0, error: undefined, reason: undefined });
    try {
      const url = await requestUploadUrl(item.file);
      const put = putObject(url, item.file, (progress) => update(item.key, { progress }));
      aborts.current.set(item.key, put.abort);
      try {
        await put.done;
      } finally {
        aborts.current.delete(item.key);
      }
      update(item.key, { status: "saving", progress: 1 });
      const saved = await saveFileRecord(url, item.file);
      await showInGrid(environment, connectionId, saved).catch(() => undefined);
      update(item.key, { status: "done" });
      return { ok: true };
    } catch (err) {
      const upload = err instanceof UploadError ? err : null;
      const reason = upload?.reason ?? undefined;
      update(item.key, { status: "error", error: upload?.message ?? FILE_TEXTS.unknownError, reason: reason !== upload?.message ? reason : undefined });
      return { ok: false, saveFailed: upload?.saveFailed, reason };
    }
  };

  const start = async () => {
    const queue = items.filter(startable);
    if (queue.length === 0) return;
    setNotices([]);
    const outcomes = await Promise.all(queue.map(uploadOne));
    const succeeded = outcomes.filter((o) => o.ok).length;
    const unsaved = outcomes.find((o) => o.saveFailed);
    // the spec's toast, with the server's reason (a quota, an upload already used) on a line of its own
    if (unsaved) toast.error({ title: "Error", description: [FILE_TEXTS.saveFailed, unsaved.reason].filter(Boolean).join("\n") });
    else if (succeeded > 0) {
      const description =
        queue.length === 1 ? undefined : succeeded === queue.length ? FILE_TEXTS.uploadedMany(succeeded) : `${succeeded} of ${queue.length} files uploaded`;
      toast.success({ title: FILE_TEXTS.uploaded, description });
    }
    if (succeeded === queue.length) {
      setItems((current) => current.filter((item) => item.status !== "done"));
      onOpenChange(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (running) return;
    addFiles(Array.from(e.dataTransfer.files));
  };

  const running = items.some(busy);
  const toStart = items.filter(startable);

  useEffect(() => {
    if (!startWhenChosen.current || running || toStart.length === 0) return;
    startWhenChosen.current = false;
    void start();
  });
  const retrying = toStart.length > 0 && toStart.every((item) => item.status === "error");
  const fullHand = items.filter((item) => item.status !== "done").length >= MAX_FILES_PER_UPLOAD;

  return (
    <DialogShell
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size="lg"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => browseRef.current}
      contentProps={{ "data-testid": "upload-dialog" }}
    >
      <Dialog.Header pb="2">
        <Stack gap="1">
          <Dialog.Title fontSize="lg" fontWeight="semibold">
            {FILE_TEXTS.uploadTitle}
          </Dialog.Title>
          <Dialog.Description fontSize="sm" color="fg.muted">
            {FILE_TEXTS.uploadDescription}
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Flex
            direction="column"
            align="center"
            gap="2"
            px="6"
            py="8"
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="xl"
            borderColor={dragging ? "brand.solid" : "border"}
            bg={dragging ? "brand.subtle" : "bg.subtle"}
            textAlign="center"
            transition="background 150ms, border-color 150ms"
            onDragEnter={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
            data-testid="upload-dropzone"
            data-dragging={dragging ? "true" : undefined}
          >
            <Flex boxSize="12" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <CloudUpload size={24} aria-hidden="true" />
            </Flex>
            <Text fontWeight="medium">{FILE_TEXTS.dropHere}</Text>
            <Text fontSize="sm" color="fg.muted">
              or
            </Text>
            <Button ref={browseRef} size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={running || fullHand}>
              {FILE_TEXTS.browse}
            </Button>
            <Text fontSize="xs" color="fg.subtle">
              {FILE_TEXTS.dropHint}
            </Text>
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              aria-label={FILE_TEXTS.browse}
              data-testid="upload-input"
              onChange={(e) => {
                addFiles(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = "";
              }}
            />
          </Flex>

          {notices.map((notice) => (
            <Alert.Root key={notice} status="warning" variant="subtle" borderRadius="lg" size="sm" role="alert" data-testid="upload-notice">
              <Alert.Indicator />
              <Alert.Title fontWeight="medium">{notice}</Alert.Title>
            </Alert.Root>
          ))}

          {items.length > 0 ? (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Files to upload">
              {items.map((item) => (
                <UploadRow key={item.key} item={item} onRemove={() => removeItem(item.key)} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            {FILE_TEXTS.close}
          </Button>
        </Dialog.ActionTrigger>
        <Button onClick={() => void start()} disabled={toStart.length === 0 && !running} loading={running} loadingText={FILE_TEXTS.uploading}>
          {retrying ? FILE_TEXTS.retryUpload(toStart.length) : FILE_TEXTS.startUpload(toStart.length)}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const Icon = fileIcon(claimedType(item.file));
  const percent = Math.round(item.progress * 100);
  const status =
    item.status === "error"
      ? item.error
      : item.status === "uploading"
        ? `${percent}%`
        : item.status === "saving"
          ? FILE_TEXTS.statusSaving
          : item.status === "done"
            ? FILE_TEXTS.statusDone
            : FILE_TEXTS.statusWaiting;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={item.status === "error" ? "red.muted" : "border.muted"}
      borderRadius="lg"
      px="3"
      py="2.5"
      data-testid="upload-item"
      data-status={item.status}
    >
      <HStack gap="3" align="center">
        <Flex boxSize="9" flexShrink={0} borderRadius="md" bg="bg.muted" color="fg.muted" align="center" justify="center">
          <Icon size={18} aria-hidden="true" />
        </Flex>
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium" truncate title={item.file.name}>
            {item.file.name}
          </Text>
          <HStack gap="1.5" fontSize="xs" color="fg.muted">
            <Text>{formatFileSize(item.file.size)}</Text>
            <Text aria-hidden="true">·</Text>
            <Text
              color={item.status === "error" ? "fg.error" : item.status === "done" ? "fg.success" : undefined}
              role={item.status === "error" ? "alert" : undefined}
              data-testid="upload-item-status"
            >
              {status}
            </Text>
          </HStack>
          {item.status === "error" && item.reason ? (
            <Text fontSize="xs" color="fg.error" data-testid="upload-item-reason">
              {item.reason}
            </Text>
          ) : null}
        </Box>
        {item.status === "done" ? (
          <Box color="fg.success" flexShrink={0}>
            <CircleCheck size={18} aria-hidden="true" />
          </Box>
        ) : null}
        {startable(item) ? (
          <IconButton aria-label={FILE_TEXTS.removeFile(item.file.name)} title="Remove" variant="ghost" size="xs" colorPalette="gray" onClick={onRemove}>
            <X />
          </IconButton>
        ) : null}
      </HStack>
      {item.status !== "ready" ? (
        <Progress.Root
          value={percent}
          size="xs"
          mt="2"
          colorPalette={item.status === "error" ? "red" : item.status === "done" ? "green" : "brand"}
          data-testid="upload-progress"
        >
          {/* the track is the progressbar: its name is the file's */}
          <Progress.Track borderRadius="full" bg="bg.muted" aria-label={`Upload progress of ${item.file.name}`}>
            <Progress.Range borderRadius="full" />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Box>
  );
}
