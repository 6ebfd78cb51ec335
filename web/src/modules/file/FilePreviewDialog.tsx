import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Box, Button, Dialog, Flex, Grid, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { Download, ExternalLink, FileText, ImageOff, RotateCw, TriangleAlert, ZoomIn, ZoomOut } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { fileKind, formatFileSize, type FileKind } from "@common/file";
import { DialogShell, type DialogOpenProps } from "../../components/DialogShell";
import { formatDay } from "../../lib/format";
import { fileIcon } from "./fileKind";
import { FILE_TEXTS, TEXT_PREVIEW_LIMIT } from "./texts";
import type { FilePreviewDialog_file$key } from "./__generated__/FilePreviewDialog_file.graphql";

const fragment = graphql`
  fragment FilePreviewDialog_file on File {
    id
    name
    originalName
    size
    mimeType
    description
    createdAt
    previewUrl
    downloadUrl
  }
`;

/** Zoom steps and bounds of the image preview. */
export const ZOOM = { in: 1.25, out: 0.8, min: 0.1, max: 5 } as const;

interface FilePreviewDialogProps extends DialogOpenProps {
  file: FilePreviewDialog_file$key;
  /** The workspace's time zone, for the created date. */
  timeZone?: string | null;
}

/**
 * The preview of one file by its kind (image with zoom and rotation, native video and audio players, PDF and text
 * with their buttons, a download for the rest) next to its information: original name, size, type, created date and
 * the description. Content from the file is shown as an image, a media element or plain text, never as HTML.
 */
export function FilePreviewDialog({ open, onOpenChange, file, timeZone }: FilePreviewDialogProps) {
  const data = useFragment(fragment, file);
  const kind = fileKind(data.mimeType);
  return (
    // unmounted when closed: a video stops playing, and the next opening starts at 100 % without rotation
    <DialogShell
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      size="xl"
      motionPreset="scale"
      contentProps={{ "data-testid": "file-preview", "data-kind": kind }}
    >
      <Dialog.Header pb="3" pe="14">
        <Dialog.Title fontSize="lg" fontWeight="semibold" wordBreak="break-all">
          {data.name}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 240px" }} gap="5" alignItems="start">
          {/* a new file starts with its own zoom, rotation and load state */}
          <Preview key={data.id} kind={kind} name={data.name} mimeType={data.mimeType} previewUrl={data.previewUrl} downloadUrl={data.downloadUrl} />
          <FileInformation
            originalName={data.originalName}
            size={data.size}
            mimeType={data.mimeType}
            created={formatDay(data.createdAt, timeZone)}
            description={data.description}
          />
        </Grid>
      </Dialog.Body>
      <Dialog.Footer gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
        {kind === "image" || kind === "video" || kind === "audio" ? <DownloadLink href={data.downloadUrl} variant="outline" /> : null}
        <Dialog.ActionTrigger asChild>
          <Button colorPalette="gray" variant="outline">
            {FILE_TEXTS.close}
          </Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogShell>
  );
}

interface PreviewProps {
  kind: FileKind;
  name: string;
  mimeType: string;
  previewUrl: string;
  downloadUrl: string;
}

