import { useState, type ReactNode } from "react";
import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Copy, Download, FilePlus2, FileSignature, FolderPlus, Receipt, Send, ShieldCheck } from "lucide-react";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { CONTRACT_STATUS_COLORS, documentStatusLabel } from "@common/contract";
import { dateTimeFormat } from "@common/timezone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { QuickCreateDialog } from "../../components/HubBlock";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { FullWidth, RecordNotFound, RecordPage, RecordPageBody, useRecordPageRefresh } from "../../components/RecordPage";
import { toast } from "../../components/toaster";
import { recordListPath } from "../../lib/recordPaths";
import { documentPath } from "./documentPath";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { CONTRACT_TEXTS, DOCUMENT_PAGE_TEXTS as T, AUDIT_ACTION_LABELS } from "./texts";
import { PROPOSAL_TEXTS } from "./proposalTexts";
import { prose } from "./prose";
import { useCreateContractVersionMutation } from "./useCreateContractVersionMutation";
import { useResendContractMutation } from "./useResendContractMutation";
import { useSendContractMutation } from "./useSendContractMutation";
import { useVerifyContractMutation } from "./useVerifyContractMutation";
import ContractPageQueryNode, { type ContractPageQuery } from "./__generated__/ContractPageQuery.graphql";
import type { ContractPage_contract$data, ContractPage_contract$key } from "./__generated__/ContractPage_contract.graphql";

/** The next steps' dialogs load when first opened. */
const ContractForm = lazyComponent(() => import("./ContractForm"), "ContractForm");
const SendDocumentDialog = lazyComponent(() => import("./SendDocumentDialog"), "SendDocumentDialog");

const query = graphql`
  query ContractPageQuery($id: ID!) {
    viewer {
      id
      timeZone
    }
    node(id: $id) {
      ...ContractPage_contract @alias(as: "contract")
    }
  }
`;

const fragment = graphql`
  fragment ContractPage_contract on Contract {
    id
    title
    contractNumber
    type
    status
    version
    value
    currency
    declinedAt
    declineReason
    signedDate
    isClosed
    supersededAt
    signingLink
    pdfDownloadUrl
    client {
      id
      name
      email
    }
    project {
      id
    }
    document {
      text
      html
      sha256
      unfilledVariables
    }
    sealed {
      sha256
      sizeBytes
      sealedAt
      signedByHand
      downloadUrl
    }
    auditTrail {
      action
      createdAt
      detail
      ip
      userAgent
    }
    versions {
      id
      version
      type
      status
      declinedAt
      createdAt
      pdfDownloadUrl
      sealed {
        downloadUrl
      }
    }
  }
`;

/** The route's loader: the document of the address (a Relay global id); a visit from a card shows it at once and refreshes it. */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): PreloadedQuery<ContractPageQuery> {
  return preloadRouteQuery<ContractPageQuery>(environment, "contract-page", ContractPageQueryNode, { id: params.id ?? "" }, "store-and-network");
}

