import { MessageSquare } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId, hubRows } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { MessagesHubBlockQuery } from "./__generated__/MessagesHubBlockQuery.graphql";
import type { MessagesHubBlock_message$key } from "./__generated__/MessagesHubBlock_message.graphql";

// The messages block of a client's hub and a project's page: the 5 newest.

const query = graphql`
  query MessagesHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        messages(first: 5) { edges { node { id ...MessagesHubBlock_message } } }
      }
      ... on Project {
        messages(first: 5) { edges { node { id ...MessagesHubBlock_message } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment MessagesHubBlock_message on Message {
    id
    subject
    content
    createdAt
  }
`;

const EMPTY = { client: "No messages with this client yet.", project: "No messages about this project yet." } as const;

function MessagesBlock({ data, hub, timeZone }: HubBlockProps<MessagesHubBlockQuery>) {
  const rows = hubRows(data.node?.messages);
  return (
    <HubBlock title="Messages" testId={hubBlockTestId(hub, "messages")} icon={<MessageSquare size={18} />} emptyText={EMPTY[hub]}
      create="message" viewAll={recordListPath("message")} isEmpty={rows.length === 0}>
      {rows.map((m) => <MessageRow key={m.id} message={m} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function MessageRow({ message, timeZone }: { message: MessagesHubBlock_message$key; timeZone: string | null | undefined }) {
  const m = useFragment(rowFragment, message);
  return <HubRow title={m.subject || "No Subject"} to={recordPath("message", m.id)} detail={m.content} aside={formatDay(m.createdAt, timeZone)} />;
}

export const messagesHubBlock = defineHubBlock<MessagesHubBlockQuery>({ query, follows: "message", Component: MessagesBlock });
