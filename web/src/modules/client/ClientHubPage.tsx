import { Avatar, Badge, Box, Flex, HStack, Heading, IconButton, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Building2, Globe, Mail, MapPin, Phone } from "lucide-react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { clientStatusLabel, displayUrl, owedText, safeHttpUrl, socialLinks } from "@common/client";
import { CLIENT_HUB_TEXTS } from "@common/record-pages";
import { initials, telHref } from "@common/user-display";
import { HubQuickCreate } from "../../components/HubBlock";
import { HubBlocks, preloadHubBlocks, type LoadingHubBlocks } from "../../components/HubBlocks";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { FullWidth, RecordNotFound, RecordPage, RecordPageBody, RecordTimeline, useRecordPageRefresh } from "../../components/RecordPage";
import { recordListPath } from "../../lib/recordPaths";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { SocialIcon } from "./SocialIcon";
import ClientHubPageQueryNode, { type ClientHubPageQuery } from "./__generated__/ClientHubPageQuery.graphql";
import type { ClientHubPage_client$data, ClientHubPage_client$key } from "./__generated__/ClientHubPage_client.graphql";
import type { ClientHubTimeline_client$key } from "./__generated__/ClientHubTimeline_client.graphql";

// The client's own blocks (contact, what it owes, its timeline) come from this page's query; the blocks of its records
// (invoices, projects, tasks...) are the modules' (components/HubBlocks.tsx), each with its own query started with
// this one. Each shows 5 rows; 'View all' opens the list screen (none of the list screens filters by client).

const query = graphql`
  query ClientHubPageQuery($id: ID!) {
    viewer {
      timeZone
    }
    node(id: $id) {
      ...ClientHubPage_client @alias(as: "client")
    }
  }
`;

const clientFragment = graphql`
  fragment ClientHubPage_client on Client {
    id
    name
    company
    status
    email
    phone
    address
    website
    linkedinUrl
    twitterUsername
    facebookUsername
    instagramUsername
    tiktokUsername
    youtubeChannel
    amountOwed {
      currency
      amount
    }
    ...ClientHubTimeline_client
  }
`;

const timelineFragment = graphql`
  fragment ClientHubTimeline_client on Client
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "ClientHubTimelinePaginationQuery") {
    timeline(first: $count, after: $cursor) @connection(key: "ClientHubTimeline_timeline") {
      edges {
        node {
          id
          title
          entityType
          createdAt
        }
      }
    }
  }
`;

interface Loaded {
  queryRef: PreloadedQuery<ClientHubPageQuery>;
  blocks: LoadingHubBlocks;
}

/** The route's loader: the client of the address (its Relay global id), and every block of the hub. */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): Loaded {
  const id = params.id ?? "";
  return {
    queryRef: preloadRouteQuery<ClientHubPageQuery>(environment, "client-hub", ClientHubPageQueryNode, { id }, "store-and-network"),
    blocks: preloadHubBlocks(environment, "client", id),
  };
}

/** /clients/:id: the client's hub: contact, what it owes, its records block by block, its timeline. */
export function Component() {
  const loaded = useLoaderData() as Loaded;
  return (
    <RecordPage backTo={recordListPath("client")} backLabel={CLIENT_HUB_TEXTS.back} loadingLabel="Loading client" skeletonTestId="client-hub-skeleton">
      <HubContent {...loaded} />
    </RecordPage>
  );
}

function HubContent({ queryRef, blocks }: Loaded) {
  const { viewer, node } = usePreloadedQuery<ClientHubPageQuery>(query, queryRef);
  const refresh = useRecordPageRefresh<ClientHubPageQuery>(query, queryRef.variables);
  useWorkspaceChanges("", refresh);
  // a missing, deleted or foreign id, or an id of another kind of record, has no client here
  if (!node?.client) return <RecordNotFound noun="Client" backTo={recordListPath("client")} backLabel={CLIENT_HUB_TEXTS.back} testId="client-not-found" />;
  return <ClientHub client={node.client} blocks={blocks} timeZone={viewer.timeZone} onChanged={refresh} />;
}

