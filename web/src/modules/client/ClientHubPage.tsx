import { Avatar, Badge, Box, Flex, HStack, Heading, IconButton, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import {
  Building2, CalendarDays, FileSignature, FileText, FolderKanban, FolderOpen, Globe, Mail, MapPin, MessageSquare, Phone, Receipt, SquareCheckBig,
} from "lucide-react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { clientStatusLabel, socialLinks } from "@common/client";
import { documentStatusLabel } from "@common/contract";
import { formatMoney } from "@common/money";
import { HubBlock, HubQuickCreate, HubRow, statusLabel } from "../../components/HubBlock";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { FullWidth, RecordNotFound, RecordPage, RecordPageBody, RecordTimeline, eventWhen, useRecordPageRefresh } from "../../components/RecordPage";
import { formatDay, initials, telHref } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { displayUrl, safeHttpUrl } from "./format";
import { SocialIcon } from "./SocialIcon";
import ClientHubPageQueryNode, { type ClientHubPageQuery } from "./__generated__/ClientHubPageQuery.graphql";
import type { ClientHubPage_client$data, ClientHubPage_client$key } from "./__generated__/ClientHubPage_client.graphql";
import type { ClientHubTimeline_client$key } from "./__generated__/ClientHubTimeline_client.graphql";

/** A contract's or proposal's badge: 'Declined' when the client declined it (stored as cancelled), else its status. */
const docStatus = (k: { status: string; declinedAt?: unknown }) =>
  documentStatusLabel({ status: k.status, declinedAt: typeof k.declinedAt === "string" ? k.declinedAt : null });

// Each block shows 5 rows; 'View all' opens the list screen (none of the list screens filters by client).

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
    projects(first: 5) {
      edges { node { id name status dueDate } }
    }
    openTasks(first: 5) {
      edges { node { id title status dueDate project { name } } }
    }
    invoices(first: 5) {
      edges { node { id invoiceNumber status total currency dueDate } }
    }
    messages(first: 5) {
      edges { node { id subject content createdAt } }
    }
    files(first: 5) {
      edges { node { id name size createdAt downloadUrl } }
    }
    upcomingEvents(first: 5) {
      edges { node { id title startTime isAllDay } }
    }
    contracts(first: 5) {
      edges { node { id contractNumber title status declinedAt } }
    }
    proposals(first: 5) {
      edges { node { id contractNumber title status declinedAt } }
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

/** The route's loader: the client of the address (its Relay global id) with every block. */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): PreloadedQuery<ClientHubPageQuery> {
  return preloadRouteQuery<ClientHubPageQuery>(environment, "client-hub", ClientHubPageQueryNode, { id: params.id ?? "" }, "store-and-network");
}

/** /clients/:id: the client's hub: contact, what it owes, its records block by block, its timeline. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ClientHubPageQuery>;
  return (
    <RecordPage backTo={recordListPath("client")} backLabel="Back to clients" loadingLabel="Loading client" skeletonTestId="client-hub-skeleton">
      <HubContent queryRef={queryRef} />
    </RecordPage>
  );
}

function HubContent({ queryRef }: { queryRef: PreloadedQuery<ClientHubPageQuery> }) {
  const { viewer, node } = usePreloadedQuery<ClientHubPageQuery>(query, queryRef);
  const refresh = useRecordPageRefresh<ClientHubPageQuery>(query, queryRef.variables);
  useWorkspaceChanges("", refresh);
  // a missing, deleted or foreign id, or an id of another kind of record, has no client here
  if (!node?.client) return <RecordNotFound noun="Client" backTo={recordListPath("client")} backLabel="Back to clients" testId="client-not-found" />;
  return <ClientHub client={node.client} timeZone={viewer.timeZone} onChanged={refresh} />;
}

const owedText = (owed: readonly { currency: string; amount: string }[]) =>
  owed.length ? owed.map((o) => formatMoney(o.amount, { cents: true, currency: o.currency })).join(" · ") : "Nothing owed";

const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function ClientHub({ client, timeZone, onChanged }: { client: ClientHubPage_client$key; timeZone: string | null | undefined; onChanged: () => void }) {
  const c = useFragment(clientFragment, client);
  useDocumentTitle(c.name);
  const nodes = <T,>(conn: { readonly edges: readonly { readonly node: T }[] }) => conn.edges.map((e) => e.node);
  const day = (v: string | null | undefined) => formatDay(v, timeZone);
  // the blocks' 'New …' buttons open the dialogs the modules declare, with this client chosen
  return (
    <HubQuickCreate target={{ clientId: c.id, name: c.name }} onClosed={onChanged}>
      <RecordPageBody title={c.name} subtitle={c.company ?? "Client"} testId="client-hub">
        <ContactBlock client={c} />
        <PanelCard headingId="hub-owed" testId="hub-owed" header={<PanelTitle id="hub-owed" title="Amount owed" description="Sent and overdue invoices" />}>
          <Text fontSize="2xl" fontWeight="semibold" data-testid="hub-owed-amount">{owedText(c.amountOwed)}</Text>
        </PanelCard>

        <HubBlock title="Invoices" testId="hub-invoices" icon={<Receipt size={18} />} emptyText="No invoices for this client yet."
          create="invoice" viewAll={recordListPath("invoice")} isEmpty={c.invoices.edges.length === 0}>
          {nodes(c.invoices).map((i) => (
            <HubRow key={i.id} title={i.invoiceNumber} to={recordPath("invoice", i.id)} detail={i.dueDate ? `Due ${day(i.dueDate)}` : null}
              aside={formatMoney(i.total, { cents: true, currency: i.currency })} badge={statusLabel(i.status)} />
          ))}
        </HubBlock>

        <HubBlock title="Projects" testId="hub-projects" icon={<FolderKanban size={18} />} emptyText="No projects for this client yet."
          create="project" viewAll={recordListPath("project")} isEmpty={c.projects.edges.length === 0}>
          {nodes(c.projects).map((p) => (
            <HubRow key={p.id} title={p.name} to={recordPath("project", p.id)} detail={p.dueDate ? `Due ${day(p.dueDate)}` : null} badge={statusLabel(p.status)} />
          ))}
        </HubBlock>

        <HubBlock title="Open tasks" testId="hub-tasks" icon={<SquareCheckBig size={18} />} emptyText="No open tasks for this client."
          create="task" viewAll={recordListPath("task")} isEmpty={c.openTasks.edges.length === 0}>
          {nodes(c.openTasks).map((t) => (
            <HubRow key={t.id} title={t.title} to={recordPath("task", t.id)} detail={[t.project?.name, t.dueDate ? `Due ${day(t.dueDate)}` : null].filter(Boolean).join(" · ")} badge={statusLabel(t.status)} />
          ))}
        </HubBlock>

        <HubBlock title="Messages" testId="hub-messages" icon={<MessageSquare size={18} />} emptyText="No messages with this client yet."
          create="message" viewAll={recordListPath("message")} isEmpty={c.messages.edges.length === 0}>
          {nodes(c.messages).map((m) => (
            <HubRow key={m.id} title={m.subject || "No Subject"} to={recordPath("message", m.id)} detail={m.content} aside={day(m.createdAt)} />
          ))}
        </HubBlock>

        <HubBlock title="Upcoming events" testId="hub-events" icon={<CalendarDays size={18} />} emptyText="No upcoming events with this client."
          create="event" viewAll={recordListPath("event")} isEmpty={c.upcomingEvents.edges.length === 0}>
          {nodes(c.upcomingEvents).map((e) => (
            <HubRow key={e.id} title={e.title} to={recordPath("event", e.id)} detail={eventWhen(e.startTime, e.isAllDay, timeZone)} />
          ))}
        </HubBlock>

        <HubBlock title="Files" testId="hub-files" icon={<FolderOpen size={18} />} emptyText="No files for this client yet."
          viewAll={recordListPath("file")} isEmpty={c.files.edges.length === 0}>
          {nodes(c.files).map((f) => (
            <HubRow key={f.id} title={f.name} to={recordPath("file", f.id)} detail={day(f.createdAt)} aside={fileSize(f.size)} />
          ))}
        </HubBlock>

        <HubBlock title="Contracts" testId="hub-contracts" icon={<FileSignature size={18} />} emptyText="No contracts for this client yet."
          create="contract" viewAll={recordListPath("contract")} isEmpty={c.contracts.edges.length === 0}>
          {nodes(c.contracts).map((k) => (
            <HubRow key={k.id} title={k.title || k.contractNumber} to={recordPath("contract", k.id)} detail={k.contractNumber} badge={docStatus(k)} />
          ))}
        </HubBlock>

        <HubBlock title="Proposals" testId="hub-proposals" icon={<FileText size={18} />} emptyText="No proposals for this client yet."
          create="proposal" viewAll={recordListPath("proposal")} isEmpty={c.proposals.edges.length === 0}>
          {nodes(c.proposals).map((k) => (
            <HubRow key={k.id} title={k.title || k.contractNumber} to={recordPath("proposal", k.id)} detail={k.contractNumber} badge={docStatus(k)} />
          ))}
        </HubBlock>

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
    <PanelCard headingId="hub-contact" testId="hub-contact" header={<PanelTitle id="hub-contact" title="Contact" />}>
      <Stack gap="3">
        <Flex align="center" gap="3">
          <Avatar.Root size="md" bg="brand.subtle" color="brand.fg" aria-hidden="true">
            <Avatar.Fallback fontWeight="semibold">{initials(c.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0" flex="1">
            <Heading as="h3" fontSize="md" truncate>{c.name}</Heading>
            {c.company ? (
              <HStack gap="1.5" color="fg.muted" fontSize="sm"><Building2 size={14} aria-hidden="true" /><Text truncate>{c.company}</Text></HStack>
            ) : null}
          </Box>
          <Badge colorPalette={c.status === "active" ? "green" : "gray"} variant="subtle">{clientStatusLabel(c.status)}</Badge>
        </Flex>
        {hasContact ? (
          <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
            {c.email ? <ContactLine icon={<Mail size={14} />}><ChakraLink href={`mailto:${c.email}`}>{c.email}</ChakraLink></ContactLine> : null}
            {c.phone ? <ContactLine icon={<Phone size={14} />}>{phoneHref ? <ChakraLink href={phoneHref}>{c.phone}</ChakraLink> : c.phone}</ContactLine> : null}
            {website ? (
              <ContactLine icon={<Globe size={14} />}>
                <ChakraLink href={website} target="_blank" rel="noopener noreferrer" color="brand.fg">{displayUrl(website)}</ChakraLink>
              </ContactLine>
            ) : null}
            {c.address ? <ContactLine icon={<MapPin size={14} />}>{c.address}</ContactLine> : null}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.subtle" data-testid="hub-contact-empty">No contact details yet</Text>
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

function ContactLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <HStack as="li" gap="2" minW="0">
      <Box color="fg.muted" flexShrink={0} aria-hidden="true">{icon}</Box>
      <Box minW="0" truncate>{children}</Box>
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
