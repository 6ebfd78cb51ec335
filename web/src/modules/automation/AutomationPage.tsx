import { Suspense, useMemo, useState, type ReactNode } from "react";
import { Button, Stack, Tabs } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PageHeader } from "../../components/PageHeader";
import { StatCardsSkeleton } from "../../components/StatCardsSkeleton";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { ExecutionList, ExecutionListSkeleton } from "./ExecutionList";
import { TemplateList, TemplateListSkeleton } from "./TemplateList";
import { WorkflowList, WorkflowListSkeleton } from "./WorkflowList";
import { WorkflowStats } from "./WorkflowStats";
import { AUTOMATION_HEADING } from "./heading";
import { WORKFLOWS_KEY } from "./liveStore";
import { AUTOMATION_TEXTS } from "./texts";
import { useLiveExecutions } from "./useLiveExecutions";
import AutomationPageQueryNode, { type AutomationPageQuery } from "./__generated__/AutomationPageQuery.graphql";

/** The dialog loads with its first opening (the form, Formik and Yup are not part of the screen). */
const WorkflowForm = lazyComponent(() => import("./WorkflowForm"), "WorkflowForm");

// the first page of workflows (WORKFLOWS_PAGE_SIZE) and the 20 newest runs (the history shows at most 20), written in the document
const query = graphql`
  query AutomationPageQuery {
    viewer {
      id
      ...WorkflowStats_viewer
      ...WorkflowList_viewer @arguments(count: 50)
      ...ExecutionList_viewer @arguments(count: 20)
      ...TemplateList_viewer
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<AutomationPageQuery> {
  return preloadRouteQuery<AutomationPageQuery>(environment, "automation", AutomationPageQueryNode, {});
}

type Tab = "workflows" | "executions" | "templates";
type QueryRef = PreloadedQuery<AutomationPageQuery>;

/**
 * /automation: the heading with Create Workflow, and three tabs: Workflows (the stat cards and the workflow cards),
 * Execution History (the 20 newest runs, live) and Templates. Each tab shows its own placeholders while the page's
 * query loads.
 */
export function Component() {
  const queryRef = useLoaderData() as QueryRef;
  const records = useRecordDialog<string>();
  // Use Template: the template whose workflow the dialog shows for review (null: a blank or an edited workflow)
  const [templateId, setTemplateId] = useState<string | null>(null);
  const dialog = useMemo<WorkflowDialog>(() => ({
    ...records,
    templateId,
    openCreate: () => { setTemplateId(null); records.openCreate(); },
    openEdit: (id: string) => { setTemplateId(null); records.openEdit(id); },
    openTemplate: (id: string) => { setTemplateId(id); records.openCreate(); },
  }), [records, templateId]);
  const [tab, setTab] = useState<Tab>("workflows");
  const tabs: { value: Tab; label: string; content: ReactNode }[] = [
    {
      value: "workflows",
      label: AUTOMATION_TEXTS.workflowsTab,
      content: (
        <Suspense
          fallback={
            <Stack gap="6" data-testid="workflows-tab-loading">
              <StatCardsSkeleton />
              <WorkflowListSkeleton />
            </Stack>
          }
        >
          <WorkflowsTab queryRef={queryRef} dialog={dialog} />
        </Suspense>
      ),
    },
    {
      value: "executions",
      label: AUTOMATION_TEXTS.executionsTab,
      content: (
        <Suspense fallback={<ExecutionListSkeleton />}>
          <ExecutionsTab queryRef={queryRef} />
        </Suspense>
      ),
    },
    {
      value: "templates",
      label: AUTOMATION_TEXTS.templatesTab,
      content: (
        <Suspense fallback={<TemplateListSkeleton />}>
          <TemplatesTab queryRef={queryRef} onUse={dialog.openTemplate} />
        </Suspense>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={AUTOMATION_HEADING.heading}
        subtitle={AUTOMATION_HEADING.subtitle}
        actions={
          <Button onClick={dialog.openCreate}>
            <Plus aria-hidden="true" /> {AUTOMATION_TEXTS.add}
          </Button>
        }
      />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" colorPalette="brand" lazyMount>
        <Tabs.List aria-label="Automation" mb="5">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} data-testid={`tab-${t.value}`}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} p="0">
            {t.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Suspense fallback={null}>
        <LiveAndDialog queryRef={queryRef} dialog={dialog} />
      </Suspense>
    </>
  );
}

/** The workflow dialog: closed, creating, editing a workflow, or reviewing a template's workflow before it is saved. */
interface WorkflowDialog extends RecordDialog<string> {
  templateId: string | null;
  openTemplate: (templateId: string) => void;
}

function WorkflowsTab({ queryRef, dialog }: { queryRef: QueryRef; dialog: WorkflowDialog }) {
  const { viewer } = usePreloadedQuery<AutomationPageQuery>(query, queryRef);
  return (
    <Stack gap="6">
      <WorkflowStats viewer={viewer} />
      <WorkflowList viewer={viewer} onCreate={dialog.openCreate} onEdit={dialog.openEdit} />
    </Stack>
  );
}

function ExecutionsTab({ queryRef }: { queryRef: QueryRef }) {
  const { viewer } = usePreloadedQuery<AutomationPageQuery>(query, queryRef);
  return <ExecutionList viewer={viewer} />;
}

function TemplatesTab({ queryRef, onUse }: { queryRef: QueryRef; onUse: (templateId: string) => void }) {
  const { viewer } = usePreloadedQuery<AutomationPageQuery>(query, queryRef);
  return <TemplateList viewer={viewer} onUse={onUse} />;
}

/** What lives as long as the screen, whichever tab shows: the runs' live updates and the workflow dialog. */
function LiveAndDialog({ queryRef, dialog }: { queryRef: QueryRef; dialog: WorkflowDialog }) {
  const { viewer } = usePreloadedQuery<AutomationPageQuery>(query, queryRef);
  useLiveExecutions();
  return (
    <OnFirstOpen open={dialog.dialog.open}>
      <WorkflowForm
        open={dialog.dialog.open}
        onOpenChange={dialog.setOpen}
        workflowId={dialog.dialog.record}
        templateId={dialog.templateId}
        connectionId={ConnectionHandler.getConnectionID(viewer.id, WORKFLOWS_KEY)}
      />
    </OnFirstOpen>
  );
}
