import { FolderOpen } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { formatFileSize } from "@common/file";
import { HubBlock, HubRow, hubBlockTestId, hubRows } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { FilesHubBlockQuery } from "./__generated__/FilesHubBlockQuery.graphql";
import type { FilesHubBlock_file$key } from "./__generated__/FilesHubBlock_file.graphql";

// The files block of a client's hub and a project's page: the 5 newest, with their size.

const query = graphql`
  query FilesHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        files(first: 5) { edges { node { id ...FilesHubBlock_file } } }
      }
      ... on Project {
        files(first: 5) { edges { node { id ...FilesHubBlock_file } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment FilesHubBlock_file on File {
    id
    name
    size
    createdAt
  }
`;

const EMPTY = { client: "No files for this client yet.", project: "No files for this project yet." } as const;

function FilesBlock({ data, hub, timeZone }: HubBlockProps<FilesHubBlockQuery>) {
  const rows = hubRows(data.node?.files);
  return (
    <HubBlock title="Files" testId={hubBlockTestId(hub, "files")} icon={<FolderOpen size={18} />} emptyText={EMPTY[hub]}
      viewAll={recordListPath("file")} isEmpty={rows.length === 0}>
      {rows.map((f) => <FileRow key={f.id} file={f} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function FileRow({ file, timeZone }: { file: FilesHubBlock_file$key; timeZone: string | null | undefined }) {
  const f = useFragment(rowFragment, file);
  return <HubRow title={f.name} to={recordPath("file", f.id)} detail={formatDay(f.createdAt, timeZone)} aside={formatFileSize(f.size)} />;
}

export const filesHubBlock = defineHubBlock<FilesHubBlockQuery>({ query, follows: "file", Component: FilesBlock });
