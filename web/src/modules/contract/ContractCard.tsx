import { useId, useState, type ReactNode } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Heading, Link as ChakraLink, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { CircleCheck, CircleX, Clock, Download, FileCheck, FileText, Send, type LucideIcon } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { CONTRACT_STATUS_COLORS, CONTRACT_TYPE_LABELS, documentStatusLabel, type ContractStatus, type ContractType } from "@common/contract";
import { formatMoney } from "@common/money";
import { DeleteIconButton, EditIconButton } from "../../components/CardIconButtons";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { formatDay } from "../../lib/format";
import { recordPath } from "../../lib/recordPaths";
import { documentPath } from "./documentPath";
import { recordCard } from "../../theme/surfaces";
import type { DocumentKind } from "./documentForm";
import { CONTRACT_TEXTS, type DocumentTexts } from "./texts";
import { useDeleteContractMutation } from "./useDeleteContractMutation";
import { useSendContractMutation } from "./useSendContractMutation";
import type { ContractCard_contract$key } from "./__generated__/ContractCard_contract.graphql";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";

/** The send question (a dialog with its message field) loads when first asked. */
const SendDocumentDialog = lazyComponent(() => import("./SendDocumentDialog"), "SendDocumentDialog");

const fragment = graphql`
  fragment ContractCard_contract on Contract {
    id
    title
    contractNumber
    type
    status
    declinedAt
    value
    currency
    startDate
    endDate
    expiryDate
    signedDate
    createdAt
    pdfDownloadUrl
    client {
      id
      name
    }
    ...ContractForm_contract
  }
`;

const STATUS_ICONS: Record<ContractStatus, LucideIcon> = {
  draft: FileText,
  sent: Send,
  signed: CircleCheck,
  executed: FileCheck,
  expired: Clock,
  cancelled: CircleX,
};

/** A status's badge colour palette (grey for a status the app does not know; red for a declined document). */
const statusColor = (status: string, declined: boolean): string => (declined ? "red" : ((CONTRACT_STATUS_COLORS as Record<string, string>)[status] ?? "gray"));

/** A status's icon (a declined document's is the cross). */
const statusIcon = (status: string, declined: boolean): LucideIcon => (declined ? CircleX : ((STATUS_ICONS as Record<string, LucideIcon>)[status] ?? FileText));

/** The statuses a document can be sent (or sent again) in. */
const SENDABLE = new Set(["draft", "sent"]);

/** The PDF's address when it is one of the app's own paths or an http(s) URL. */
const safeDownload = (url: string | null | undefined) => (url && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) ? url : null);

/** A stored day ('2026-12-01T00:00:00.000Z') as 'Dec 1, 2026'; '-' when there is none. */
const day = (value: unknown) => formatDay(typeof value === "string" ? value : null, "UTC") ?? "-";

interface ContractCardProps {
  contract: ContractCard_contract$key;
  /** contract: the Contracts screen's card; proposal: the Proposals screen's. */
  kind: DocumentKind;
  texts: DocumentTexts;
  connectionId: string;
  onEdit: (contract: ContractForm_contract$key) => void;
}

/**
 * One contract or proposal: its status icon and badge, title, number and client, with Edit and Delete; a contract
 * shows its value, start, end and type, a proposal its value, when it was created, when it expires and when it was
 * signed (once it is).
 */