function ClientHub({ client, blocks, timeZone, onChanged }: {
  client: ClientHubPage_client$key;
  blocks: LoadingHubBlocks;
  timeZone: string | null | undefined;
  onChanged: () => void;
}) {
  const c = useFragment(clientFragment, client);
  useDocumentTitle(c.name);
  // the blocks' 'New …' buttons open the dialogs the modules declare, with this client chosen
  return (
    <HubQuickCreate target={{ clientId: c.id, name: c.name }} onClosed={onChanged}>
      <RecordPageBody title={c.name} subtitle={c.company ?? CLIENT_HUB_TEXTS.subtitle} testId="client-hub">
        <ContactBlock client={c} />
        <PanelCard headingId="hub-owed" testId="hub-owed" header={<PanelTitle id="hub-owed" title={CLIENT_HUB_TEXTS.owed} description={CLIENT_HUB_TEXTS.owedDescription} />}>
          <Text fontSize="2xl" fontWeight="semibold" data-testid="hub-owed-amount">{owedText(c.amountOwed)}</Text>
        </PanelCard>

        <HubBlocks blocks={blocks} hub="client" timeZone={timeZone} />

        <FullWidth>
          <Timeline client={c} timeZone={timeZone} />
        </FullWidth>
      </RecordPageBody>
    </HubQuickCreate>
  );
}

function ContactBlock({ client: c }: { client: ClientHubPage_client$data }) {
  const website = safeHttpUrl(c.website);
  const phoneHref = c.phone ? telHref(c.phone) : null;
  const socials = socialLinks(c);
  const hasContact = Boolean(c.email || c.phone || website || c.address);
  return (
    <PanelCard headingId="hub-contact" testId="hub-contact" header={<PanelTitle id="hub-contact" title={CLIENT_HUB_TEXTS.contact} />}>
      <Stack gap="3">
        <Flex align="center" gap="3">
          <Avatar.Root size="md" bg="brand.subtle" color="brand.fg" aria-hidden="true">
            <Avatar.Fallback fontWeight="semibold">{initials(c.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0" flex="1">
            <Heading as="h3" fontSize="md" truncate title={c.name}>{c.name}</Heading>
            {c.company ? (
              <HStack gap="1.5" color="fg.muted" fontSize="sm"><Building2 size={14} aria-hidden="true" /><Text truncate title={c.company}>{c.company}</Text></HStack>
            ) : null}
          </Box>
          <Badge colorPalette={c.status === "active" ? "green" : "gray"} variant="subtle">{clientStatusLabel(c.status)}</Badge>
        </Flex>
        {hasContact ? (
          <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
            {c.email ? <ContactLine icon={<Mail size={14} />} title={c.email}><ChakraLink display="inline" href={`mailto:${c.email}`}>{c.email}</ChakraLink></ContactLine> : null}
            {c.phone ? <ContactLine icon={<Phone size={14} />} title={c.phone}>{phoneHref ? <ChakraLink display="inline" href={phoneHref}>{c.phone}</ChakraLink> : c.phone}</ContactLine> : null}
            {website ? (
              <ContactLine icon={<Globe size={14} />} title={website}>
                <ChakraLink display="inline" href={website} target="_blank" rel="noopener noreferrer" color="brand.fg">{displayUrl(website)}</ChakraLink>
              </ContactLine>
            ) : null}
            {c.address ? <ContactLine icon={<MapPin size={14} />} title={c.address}>{c.address}</ContactLine> : null}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.subtle" data-testid="hub-contact-empty">{CLIENT_HUB_TEXTS.noContact}</Text>
        )}
        {socials.length > 0 ? (
          <HStack as="ul" gap="1" listStyleType="none" ms="-1.5" aria-label="Social profiles" wrap="wrap">
            {socials.map((s) => (
              <li key={s.network}>
                <IconButton asChild variant="ghost" size="sm" colorPalette="gray" color="fg.muted">
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
                    <SocialIcon network={s.network} size={18} />
                  </a>
                </IconButton>
              </li>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </PanelCard>
  );
}

/** A contact detail after its icon, on one line: cut with an ellipsis when long (its link inline, so the ellipsis shows), in full on hover. */
function ContactLine({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <HStack as="li" gap="2" minW="0">
      <Box color="fg.muted" flexShrink={0} aria-hidden="true">{icon}</Box>
      <Box minW="0" truncate title={title}>{children}</Box>
    </HStack>
  );
}

function Timeline({ client, timeZone }: { client: ClientHubTimeline_client$key; timeZone: string | null | undefined }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(timelineFragment, client);
  return (
    <RecordTimeline testId="hub-timeline" description="Everything that happened with this client, newest first" emptyText="Nothing has happened with this client yet."
      lines={data.timeline.edges.map((e) => e.node)} timeZone={timeZone} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
  );
}