/** /contracts/:id and /proposals/:id: the document as the client reads it, its status, seal, versions, audit trail and actions. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ContractPageQuery>;
  const proposals = useLocation().pathname.startsWith(recordListPath("proposal"));
  return (
    <RecordPage
      backTo={proposals ? recordListPath("proposal") : recordListPath("contract")}
      backLabel={proposals ? T.backToProposals : T.backToContracts}
      loadingLabel={T.loadingContract}
      skeletonTestId="contract-page-skeleton"
    >
      <ContractPageContent queryRef={queryRef} proposals={proposals} />
    </RecordPage>
  );
}

function ContractPageContent({ queryRef, proposals }: { queryRef: PreloadedQuery<ContractPageQuery>; proposals: boolean }) {
  const { viewer, node } = usePreloadedQuery<ContractPageQuery>(query, queryRef);
  // a document changed elsewhere (signed by the client, opened, sent from another tab) is read again
  const refresh = useRecordPageRefresh<ContractPageQuery>(query, queryRef.variables);
  useWorkspaceChanges("contract", refresh);
  if (!node?.contract) {
    return (
      <RecordNotFound
        noun={proposals ? T.proposalNoun : T.contractNoun}
        backTo={proposals ? recordListPath("proposal") : recordListPath("contract")}
        backLabel={proposals ? T.backToProposals : T.backToContracts}
        testId="contract-not-found"
      />
    );
  }
  return <ContractView contract={node.contract} timeZone={viewer.timeZone} />;
}

type Data = ContractPage_contract$data;

/** A stored time as 'Nov 29, 2026, 5:03 PM' in the workspace's zone. */
function formatMoment(value: unknown, timeZone: string): string {
  if (typeof value !== "string" || !value) return "-";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "-";
  return dateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

const statusColor = (c: { status: string; declinedAt?: unknown }) =>
  c.declinedAt ? "red" : ((CONTRACT_STATUS_COLORS as Record<string, string>)[c.status] ?? "gray");
const statusLabel = (c: { status: string; declinedAt?: unknown }) =>
  documentStatusLabel({ status: c.status, declinedAt: typeof c.declinedAt === "string" ? c.declinedAt : null });

/** The PDF of a version: the sealed file once there is one. */
const pdfOf = (c: { pdfDownloadUrl: string; sealed?: { downloadUrl: string } | null }) => c.sealed?.downloadUrl ?? c.pdfDownloadUrl;

function ContractView({ contract, timeZone }: { contract: ContractPage_contract$key; timeZone: string }) {
  const data = useFragment(fragment, contract);
  const proposal = data.type === "proposal";
  const noun = proposal ? "proposal" : "contract";
  const title = data.title || data.contractNumber;
  const accepted = proposal && !data.declinedAt && (data.status === "signed" || data.status === "executed");
  return (
    <RecordPageBody
      title={title}
      subtitle={`${proposal ? T.proposalNoun : T.contractNoun} ${data.contractNumber} · ${data.client.name} · ${T.versionLabel(data.version)}`}
      testId="contract-page"
    >
      <FullWidth>
        <Stack gap="4">
          <StatusLine data={data} />
          <DocumentActions data={data} noun={noun} />
        </Stack>
      </FullWidth>
      {accepted ? (
        <FullWidth>
          <NextSteps data={data} />
        </FullWidth>
      ) : null}
      <FullWidth>
        <DocumentPanel data={data} />
      </FullWidth>
      <SealPanel data={data} timeZone={timeZone} />
      <VersionsPanel data={data} timeZone={timeZone} />
      <FullWidth>
        <AuditPanel data={data} timeZone={timeZone} />
      </FullWidth>
    </RecordPageBody>
  );
}

/** The status badge ('Declined' with the reason), and a word when a newer version replaced this one. */
function StatusLine({ data }: { data: Data }) {
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Badge size="md" variant="subtle" colorPalette={statusColor(data)} data-testid="contract-status" data-status={data.status}>
          {statusLabel(data)}
        </Badge>
      </HStack>
      {data.declinedAt ? (
        <Text fontSize="sm" data-testid="decline-reason">
          {data.declineReason?.trim() ? (
            <>
              <Text as="span" fontWeight="medium">
                {T.declinedBecause}
              </Text>{" "}
              {data.declineReason}
            </>
          ) : (
            T.declinedNoReason
          )}
        </Text>
      ) : null}
      {data.supersededAt ? (
        <Text fontSize="sm" color="fg.muted" data-testid="superseded-note">
          {T.supersededBy}
        </Text>
      ) : null}
    </Stack>
  );
}

type Asking = null | "send" | "resend" | "version";