function Preview({ kind, name, mimeType, previewUrl, downloadUrl }: PreviewProps) {
  switch (kind) {
    case "image":
      return <ImagePreview src={previewUrl} name={name} />;
    case "video":
    case "audio":
      return <MediaPreview kind={kind} src={previewUrl} name={name} />;
    case "pdf":
      return (
        <Notice icon={FileText} text={FILE_TEXTS.pdfNote} testId="pdf-note">
          <Button asChild size="sm">
            <a href={previewUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> {FILE_TEXTS.openInNewTab}
            </a>
          </Button>
          <DownloadLink href={downloadUrl} variant="outline" />
        </Notice>
      );
    case "text":
      return <TextPreview src={previewUrl} downloadUrl={downloadUrl} />;
    default:
      return (
        <Notice icon={fileIcon(mimeType)} text={FILE_TEXTS.noPreview} testId="no-preview">
          <DownloadLink href={downloadUrl} label={FILE_TEXTS.downloadFile} />
        </Notice>
      );
  }
}

/** The next zoom level: x1.25 in up to 5, x0.8 out down to 0.1. */
export function nextZoom(zoom: number, direction: "in" | "out"): number {
  return direction === "in" ? Math.min(ZOOM.max, zoom * ZOOM.in) : Math.max(ZOOM.min, zoom * ZOOM.out);
}

/** The stage's inner size, followed as the dialog resizes. */
function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The image fitted into the stage (never enlarged past its own size at 100 %), then zoomed and turned. The stage
 * scrolls when the zoomed image is larger than it, and keeps the point at its centre in the centre.
 */
function ImagePreview({ src, name }: { src: string; name: string }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useElementSize(stageRef);
  const center = useRef({ x: 0.5, y: 0.5 });

  const quarter = rotation % 180 !== 0;
  let drawn: { width: number; height: number } | null = null;
  if (natural && stage.width > 0 && stage.height > 0) {
    const [w, h] = quarter ? [natural.height, natural.width] : [natural.width, natural.height];
    const fit = Math.min(1, stage.width / w, stage.height / h);
    drawn = { width: natural.width * fit * zoom, height: natural.height * fit * zoom };
  }

  useLayoutEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) * center.current.x;
    el.scrollTop = (el.scrollHeight - el.clientHeight) * center.current.y;
  }, [zoom, rotation, drawn?.width, drawn?.height]);

  const onScroll = () => {
    const el = stageRef.current;
    if (!el) return;
    const ratio = (pos: number, overflow: number) => (overflow > 0 ? pos / overflow : 0.5);
    center.current = { x: ratio(el.scrollLeft, el.scrollWidth - el.clientWidth), y: ratio(el.scrollTop, el.scrollHeight - el.clientHeight) };
  };
  const reset = () => {
    setZoom(1);
    setRotation(0);
    center.current = { x: 0.5, y: 0.5 };
  };

  if (failed) {
    return (
      <Notice icon={ImageOff} text={FILE_TEXTS.imageFailed} tone="error" testId="image-failed">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setFailed(false);
            setNatural(null);
            setAttempt((n) => n + 1);
          }}
        >
          {FILE_TEXTS.tryAgain}
        </Button>
      </Notice>
    );
  }
  return (
    <Stack gap="3" minW="0">
      <HStack gap="1" justify="center" wrap="wrap" role="toolbar" aria-label="Image controls">
        <IconButton aria-label={FILE_TEXTS.zoomOut} title={FILE_TEXTS.zoomOut} size="sm" variant="outline" colorPalette="gray" onClick={() => setZoom((z) => nextZoom(z, "out"))} disabled={zoom <= ZOOM.min}>
          <ZoomOut />
        </IconButton>
        <Text minW="14" textAlign="center" fontSize="sm" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid="zoom-level">
          {Math.round(zoom * 100)}%
        </Text>
        <IconButton aria-label={FILE_TEXTS.zoomIn} title={FILE_TEXTS.zoomIn} size="sm" variant="outline" colorPalette="gray" onClick={() => setZoom((z) => nextZoom(z, "in"))} disabled={zoom >= ZOOM.max}>
          <ZoomIn />
        </IconButton>
        <IconButton aria-label={FILE_TEXTS.rotate} title={FILE_TEXTS.rotate} size="sm" variant="outline" colorPalette="gray" onClick={() => setRotation((r) => (r + 90) % 360)}>
          <RotateCw />
        </IconButton>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={reset} disabled={zoom === 1 && rotation === 0}>
          {FILE_TEXTS.reset}
        </Button>
      </HStack>
      <Box
        ref={stageRef}
        h={{ base: "60vh", lg: "min(60vh, 560px)" }}
        minH="240px"
        overflow="auto"
        borderRadius="lg"
        bg="bg.muted"
        tabIndex={0}
        aria-label="Image preview"
        onScroll={onScroll}
        data-testid="image-stage"
      >
        <Flex minW="full" minH="full" w="max-content" h="max-content" align="center" justify="center">
          <Box
            position="relative"
            flexShrink={0}
            w={drawn ? `${quarter ? drawn.height : drawn.width}px` : undefined}
            h={drawn ? `${quarter ? drawn.width : drawn.height}px` : undefined}
          >
            <Image
              key={attempt}
              src={src}
              alt={name}
              maxW={drawn ? "none" : "100%"}
              maxH={drawn ? "none" : "100%"}
              position={drawn ? "absolute" : "static"}
              left="50%"
              top="50%"
              w={drawn ? `${drawn.width}px` : undefined}
              h={drawn ? `${drawn.height}px` : undefined}
              transform={drawn ? `translate(-50%, -50%) rotate(${rotation}deg)` : undefined}
              onLoad={(e) => {
                const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                if (width > 0 && height > 0) setNatural({ width, height });
              }}
              onError={() => setFailed(true)}
              data-testid="preview-image"
              data-zoom={zoom}
              data-rotation={rotation}
            />
          </Box>
        </Flex>
      </Box>
    </Stack>
  );
}

