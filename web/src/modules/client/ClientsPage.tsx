import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { preloadRouteQuery } from "../../relay/preload";
import { CLIENTS_PAGE_SIZE, ClientList, ClientListSkeleton, type ClientDialogState } from "./ClientList";
import ClientsPageQueryNode, { type ClientsPageQuery } from "./__generated__/ClientsPageQuery.graphql";

export const clientsPageQuery = graphql`
  query ClientsPageQuery($first: Int!) {
    viewer {
      ...ClientList_viewer @arguments(first: $first)
    }
  }
`;

/** The route loader: starts the page's query while the route's code is still arriving (render-as-you-fetch). */
export function load(environment: IEnvironment): PreloadedQuery<ClientsPageQuery> {
  return preloadRouteQuery<ClientsPageQuery>(environment, "clients", ClientsPageQueryNode, { first: CLIENTS_PAGE_SIZE });
}

/**
 * /clients (spec §2 Clients). The heading and 'Add Client' show at once; the card grid suspends on the route
 * query behind 6 skeleton cards. Adding, editing and deleting update the list in place (no refetch).
 */
export function ClientsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ClientsPageQuery>;
  const [dialog, setDialog] = useState<ClientDialogState>(null);
  return (
    <>
      <PageHeader
        title={PAGE_HEADINGS.clients.heading}
        subtitle={PAGE_HEADINGS.clients.subtitle}
        actions={
          <Button onClick={() => setDialog({ mode: "create" })}>
            <Plus aria-hidden="true" />
            Add Client
          </Button>
        }
      />
      <Suspense fallback={<ClientListSkeleton />}>
        <ClientsContent queryRef={queryRef} dialog={dialog} onDialogChange={setDialog} />
      </Suspense>
    </>
  );
}

function ClientsContent({
  queryRef,
  dialog,
  onDialogChange,
}: {
  queryRef: PreloadedQuery<ClientsPageQuery>;
  dialog: ClientDialogState;
  onDialogChange: (dialog: ClientDialogState) => void;
}) {
  const { viewer } = usePreloadedQuery<ClientsPageQuery>(clientsPageQuery, queryRef);
  return <ClientList viewer={viewer} dialog={dialog} onDialogChange={onDialogChange} />;
}

/** The route module's component (see RoutePageModule in routes.ts). */
export const Component = ClientsPage;
