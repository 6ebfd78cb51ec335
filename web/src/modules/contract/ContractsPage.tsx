import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { LayoutTemplate, Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PageHeader } from "../../components/PageHeader";
import { useLinkedRecordId } from "../../components/useLinkedRecordId";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { CardGridSkeleton } from "./CardGrid";
import { ContractList, useContractList } from "./ContractList";
import { ContractTemplateList, useContractTemplateList } from "./ContractTemplateList";
import { DocumentFromLink } from "./DocumentFromLink";
import { DocumentTabs } from "./DocumentTabs";
import { CONTRACTS_HEADING } from "./heading";
import { CONTRACT_TEMPLATE_TEXTS, CONTRACT_TEXTS } from "./texts";
import ContractsPageQueryNode, { type ContractsPageQuery } from "./__generated__/ContractsPageQuery.graphql";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";

/** The dialogs load with their first opening (the forms, Formik and Yup are not part of the screen). */
const ContractForm = lazyComponent(() => import("./ContractForm"), "ContractForm");
const ContractTemplateForm = lazyComponent(() => import("./ContractTemplateForm"), "ContractTemplateForm");

// the first page of both lists at the screen's page size (CONTRACTS_PAGE_SIZE), written in the document: the two
// lists of one query at a larger size would pass the cost limit of an operation
const query = graphql`
  query ContractsPageQuery {
    viewer {
      id
      ...ContractList_viewer @arguments(count: 50)
      ...ContractTemplateList_viewer @arguments(count: 50)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<ContractsPageQuery> {
  return preloadRouteQuery<ContractsPageQuery>(environment, "contracts", ContractsPageQueryNode, {});
}

type Tab = "contracts" | "templates";

/** /contracts: the heading with Create Template and Create Contract, the Contracts and Templates tabs below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ContractsPageQuery>;
  const contractDialog = useRecordDialog<ContractForm_contract$key>();
  const templateDialog = useRecordDialog<ContractTemplateForm_template$key>();
  const [tab, setTab] = useState<Tab>("contracts");
  return (
    <>
      <PageHeader
        title={CONTRACTS_HEADING.heading}
        subtitle={CONTRACTS_HEADING.subtitle}
        actions={
          <>
            <Button variant="outline" colorPalette="gray" onClick={templateDialog.openCreate}>
              <LayoutTemplate aria-hidden="true" /> {CONTRACT_TEXTS.addTemplate}
            </Button>
            <Button onClick={contractDialog.openCreate}>
              <Plus aria-hidden="true" /> {CONTRACT_TEXTS.add}
            </Button>
          </>
        }
      />
      <Suspense fallback={<CardGridSkeleton testId="contracts-loading" label="Loading contracts..." />}>
        <ContractsContent queryRef={queryRef} tab={tab} onTab={setTab} contractDialog={contractDialog} templateDialog={templateDialog} />
      </Suspense>
    </>
  );
}

interface ContractsContentProps {
  queryRef: PreloadedQuery<ContractsPageQuery>;
  tab: Tab;
  onTab: (tab: Tab) => void;
  contractDialog: RecordDialog<ContractForm_contract$key>;
  templateDialog: RecordDialog<ContractTemplateForm_template$key>;
}

function ContractsContent({ queryRef, tab, onTab, contractDialog, templateDialog }: ContractsContentProps) {
  const { viewer } = usePreloadedQuery<ContractsPageQuery>(query, queryRef);
  const contracts = useContractList(viewer);
  const templates = useContractTemplateList(viewer);
  // a link to one contract (`?id=`: a search result) opens it in the edit dialog, as a click on its card does
  const [linkedId, clearLink] = useLinkedRecordId();
  return (
    <>
      {linkedId ? (
        <Suspense fallback={null}>
          <DocumentFromLink key={linkedId} id={linkedId} kind="contract" notFound={CONTRACT_TEXTS.notFound} onFound={contractDialog.openEdit} onDone={clearLink} />
        </Suspense>
      ) : null}
      <DocumentTabs
        label="Contracts and templates"
        value={tab}
        onChange={(v) => onTab(v as Tab)}
        tabs={[
          {
            value: "contracts",
            label: CONTRACT_TEXTS.contractsTab,
            count: contracts.connection.totalCount,
            content: <ContractList list={contracts} onCreate={contractDialog.openCreate} onEdit={contractDialog.openEdit} />,
          },
          {
            value: "templates",
            label: CONTRACT_TEXTS.templatesTab,
            count: templates.connection.totalCount,
            content: <ContractTemplateList list={templates} onCreate={templateDialog.openCreate} onEdit={templateDialog.openEdit} />,
          },
        ]}
      />
      <OnFirstOpen open={contractDialog.dialog.open}>
        <ContractForm
          open={contractDialog.dialog.open}
          onOpenChange={contractDialog.setOpen}
          kind="contract"
          texts={CONTRACT_TEXTS}
          contract={contractDialog.dialog.record}
          connectionId={contracts.connection.__id}
        />
      </OnFirstOpen>
      <OnFirstOpen open={templateDialog.dialog.open}>
        <ContractTemplateForm
          open={templateDialog.dialog.open}
          onOpenChange={templateDialog.setOpen}
          kind="contract"
          texts={CONTRACT_TEMPLATE_TEXTS}
          template={templateDialog.dialog.record}
          connectionId={templates.connection.__id}
        />
      </OnFirstOpen>
    </>
  );
}
