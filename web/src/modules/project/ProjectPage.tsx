import { HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Building2, CalendarDays, FileSignature, FolderOpen, MessageSquare, Receipt, SquareCheckBig, UsersRound } from "lucide-react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { documentStatusLabel } from "@common/contract";
import { formatMoney } from "@common/money";
import { projectStatusLabel } from "@common/project";
import { HubBlock, HubQuickCreate, HubRow, statusLabel } from "../../components/HubBlock";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { FullWidth, RecordNotFound, RecordPage, RecordPageBody, RecordTimeline, eventWhen, useRecordPageRefresh } from "../../components/RecordPage";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import ProjectPageQueryNode, { type ProjectPageQuery } from "./__generated__/ProjectPageQuery.graphql";
import type { ProjectPage_project$key } from "./__generated__/ProjectPage_project.graphql";
import type { ProjectPageTimeline_project$key } from "./__generated__/ProjectPageTimeline_project.graphql";

// Each block shows 5 rows; 'View all' opens the list screen (none of the list screens filters by project).

const query = graphql`
  query ProjectPageQuery($id: ID!) {
    viewer {
      timeZone
    }
    node(id: $id) {
      ...ProjectPage_project @alias(as: "project")
    }
  }
`;

const projectFragment = graphql`
  fragment ProjectPage_project on Project {
    id
    name
    description
    status
    progress
    dueDate
    budget
    client {
      id
      name
      company
      email
    }
    tasks(first: 5) {
      edges { node { id title status dueDate } }
    }
    invoices(first: 5) {
      edges { node { id invoiceNumber status total currency dueDate } }
    }
    messages(first: 5) {
      edges { node { id subject content createdAt } }
    }
    files(first: 5) {
      edges { node { id name createdAt } }
    }
    upcomingEvents(first: 5) {
      edges { node { id title startTime isAllDay } }
    }
    contracts(first: 5) {
      edges { node { id contractNumber title status type declinedAt } }
    }
    team {
      id
      name
      role
    }
    ...ProjectPageTimeline_project
  }
`;

const timelineFragment = graphql`
  fragment ProjectPageTimeline_project on Project
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "ProjectPageTimelinePaginationQuery") {
    timeline(first: $count, after: $cursor) @connection(key: "ProjectPageTimeline_timeline") {
      edges {
        node {
          id
          title
          createdAt
        }
      }
    }
  }
`;

/** The route's loader: the project of the address (its Relay global id) with every block. */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): PreloadedQuery<ProjectPageQuery> {
  return preloadRouteQuery<ProjectPageQuery>(environment, "project-page", ProjectPageQueryNode, { id: params.id ?? "" }, "store-and-network");
}