function MediaPreview({ kind, src, name }: { kind: "video" | "audio"; src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (failed) return <LoadFailure onRetry={() => (setFailed(false), setAttempt((n) => n + 1))} />;
  return (
    <Flex align="center" justify="center" borderRadius="lg" bg={kind === "video" ? "black" : "bg.muted"} p={kind === "audio" ? "8" : "0"} overflow="hidden">
      {kind === "video" ? (
        <video key={attempt} src={src} controls preload="metadata" aria-label={name} onError={() => setFailed(true)} style={{ maxWidth: "100%", maxHeight: "60vh" }} data-testid="preview-video" />
      ) : (
        <audio key={attempt} src={src} controls preload="metadata" aria-label={name} onError={() => setFailed(true)} style={{ width: "100%" }} data-testid="preview-audio" />
      )}
    </Flex>
  );
}

type TextState = { state: "idle" | "loading" | "failed" } | { state: "loaded"; text: string; truncated: boolean };

/** Reads at most `limit` bytes of the answer, as UTF-8 text. */
async function readText(res: Response, limit: number): Promise<{ text: string; truncated: boolean }> {
  if (!res.body) {
    const all = await res.text();
    return { text: all.slice(0, limit), truncated: all.length > limit };
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (received > limit) {
      truncated = true;
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(received, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  return { text: new TextDecoder().decode(bytes), truncated };
}

function TextPreview({ src, downloadUrl }: { src: string; downloadUrl: string }) {
  const [content, setContent] = useState<TextState>({ state: "idle" });
  const load = async () => {
    setContent({ state: "loading" });
    try {
      const res = await fetch(src, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`${res.status}`);
      setContent({ state: "loaded", ...(await readText(res, TEXT_PREVIEW_LIMIT)) });
    } catch {
      setContent({ state: "failed" });
    }
  };
  if (content.state === "failed") return <LoadFailure onRetry={() => void load()} />;
  if (content.state === "loaded") {
    return (
      <Stack gap="3" minW="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {FILE_TEXTS.textNote}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setContent({ state: "idle" })}>
              {FILE_TEXTS.hideContent}
            </Button>
            <DownloadLink href={downloadUrl} variant="outline" />
          </HStack>
        </HStack>
        {content.truncated ? (
          <Text fontSize="xs" color="fg.muted">
            {FILE_TEXTS.textTruncated(formatFileSize(TEXT_PREVIEW_LIMIT))}
          </Text>
        ) : null}
        <Box
          as="pre"
          m="0"
          p="4"
          maxH="60vh"
          overflow="auto"
          borderRadius="lg"
          bg="bg.muted"
          fontFamily="mono"
          fontSize="xs"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          tabIndex={0}
          aria-label="File content"
          data-testid="text-content"
        >
          {content.text}
        </Box>
      </Stack>
    );
  }
  return (
    <Notice icon={FileText} text={FILE_TEXTS.textNote} testId="text-note">
      <Button size="sm" onClick={() => void load()} loading={content.state === "loading"} loadingText="Loading...">
        {FILE_TEXTS.viewContent}
      </Button>
      <DownloadLink href={downloadUrl} variant="outline" />
    </Notice>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice icon={TriangleAlert} text={FILE_TEXTS.previewFailed} tone="error" testId="preview-failed">
      <Button size="sm" variant="outline" onClick={onRetry}>
        {FILE_TEXTS.tryAgain}
      </Button>
    </Notice>
  );
}

interface NoticeProps {
  icon: React.ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;
  text: string;
  tone?: "neutral" | "error";
  testId: string;
  children?: ReactNode;
}

/** A preview that is a message with buttons (PDF, text, other types, failures). */
function Notice({ icon: Icon, text, tone = "neutral", testId, children }: NoticeProps) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      minH="240px"
      p="8"
      borderRadius="lg"
      bg={tone === "error" ? "red.subtle" : "bg.muted"}
      data-testid={testId}
      role={tone === "error" ? "alert" : undefined}
    >
      <Flex boxSize="14" borderRadius="full" bg="bg.panel" color={tone === "error" ? "fg.error" : "brand.fg"} align="center" justify="center">
        <Icon size={28} aria-hidden="true" />
      </Flex>
      <Text fontWeight="medium" color={tone === "error" ? "fg.error" : "fg"}>
        {text}
      </Text>
      {children ? (
        <HStack gap="2" wrap="wrap" justify="center">
          {children}
        </HStack>
      ) : null}
    </Flex>
  );
}

function DownloadLink({ href, label = FILE_TEXTS.download, variant = "solid" }: { href: string; label?: string; variant?: "solid" | "outline" }) {
  return (
    <Button asChild size="sm" variant={variant} colorPalette={variant === "outline" ? "gray" : undefined}>
      <a href={href} download>
        <Download aria-hidden="true" /> {label}
      </a>
    </Button>
  );
}

interface FileInformationProps {
  originalName: string;
  size: number;
  mimeType: string;
  created: string | null;
  description: string | null | undefined;
}

/** The information panel: Original Name, File Size, Type, Created and the description when there is one. */
function FileInformation({ originalName, size, mimeType, created, description }: FileInformationProps) {
  const rows: [string, string][] = [
    [FILE_TEXTS.originalName, originalName],
    [FILE_TEXTS.fileSize, formatFileSize(size)],
    [FILE_TEXTS.type, mimeType],
    [FILE_TEXTS.created, created ?? ""],
  ];
  if (description) rows.push([FILE_TEXTS.description, description]);
  return (
    <Box as="section" aria-label={FILE_TEXTS.infoTitle} borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" data-testid="file-information">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="3">
        {FILE_TEXTS.infoTitle}
      </Text>
      <Stack as="dl" gap="3" m="0">
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" fontSize="sm" wordBreak="break-word" whiteSpace="pre-wrap" data-testid={`info-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
