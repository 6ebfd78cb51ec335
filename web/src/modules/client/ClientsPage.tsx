import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { preloadRouteQuery } from "../../relay/preload";
import { CLIENTS_HEADING } from "./heading";
import { ClientList, ClientListSkeleton } from "./ClientList";
import { CLIENT_TEXTS, CLIENTS_PAGE_SIZE } from "./texts";
import ClientsPageQueryNode, { type ClientsPageQuery } from "./__generated__/ClientsPageQuery.graphql";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const ClientForm = lazyComponent(() => import("./ClientForm"), "ClientForm");

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

/** /clients: the heading and 'Add Client' at once, the client cards (or 6 skeleton cards) below. */
export const Component = recordListPage<ClientsPageQuery, ClientForm_client$key>({
  heading: CLIENTS_HEADING,
  addLabel: CLIENT_TEXTS.add,
  skeleton: <ClientListSkeleton />,
  Content: ClientsContent,
});

type ClientsContentProps = RecordListContentProps<ClientsPageQuery, ClientForm_client$key>;

function ClientsContent({ queryRef, dialog, openCreate, openEdit, setOpen }: ClientsContentProps) {
  const { viewer } = usePreloadedQuery<ClientsPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "ClientList_clients");
  return (
    <>
      <ClientList viewer={viewer} onCreate={openCreate} onEdit={openEdit} />
      <OnFirstOpen open={dialog.open}>
        <ClientForm
          open={dialog.open}
          onOpenChange={setOpen}
          client={dialog.record}
          connectionId={connectionId}
        />
      </OnFirstOpen>
    </>
  );
}
