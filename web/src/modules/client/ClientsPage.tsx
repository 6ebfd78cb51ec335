import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { preloadRouteQuery } from "../../relay/preload";
import { ClientForm } from "./ClientForm";
import { ClientList, ClientListSkeleton } from "./ClientList";
import { CLIENT_TEXTS, CLIENTS_PAGE_SIZE } from "./texts";
import ClientsPageQueryNode, { type ClientsPageQuery } from "./__generated__/ClientsPageQuery.graphql";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";

const query = graphql`
  query ClientsPageQuery($count: Int!) {
    viewer {
      id
      ...ClientList_viewer @arguments(count: $count)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<ClientsPageQuery> {
  return preloadRouteQuery<ClientsPageQuery>(environment, "clients", ClientsPageQueryNode, { count: CLIENTS_PAGE_SIZE });
}

/** The dialog: closed, adding (client null) or editing a client. */
interface DialogState {
  open: boolean;
  client: ClientForm_client$key | null;
}

/** /clients: the heading and 'Add Client' at once, the client cards (or 6 skeleton cards) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ClientsPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, client: null });
  const openCreate = () => setDialog({ open: true, client: null });
  const { heading, subtitle } = PAGE_HEADINGS.clients;
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {CLIENT_TEXTS.add}
          </Button>
        }
      />
      <Suspense fallback={<ClientListSkeleton />}>
        <ClientsContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface ClientsContentProps {
  queryRef: PreloadedQuery<ClientsPageQuery>;
  dialog: DialogState;
  setDialog: (dialog: DialogState) => void;
  onCreate: () => void;
}

function ClientsContent({ queryRef, dialog, setDialog, onCreate }: ClientsContentProps) {
  const { viewer } = usePreloadedQuery<ClientsPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "ClientList_clients");
  return (
    <>
      <ClientList viewer={viewer} onCreate={onCreate} onEdit={(client) => setDialog({ open: true, client })} />
      <ClientForm
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        client={dialog.client}
        connectionId={connectionId}
      />
    </>
  );
}