export function ContractCard({ contract, kind, texts, connectionId, onEdit }: ContractCardProps) {
  const data = useFragment(fragment, contract);
  const [remove, isDeleting] = useDeleteContractMutation(texts);
  const [send, isSending] = useSendContractMutation(texts);
  const pdf = safeDownload(data.pdfDownloadUrl);
  const sendable = SENDABLE.has(data.status) && !data.signedDate;
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const declined = data.declinedAt != null;
  const StatusIcon = statusIcon(data.status, declined);
  const color = statusColor(data.status, declined);
  const title = data.title || data.contractNumber;
  const value = formatMoney(data.value, { currency: data.currency }) ?? "-";
  const clientName = data.client?.name || CONTRACT_TEXTS.unknownClient;

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid={`${kind}-card`} {...recordCard} opacity={isDeleting ? 0.6 : 1}>
      <Card.Body p="5" gap="4">
        <Flex align="flex-start" gap="3">
          <Flex boxSize="9" borderRadius="lg" align="center" justify="center" flexShrink={0} bg={`${color}.subtle`} color={`${color}.fg`}>
            <StatusIcon size={18} aria-hidden="true" data-testid="status-icon" />
          </Flex>
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" lineClamp={2} overflowWrap="anywhere" title={title}>
              <ChakraLink asChild color="inherit" display="inline" _hover={{ color: "brand.fg" }}>
                <Link to={documentPath(data.id, data.type)}>{title}</Link>
              </ChakraLink>
            </Heading>
            <Text fontSize="sm" color="fg.muted" lineClamp={2} overflowWrap="anywhere" title={clientName} data-testid="contract-client">
              {data.client ? (
                <ChakraLink asChild color="inherit" display="inline" _hover={{ color: "brand.fg" }}>
                  <Link to={recordPath("client", data.client.id)}>{clientName}</Link>
                </ChakraLink>
              ) : (
                clientName
              )}
              {kind === "proposal" ? (
                <>
                  {" "}
                  <Text as="span" display="inline-block" whiteSpace="nowrap">
                    {`· ${data.contractNumber}`}
                  </Text>
                </>
              ) : null}
            </Text>
            {kind === "contract" ? (
              <Text fontSize="xs" color="fg.subtle" fontFamily="mono" mt="0.5" data-testid="contract-number">
                {data.contractNumber}
              </Text>
            ) : null}
          </Box>
          <HStack gap="0.5" flexShrink={0} mt="-1" me="-2">
            <EditIconButton name={title} onClick={() => onEdit(data)} disabled={isDeleting} />
            <DeleteIconButton name={title} confirmText={texts.confirmDelete} onConfirm={() => void remove(data.id, connectionId)} disabled={isDeleting} />
          </HStack>
        </Flex>
        <Box>
          <Badge size="sm" variant="subtle" colorPalette={color} data-testid="contract-status" data-status={data.status}>
            {documentStatusLabel({ status: data.status, declinedAt: typeof data.declinedAt === "string" ? data.declinedAt : null })}
          </Badge>
        </Box>
        <SimpleGrid as="dl" columns={2} gapX="4" gapY="2.5" fontSize="sm">
          <Fact label="Value" testId="contract-value">
            {value}
          </Fact>
          {kind === "contract" ? (
            <>
              <Fact label="Type" testId="contract-type">
                {(CONTRACT_TYPE_LABELS as Record<string, string>)[data.type] ?? (data.type as ContractType)}
              </Fact>
              <Fact label="Start Date" testId="contract-start">
                {day(data.startDate)}
              </Fact>
              <Fact label="End Date" testId="contract-end">
                {day(data.endDate)}
              </Fact>
            </>
          ) : (
            <>
              <Fact label="Created" testId="proposal-created">
                {day(data.createdAt)}
              </Fact>
              <Fact label="Expires" testId="proposal-expires">
                {day(data.expiryDate)}
              </Fact>
              {data.signedDate ? (
                <Fact label="Signed" testId="proposal-signed">
                  {day(data.signedDate)}
                </Fact>
              ) : null}
            </>
          )}
        </SimpleGrid>
      </Card.Body>
      <Card.Footer px="5" py="2.5" gap="2" justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted">
        {pdf ? (
          <Button asChild variant="ghost" size="sm" colorPalette="gray">
            <a href={pdf} download={`${data.contractNumber}.pdf`} data-testid="download-pdf">
              <Download aria-hidden="true" />
              {texts.downloadPdf}
            </a>
          </Button>
        ) : null}
        {sendable ? (
          <Button
            variant="ghost"
            size="sm"
            colorPalette="brand"
            loading={isSending}
            disabled={isDeleting}
            onClick={() => setAsking(true)}
          >
            <Send aria-hidden="true" />
            {texts.send}
          </Button>
        ) : null}
        {sendable ? (
          <OnFirstOpen open={asking}>
            <SendDocumentDialog
              open={asking}
              onClose={() => setAsking(false)}
              noun={texts.noun}
              question={texts.confirmSend(clientName)}
              busy={isSending}
              onSend={async (message) => (await send(data.id, message)).ok}
            />
          </OnFirstOpen>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box minW="0" data-testid={testId}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" truncate>
        {children}
      </Text>
    </Box>
  );
}