/** /projects/:id: the project's page: its client, its records block by block, its team and its timeline. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProjectPageQuery>;
  return (
    <RecordPage backTo={recordListPath("project")} backLabel="Back to projects" loadingLabel="Loading project" skeletonTestId="project-page-skeleton">
      <PageContent queryRef={queryRef} />
    </RecordPage>
  );
}

function PageContent({ queryRef }: { queryRef: PreloadedQuery<ProjectPageQuery> }) {
  const { viewer, node } = usePreloadedQuery<ProjectPageQuery>(query, queryRef);
  const refresh = useRecordPageRefresh<ProjectPageQuery>(query, queryRef.variables);
  useWorkspaceChanges("", refresh);
  // a missing, deleted or foreign id, or an id of another kind of record, has no project here
  if (!node?.project) return <RecordNotFound noun="Project" backTo={recordListPath("project")} backLabel="Back to projects" testId="project-not-found" />;
  return <ProjectView project={node.project} timeZone={viewer.timeZone} onChanged={refresh} />;
}

function ProjectView({ project, timeZone, onChanged }: { project: ProjectPage_project$key; timeZone: string | null | undefined; onChanged: () => void }) {
  const p = useFragment(projectFragment, project);
  useDocumentTitle(p.name);
  const nodes = <T,>(conn: { readonly edges: readonly { readonly node: T }[] }) => conn.edges.map((e) => e.node);
  const day = (v: string | null | undefined) => formatDay(v, timeZone);
  const due = day(p.dueDate);
  // the blocks' 'New …' buttons open the dialogs the modules declare, with this project and its client chosen
  return (
    <HubQuickCreate target={{ clientId: p.client.id, projectId: p.id, name: p.name }} onClosed={onChanged}>
      <RecordPageBody title={p.name} subtitle={[projectStatusLabel(p.status), `${p.progress}% done`, due ? `Due ${due}` : null].filter(Boolean).join(" · ")} testId="project-page">
        <PanelCard headingId="project-client" testId="project-client" header={<PanelTitle id="project-client" title="Client" />}>
          <Stack gap="1">
            <HStack gap="2">
              <Building2 size={16} aria-hidden="true" />
              <ChakraLink asChild fontWeight="medium"><Link to={recordPath("client", p.client.id)}>{p.client.name}</Link></ChakraLink>
            </HStack>
            {p.client.company ? <Text fontSize="sm" color="fg.muted">{p.client.company}</Text> : null}
            {p.client.email ? <Text fontSize="sm" color="fg.muted">{p.client.email}</Text> : null}
            {p.description ? <Text fontSize="sm" mt="2">{p.description}</Text> : null}
            {p.budget ? <Text fontSize="sm" color="fg.muted">Budget {formatMoney(p.budget, { cents: true })}</Text> : null}
          </Stack>
        </PanelCard>

        <HubBlock title="Team" testId="project-team" icon={<UsersRound size={18} />} emptyText="Nobody is assigned to this project yet."
          viewAll={recordListPath("teamMember")} isEmpty={p.team.length === 0}>
          {p.team.map((m) => <HubRow key={m.id} title={m.name} detail={m.role} />)}
        </HubBlock>

        <HubBlock title="Open tasks" testId="project-tasks" icon={<SquareCheckBig size={18} />} emptyText="No open tasks in this project."
          create="task" viewAll={recordListPath("task")} isEmpty={p.tasks.edges.length === 0}>
          {nodes(p.tasks).map((t) => <HubRow key={t.id} title={t.title} to={recordPath("task", t.id)} detail={t.dueDate ? `Due ${day(t.dueDate)}` : null} badge={statusLabel(t.status)} />)}
        </HubBlock>

        <HubBlock title="Invoices" testId="project-invoices" icon={<Receipt size={18} />} emptyText="No invoices for this project yet."
          create="invoice" viewAll={recordListPath("invoice")} isEmpty={p.invoices.edges.length === 0}>
          {nodes(p.invoices).map((i) => (
            <HubRow key={i.id} title={i.invoiceNumber} to={recordPath("invoice", i.id)} detail={i.dueDate ? `Due ${day(i.dueDate)}` : null}
              aside={formatMoney(i.total, { cents: true, currency: i.currency })} badge={statusLabel(i.status)} />
          ))}
        </HubBlock>

        <HubBlock title="Messages" testId="project-messages" icon={<MessageSquare size={18} />} emptyText="No messages about this project yet."
          create="message" viewAll={recordListPath("message")} isEmpty={p.messages.edges.length === 0}>
          {nodes(p.messages).map((m) => <HubRow key={m.id} title={m.subject || "No Subject"} to={recordPath("message", m.id)} detail={m.content} aside={day(m.createdAt)} />)}
        </HubBlock>

        <HubBlock title="Upcoming events" testId="project-events" icon={<CalendarDays size={18} />} emptyText="No upcoming events for this project."
          create="event" viewAll={recordListPath("event")} isEmpty={p.upcomingEvents.edges.length === 0}>
          {nodes(p.upcomingEvents).map((e) => <HubRow key={e.id} title={e.title} to={recordPath("event", e.id)} detail={eventWhen(e.startTime, e.isAllDay, timeZone)} />)}
        </HubBlock>

        <HubBlock title="Files" testId="project-files" icon={<FolderOpen size={18} />} emptyText="No files for this project yet."
          viewAll={recordListPath("file")} isEmpty={p.files.edges.length === 0}>
          {nodes(p.files).map((f) => <HubRow key={f.id} title={f.name} to={recordPath("file", f.id)} detail={day(f.createdAt)} />)}
        </HubBlock>

        <HubBlock title="Contracts and proposals" testId="project-contracts" icon={<FileSignature size={18} />} emptyText="No contracts for this project yet."
          viewAll={recordListPath("contract")} isEmpty={p.contracts.edges.length === 0}>
          {nodes(p.contracts).map((k) => <HubRow key={k.id} title={k.title || k.contractNumber} to={recordPath(k.type === "proposal" ? "proposal" : "contract", k.id)} detail={k.contractNumber}
            badge={documentStatusLabel({ status: k.status, declinedAt: k.declinedAt ?? null })} />)}
        </HubBlock>

        <FullWidth>
          <Timeline project={p} timeZone={timeZone} />
        </FullWidth>
      </RecordPageBody>
    </HubQuickCreate>
  );
}

function Timeline({ project, timeZone }: { project: ProjectPageTimeline_project$key; timeZone: string | null | undefined }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(timelineFragment, project);
  return (
    <RecordTimeline testId="project-timeline" description="Everything that happened in this project, newest first" emptyText="Nothing has happened in this project yet."
      lines={data.timeline.edges.map((e) => e.node)} timeZone={timeZone} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
  );
}
