import { useState, type MouseEvent } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Heading, IconButton, Image, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { Download, Eye, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { fileSubtype, formatFileSize, truncateFileDescription, truncateFileName } from "@common/file";
import { formatDay } from "../../lib/format";
import { recordCard } from "../../theme/surfaces";
import { fileIcon } from "./fileKind";
import { FILE_TEXTS } from "./texts";
import { useDeleteFileMutation } from "./useDeleteFileMutation";
import type { FileCard_file$key } from "./__generated__/FileCard_file.graphql";
import type { FileForm_file$key } from "./__generated__/FileForm_file.graphql";
import type { FilePreviewDialog_file$key } from "./__generated__/FilePreviewDialog_file.graphql";

const fragment = graphql`
  fragment FileCard_file on File {
    id
    name
    size
    mimeType
    description
    createdAt
    downloadUrl
    thumbnailUrl
    ...FilePreviewDialog_file
    ...FileForm_file
  }
`;

interface FileCardProps {
  file: FileCard_file$key;
  /** The workspace's time zone, for the created date. */
  timeZone?: string | null;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  onPreview: (file: FilePreviewDialog_file$key) => void;
  onEdit: (file: FileForm_file$key) => void;
}

/** Elements inside the card that do their own thing when clicked (the card's click is the preview). */
const OWN_ACTION = "button, a, input, [role='menuitem'], [role='menu']";

/**
 * One file: its thumbnail (images) or type icon, the name cut at 30 characters, the size and the type, the
 * description cut at 60, the upload date; Preview, Download and a menu (Preview, Download, Edit Details, Delete).
 * A click anywhere else on the card opens the preview. Names and descriptions are rendered as text.
 */
export function FileCard({ file, timeZone, connectionId, onPreview, onEdit }: FileCardProps) {
  const data = useFragment(fragment, file);
  const [deleteFile, isDeleting] = useDeleteFileMutation();
  const created = formatDay(data.createdAt, timeZone);

  const preview = () => onPreview(data);
  const download = () => {
    const a = document.createElement("a");
    a.href = data.downloadUrl;
    a.download = "";
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  const remove = () => {
    if (!window.confirm(FILE_TEXTS.confirmDelete(data.name))) return;
    void deleteFile({ id: data.id, name: data.name, size: data.size }, connectionId);
  };

  const onCardClick = (e: MouseEvent<HTMLElement>) => {
    // clicks in the menu (rendered in a portal) reach the card through React's tree, not the page's
    const target = e.target as Element;
    if (!e.currentTarget.contains(target) || target.closest(OWN_ACTION)) return;
    preview();
  };

  return (
    <Card.Root
      as="article"
      aria-label={data.name}
      data-testid="file-card"
      {...recordCard}
      // clip, not hidden: an element focused at the edge must not scroll the card's content sideways
      overflow="clip"
      cursor="pointer"
      opacity={isDeleting ? 0.6 : 1}
      onClick={onCardClick}
    >
      <Thumbnail key={data.thumbnailUrl ?? ""} thumbnailUrl={data.thumbnailUrl} mimeType={data.mimeType} />
      <Card.Body p="4" gap="2.5">
        <Heading as="h2" fontSize="sm" fontWeight="semibold" lineHeight="short" title={data.name} wordBreak="break-all" data-testid="file-name">
          {truncateFileName(data.name)}
        </Heading>
        <HStack gap="1.5" minW="0">
          <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink={0} data-testid="file-size">
            {formatFileSize(data.size)}
          </Badge>
          <Badge size="sm" variant="subtle" colorPalette="brand" minW="0" title={data.mimeType} data-testid="file-type">
            <Text as="span" truncate>
              {fileSubtype(data.mimeType)}
            </Text>
          </Badge>
        </HStack>
        {data.description ? (
          <Text fontSize="sm" color="fg.muted" lineHeight="short" title={data.description} wordBreak="break-word" data-testid="file-description">
            {truncateFileDescription(data.description)}
          </Text>
        ) : null}
        {created ? (
          <Text fontSize="xs" color="fg.subtle" mt="auto" data-testid="file-created">
            {created}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer px="3" py="3" gap="1.5" borderTopWidth="1px" borderColor="border.muted">
        <Button variant="outline" size="sm" colorPalette="gray" flex="1" minW="fit-content" px="2.5" onClick={preview} aria-label={`${FILE_TEXTS.preview} ${data.name}`}>
          <Eye aria-hidden="true" /> {FILE_TEXTS.preview}
        </Button>
        <Button asChild variant="outline" size="sm" colorPalette="gray" flex="1" minW="fit-content" px="2.5">
          <a href={data.downloadUrl} download aria-label={`${FILE_TEXTS.download} ${data.name}`}>
            <Download aria-hidden="true" /> {FILE_TEXTS.download}
          </a>
        </Button>
        <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" size="sm" colorPalette="gray" color="fg.muted" aria-label={FILE_TEXTS.moreActions(data.name)} disabled={isDeleting}>
              <MoreVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="44" data-testid="file-menu">
                <Menu.Item value="preview" onSelect={preview}>
                  <Eye size={16} aria-hidden="true" /> {FILE_TEXTS.preview}
                </Menu.Item>
                <Menu.Item value="download" onSelect={download}>
                  <Download size={16} aria-hidden="true" /> {FILE_TEXTS.download}
                </Menu.Item>
                <Menu.Item value="edit" onSelect={() => onEdit(data)}>
                  <Pencil size={16} aria-hidden="true" /> {FILE_TEXTS.editDetails}
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="delete" color="fg.error" _hover={{ bg: "red.subtle", color: "fg.error" }} onSelect={remove}>
                  <Trash2 size={16} aria-hidden="true" /> {FILE_TEXTS.delete}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Card.Footer>
    </Card.Root>
  );
}

/** The image's thumbnail, or the type's icon when there is none or it fails to load. */
function Thumbnail({ thumbnailUrl, mimeType }: { thumbnailUrl: string | null | undefined; mimeType: string }) {
  const [failed, setFailed] = useState(false);
  const Icon = fileIcon(mimeType);
  return (
    <Box h="40" bg="bg.muted" borderBottomWidth="1px" borderColor="border.muted" position="relative" overflow="hidden">
      {thumbnailUrl && !failed ? (
        <Image
          src={thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(true)}
          data-testid="file-thumbnail"
        />
      ) : (
        <Flex h="full" align="center" justify="center" color="brand.fg" data-testid="file-icon">
          <Flex boxSize="16" borderRadius="xl" bg="brand.subtle" align="center" justify="center">
            <Icon size={32} strokeWidth={1.5} aria-hidden="true" />
          </Flex>
        </Flex>
      )}
    </Box>
  );
}