/** Send (asks, with a personal message), Resend, Copy link, New version (asks, then opens it) and Download. */
function DocumentActions({ data, noun }: { data: Data; noun: string }) {
  const navigate = useNavigate();
  const texts = noun === "proposal" ? PROPOSAL_TEXTS : CONTRACT_TEXTS;
  const [send, sending] = useSendContractMutation(texts);
  const [resend, resending] = useResendContractMutation();
  const [createVersion, creating] = useCreateContractVersionMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const unfilled = data.document.unfilledVariables;
  const canSend = data.status === "draft" && !data.isClosed;
  const canResend = data.status === "sent" && !data.isClosed;
  const canReopen = data.isClosed && !data.supersededAt;
  const busy = sending || resending || creating;

  const copy = async () => {
    if (!data.signingLink) return;
    try {
      await navigator.clipboard.writeText(data.signingLink);
      toast.success({ title: T.linkCopied, description: T.linkCopiedDescription });
    } catch {
      toast.error({ title: T.copyFailed, description: data.signingLink });
    }
  };

  const reopen = async () => {
    const created = await createVersion(data.id);
    if (created) navigate(documentPath(created.id, created.type));
  };

  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="contract-actions">
      {canSend ? (
        <Button onClick={() => setAsking("send")} disabled={busy || unfilled.length > 0} aria-describedby={unfilled.length > 0 ? "unfilled-variables" : undefined}>
          <Send aria-hidden="true" /> {T.send}
        </Button>
      ) : null}
      {canResend ? (
        <Button variant="outline" colorPalette="gray" onClick={() => setAsking("resend")} disabled={busy}>
          <Send aria-hidden="true" /> {T.resend}
        </Button>
      ) : null}
      {data.signingLink ? (
        <Button variant="outline" colorPalette="gray" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {T.copyLink}
        </Button>
      ) : null}
      {canReopen ? (
        <Button variant="outline" colorPalette="gray" onClick={() => setAsking("version")} disabled={busy}>
          <FilePlus2 aria-hidden="true" /> {T.newVersion}
        </Button>
      ) : null}
      <Button asChild variant="outline" colorPalette="gray">
        <a href={pdfOf(data)} download={`${data.contractNumber}-v${data.version}.pdf`} data-testid="download-pdf">
          <Download aria-hidden="true" /> {data.sealed ? T.downloadSealed : T.download}
        </a>
      </Button>
      <OnFirstOpen open={asking === "send" || asking === "resend"}>
        <SendDocumentDialog
          open={asking === "send" || asking === "resend"}
          onClose={() => setAsking(null)}
          noun={noun}
          question={asking === "resend" ? T.resendMessage(data.client.name) : texts.confirmSend(data.client.name)}
          resend={asking === "resend"}
          busy={sending || resending}
          onSend={async (message) => (asking === "resend" ? await resend(data.id) : await send(data.id, message)).ok}
        />
      </OnFirstOpen>
      <ConfirmDialog
        open={asking === "version"}
        title={T.newVersionTitle}
        message={T.newVersionMessage(data.version)}
        confirmLabel={T.newVersionAction}
        onConfirm={() => void reopen()}
        onClose={() => setAsking(null)}
        testId="confirm-new-version"
      />
    </Flex>
  );
}

/**
 * The document's headings one level down (h1 as h2, ... h5 as h6): the page's own title is its one h1. The server's
 * HTML is sanitized, so its tags are the renderer's own.
 */
const underPageHeading = (html: string) => html.replace(/<(\/?)h([1-5])(?=[\s>])/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);

/** The rendered document (sanitized by the server: what the client reads and the hash covers), and what it still lacks. */
function DocumentPanel({ data }: { data: Data }) {
  const unfilled = data.document.unfilledVariables;
  return (
    <PanelCard headingId="contract-document-title" testId="contract-document" header={<PanelTitle id="contract-document-title" title={T.documentTitle} description={T.documentDescription} />}>
      <Stack gap="3">
        {unfilled.length > 0 ? (
          <Text id="unfilled-variables" fontSize="sm" color="orange.fg" bg="orange.subtle" px="3" py="2" borderRadius="md" data-testid="unfilled-variables">
            {T.unfilled(unfilled)}
          </Text>
        ) : null}
        {data.document.text.trim() === "" ? (
          <Text fontSize="sm" color="fg.muted">
            {T.emptyDocument}
          </Text>
        ) : (
          <Box css={prose} maxW="3xl" data-testid="contract-document-body" dangerouslySetInnerHTML={{ __html: underPageHeading(data.document.html) }} />
        )}
      </Stack>
    </PanelCard>
  );
}

