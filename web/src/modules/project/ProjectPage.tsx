import { HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Building2 } from "lucide-react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { formatMoney } from "@common/money";
import { projectStatusLabel } from "@common/project";
import { HubQuickCreate } from "../../components/HubBlock";
import { HubBlocks, preloadHubBlocks, type LoadingHubBlocks } from "../../components/HubBlocks";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { FullWidth, RecordNotFound, RecordPage, RecordPageBody, RecordTimeline, useRecordPageRefresh } from "../../components/RecordPage";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import ProjectPageQueryNode, { type ProjectPageQuery } from "./__generated__/ProjectPageQuery.graphql";
import type { ProjectPage_project$key } from "./__generated__/ProjectPage_project.graphql";
import type { ProjectPageTimeline_project$key } from "./__generated__/ProjectPageTimeline_project.graphql";

// The project's own blocks (its client, its timeline) come from this page's query; the blocks of its records (team,
// tasks, invoices...) are the modules' (components/HubBlocks.tsx), each with its own query started with this one.
// Each shows 5 rows; 'View all' opens the list screen (none of the list screens filters by project).

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

interface Loaded {
  queryRef: PreloadedQuery<ProjectPageQuery>;
  blocks: LoadingHubBlocks;
}

/** The route's loader: the project of the address (its Relay global id), and every block of the page. */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): Loaded {
  const id = params.id ?? "";
  return {
    queryRef: preloadRouteQuery<ProjectPageQuery>(environment, "project-page", ProjectPageQueryNode, { id }, "store-and-network"),
    blocks: preloadHubBlocks(environment, "project", id),
  };
}

/** /projects/:id: the project's page: its client, its records block by block, its team and its timeline. */
export function Component() {
  const loaded = useLoaderData() as Loaded;
  return (
    <RecordPage backTo={recordListPath("project")} backLabel="Back to projects" loadingLabel="Loading project" skeletonTestId="project-page-skeleton">
      <PageContent {...loaded} />
    </RecordPage>
  );
}

function PageContent({ queryRef, blocks }: Loaded) {
  const { viewer, node } = usePreloadedQuery<ProjectPageQuery>(query, queryRef);
  const refresh = useRecordPageRefresh<ProjectPageQuery>(query, queryRef.variables);
  useWorkspaceChanges("", refresh);
  // a missing, deleted or foreign id, or an id of another kind of record, has no project here
  if (!node?.project) return <RecordNotFound noun="Project" backTo={recordListPath("project")} backLabel="Back to projects" testId="project-not-found" />;
  return <ProjectView project={node.project} blocks={blocks} timeZone={viewer.timeZone} onChanged={refresh} />;
}

function ProjectView({ project, blocks, timeZone, onChanged }: {
  project: ProjectPage_project$key;
  blocks: LoadingHubBlocks;
  timeZone: string | null | undefined;
  onChanged: () => void;
}) {
  const p = useFragment(projectFragment, project);
  useDocumentTitle(p.name);
  const due = formatDay(p.dueDate, timeZone);
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

        <HubBlocks blocks={blocks} hub="project" timeZone={timeZone} />

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
