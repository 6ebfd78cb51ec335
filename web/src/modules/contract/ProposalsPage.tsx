import { Suspense, useState, type ReactNode } from "react";
import { Badge, Button, Flex, HStack, Heading } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PageHeader } from "../../components/PageHeader";
import { useLinkedRecordId } from "../../components/useLinkedRecordId";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { CardGridSkeleton } from "./CardGrid";
import { DocumentFromLink } from "./DocumentFromLink";
import { DocumentTabs } from "./DocumentTabs";
import { PROPOSALS_HEADING } from "./heading";
import { ProposalList, useProposalList } from "./ProposalList";
import { ProposalTemplateList, useProposalTemplateList } from "./ProposalTemplateList";
import { PROPOSAL_TEMPLATE_TEXTS, PROPOSAL_TEXTS } from "./proposalTexts";
import ProposalsPageQueryNode, { type ProposalsPageQuery } from "./__generated__/ProposalsPageQuery.graphql";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";

/** The dialogs load with their first opening (the forms, Formik and Yup are not part of the screen). */
const ContractForm = lazyComponent(() => import("./ContractForm"), "ContractForm");
const ContractTemplateForm = lazyComponent(() => import("./ContractTemplateForm"), "ContractTemplateForm");

// the first page of both lists at the screen's page size (CONTRACTS_PAGE_SIZE), written in the document: the two
// lists of one query at a larger size would pass the cost limit of an operation
const query = graphql`
  query ProposalsPageQuery {
    viewer {
      id
      ...ProposalList_viewer @arguments(count: 50)
      ...ProposalTemplateList_viewer @arguments(count: 50)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<ProposalsPageQuery> {
  return preloadRouteQuery<ProposalsPageQuery>(environment, "proposals", ProposalsPageQueryNode, {});
}

type Tab = "proposals" | "templates";

/** /proposals: the heading, the Proposals and Templates tabs, each with its title, count and create button. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProposalsPageQuery>;
  const proposalDialog = useRecordDialog<ContractForm_contract$key>();
  const templateDialog = useRecordDialog<ContractTemplateForm_template$key>();
  const [tab, setTab] = useState<Tab>("proposals");
  return (
    <>
      <PageHeader title={PROPOSALS_HEADING.heading} subtitle={PROPOSALS_HEADING.subtitle} />
      <Suspense fallback={<CardGridSkeleton testId="proposals-loading" label="Loading proposals..." />}>
        <ProposalsContent queryRef={queryRef} tab={tab} onTab={setTab} proposalDialog={proposalDialog} templateDialog={templateDialog} />
      </Suspense>
    </>
  );
}

interface ProposalsContentProps {
  queryRef: PreloadedQuery<ProposalsPageQuery>;
  tab: Tab;
  onTab: (tab: Tab) => void;
  proposalDialog: RecordDialog<ContractForm_contract$key>;
  templateDialog: RecordDialog<ContractTemplateForm_template$key>;
}

function ProposalsContent({ queryRef, tab, onTab, proposalDialog, templateDialog }: ProposalsContentProps) {
  const { viewer } = usePreloadedQuery<ProposalsPageQuery>(query, queryRef);
  const proposals = useProposalList(viewer);
  const templates = useProposalTemplateList(viewer);
  // a link to one proposal (`?id=`: a search result) opens it in the edit dialog, as a click on its card does
  const [linkedId, clearLink] = useLinkedRecordId();
  return (
    <>
      {linkedId ? (
        <Suspense fallback={null}>
          <DocumentFromLink key={linkedId} id={linkedId} kind="proposal" notFound={PROPOSAL_TEXTS.notFound} onFound={proposalDialog.openEdit} onDone={clearLink} />
        </Suspense>
      ) : null}
      <DocumentTabs
        label="Proposals and templates"
        value={tab}
        onChange={(v) => onTab(v as Tab)}
        tabs={[
          {
            value: "proposals",
            label: PROPOSAL_TEXTS.proposalsTab,
            content: (
              <>
                <SectionHeader title={PROPOSAL_TEXTS.management} count={proposals.connection.totalCount} testId="proposals-count">
                  <Button onClick={proposalDialog.openCreate}>
                    <Plus aria-hidden="true" /> {PROPOSAL_TEXTS.add}
                  </Button>
                </SectionHeader>
                <ProposalList list={proposals} onCreate={proposalDialog.openCreate} onEdit={proposalDialog.openEdit} />
              </>
            ),
          },
          {
            value: "templates",
            label: PROPOSAL_TEXTS.templatesTab,
            content: (
              <>
                <SectionHeader title={PROPOSAL_TEMPLATE_TEXTS.heading} count={templates.connection.totalCount} testId="proposal-templates-count">
                  <Button onClick={templateDialog.openCreate}>
                    <Plus aria-hidden="true" /> {PROPOSAL_TEMPLATE_TEXTS.add}
                  </Button>
                </SectionHeader>
                <ProposalTemplateList list={templates} onCreate={templateDialog.openCreate} onEdit={templateDialog.openEdit} />
              </>
            ),
          },
        ]}
      />
      <OnFirstOpen open={proposalDialog.dialog.open}>
        <ContractForm
          open={proposalDialog.dialog.open}
          onOpenChange={proposalDialog.setOpen}
          kind="proposal"
          texts={PROPOSAL_TEXTS}
          contract={proposalDialog.dialog.record}
          connectionId={proposals.connection.__id}
        />
      </OnFirstOpen>
      <OnFirstOpen open={templateDialog.dialog.open}>
        <ContractTemplateForm
          open={templateDialog.dialog.open}
          onOpenChange={templateDialog.setOpen}
          kind="proposal"
          texts={PROPOSAL_TEMPLATE_TEXTS}
          template={templateDialog.dialog.record}
          connectionId={templates.connection.__id}
        />
      </OnFirstOpen>
    </>
  );
}

/** A tab's title with its count badge, and its create button. */
function SectionHeader({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
      <HStack gap="2">
        <Heading as="h2" fontSize="lg" fontWeight="semibold">
          {title}
        </Heading>
        <Badge size="sm" variant="subtle" colorPalette="brand" borderRadius="full" data-testid={testId}>
          {count}
        </Badge>
      </HStack>
      {children}
    </Flex>
  );
}