/** A fact of a panel: its label over its value. */
function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box minW="0" data-testid={testId}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" wordBreak="break-all">
        {children}
      </Text>
    </Box>
  );
}

const kilobytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** The sealed PDF's facts (when, size, both hashes) and Verify; before signing, that it is not sealed yet. */
function SealPanel({ data, timeZone }: { data: Data; timeZone: string }) {
  const [verify, verifying] = useVerifyContractMutation();
  const sealed = data.sealed;
  return (
    <PanelCard headingId="contract-seal-title" testId="contract-seal" header={<PanelTitle id="contract-seal-title" title={T.sealedTitle} description={sealed ? T.sealedDescription : undefined} />}>
      {sealed ? (
        <Stack gap="4">
          <Stack as="dl" gap="2.5">
            <Fact label={T.sealedAt} testId="sealed-at">
              {formatMoment(sealed.sealedAt, timeZone)}
            </Fact>
            <Fact label={T.sealedSize} testId="sealed-size">
              {kilobytes(sealed.sizeBytes)}
            </Fact>
            <Fact label={T.sealedHash} testId="sealed-sha256">
              <Text as="span" fontFamily="mono" fontSize="xs">
                {sealed.sha256}
              </Text>
            </Fact>
            <Fact label={T.documentHash} testId="document-sha256">
              <Text as="span" fontFamily="mono" fontSize="xs">
                {data.document.sha256}
              </Text>
            </Fact>
          </Stack>
          {sealed.signedByHand ? (
            <Text fontSize="sm" color="fg.muted" data-testid="signed-by-hand">
              {T.signedByHand}
            </Text>
          ) : null}
          <Flex>
            <Button size="sm" variant="outline" colorPalette="gray" onClick={() => void verify(data.id)} loading={verifying}>
              <ShieldCheck aria-hidden="true" /> {T.verify}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="not-sealed">
          {T.notSealed}
        </Text>
      )}
    </PanelCard>
  );
}

/** Every version, oldest first, each with its status, its page and its own PDF. */
function VersionsPanel({ data, timeZone }: { data: Data; timeZone: string }) {
  const versions = [...data.versions].sort((a, b) => a.version - b.version);
  return (
    <PanelCard headingId="contract-versions-title" testId="contract-versions" header={<PanelTitle id="contract-versions-title" title={T.versionsTitle} description={T.versionsDescription} />}>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {versions.map((v) => {
          const current = v.id === data.id;
          return (
            <Flex as="li" key={v.id} align="center" justify="space-between" gap="3" wrap="wrap" py="2" borderBottomWidth="1px" borderColor="border.muted" data-testid="contract-version">
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  {current ? (
                    <Text fontWeight="semibold" fontSize="sm" aria-current="page">
                      {T.versionLabel(v.version)}
                    </Text>
                  ) : (
                    <ChakraLink asChild fontWeight="semibold" fontSize="sm" color="brand.fg">
                      <Link to={documentPath(v.id, v.type)}>{T.versionLabel(v.version)}</Link>
                    </ChakraLink>
                  )}
                  <Badge size="sm" variant="subtle" colorPalette={statusColor(v)}>
                    {statusLabel(v)}
                  </Badge>
                  {current ? (
                    <Text fontSize="xs" color="fg.muted">
                      {T.thisVersion}
                    </Text>
                  ) : null}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {formatMoment(v.createdAt, timeZone)}
                </Text>
              </Box>
              <Button asChild size="xs" variant="ghost" colorPalette="gray">
                <a href={pdfOf(v)} download={`${data.contractNumber}-v${v.version}.pdf`} aria-label={T.versionPdf(v.version)}>
                  <Download aria-hidden="true" /> PDF
                </a>
              </Button>
            </Flex>
          );
        })}
      </Stack>
    </PanelCard>
  );
}

/** 'opened' as 'Opened by the client'; an action the page does not know, with its underscores as spaces. */
const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, " ");

/** Every step of the document, oldest first, at readable times in the workspace's zone, with where it came from. */
function AuditPanel({ data, timeZone }: { data: Data; timeZone: string }) {
  const rows = [...data.auditTrail].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  return (
    <PanelCard headingId="contract-audit-title" testId="contract-audit" header={<PanelTitle id="contract-audit-title" title={T.auditTitle} description={T.auditDescription(timeZone)} />}>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {T.auditEmpty}
        </Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
          {rows.map((a, i) => (
            <Flex as="li" key={i} gap="4" py="2.5" borderBottomWidth={i === rows.length - 1 ? "0" : "1px"} borderColor="border.muted" direction={{ base: "column", sm: "row" }} data-testid="audit-row">
              <Text asChild fontSize="sm" color="fg.muted" flexShrink={0} w={{ sm: "48" }} data-testid="audit-time">
                <time dateTime={String(a.createdAt)}>{formatMoment(a.createdAt, timeZone)}</time>
              </Text>
              <Box minW="0">
                <Text fontSize="sm" fontWeight="medium" data-testid="audit-action">
                  {actionLabel(a.action)}
                </Text>
                {a.detail ? (
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {a.detail}
                  </Text>
                ) : null}
                {a.ip || a.userAgent ? (
                  <Text fontSize="xs" color="fg.subtle" wordBreak="break-word">
                    {[a.ip, a.userAgent].filter(Boolean).join(" · ")}
                  </Text>
                ) : null}
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

type NextStep = null | "contract" | "invoice" | "project";

/**
 * An accepted proposal carried on: the contract (prefilled from it), the invoice and the project, in the app's own
 * dialogs (the invoice's and the project's as their modules declare them for the hubs).
 */
function NextSteps({ data }: { data: Data }) {
  const [open, setOpen] = useState<NextStep>(null);
  const close = () => setOpen(null);
  const contractPreset = {
    type: "contract" as const,
    title: data.title ?? "",
    clientId: data.client.id,
    ...(data.project ? { projectId: data.project.id } : {}),
    content: data.document.text,
    value: data.value == null ? "" : String(data.value),
    currency: data.currency,
  };
  return (
    <PanelCard headingId="contract-next-title" testId="contract-next-steps" header={<PanelTitle id="contract-next-title" title={T.nextStepsTitle} description={T.nextStepsDescription} />}>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" onClick={() => setOpen("contract")}>
          <FileSignature aria-hidden="true" /> {T.createContract}
        </Button>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setOpen("invoice")}>
          <Receipt aria-hidden="true" /> {T.createInvoice}
        </Button>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setOpen("project")}>
          <FolderPlus aria-hidden="true" /> {T.createProject}
        </Button>
      </Flex>
      <OnFirstOpen open={open === "contract"}>
        <ContractForm open={open === "contract"} onOpenChange={(o) => !o && close()} kind="contract" texts={CONTRACT_TEXTS} contract={null} connectionId="" preset={contractPreset} />
      </OnFirstOpen>
      <OnFirstOpen open={open === "invoice"}>
        <QuickCreateDialog kind="invoice" open={open === "invoice"} onOpenChange={(o) => !o && close()} clientId={data.client.id} projectId={data.project?.id} name={data.client.name} />
      </OnFirstOpen>
      <OnFirstOpen open={open === "project"}>
        <QuickCreateDialog kind="project" open={open === "project"} onOpenChange={(o) => !o && close()} clientId={data.client.id} name={data.client.name} />
      </OnFirstOpen>
    </PanelCard>
  );
}
