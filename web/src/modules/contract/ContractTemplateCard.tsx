import { useId } from "react";
import { Badge, Box, Card, Flex, HStack, Heading, Text } from "@chakra-ui/react";
import { LayoutTemplate } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { CONTRACT_TYPE_LABELS, PROPOSAL_CATEGORY_LABELS } from "@common/contract";
import { formatMoney } from "@common/money";
import { DeleteIconButton, EditIconButton } from "../../components/CardIconButtons";
import { recordCard } from "../../theme/surfaces";
import type { DocumentKind } from "./documentForm";
import type { TemplateTexts } from "./texts";
import { useDeleteContractTemplateMutation } from "./useDeleteContractTemplateMutation";
import type { ContractTemplateCard_template$key } from "./__generated__/ContractTemplateCard_template.graphql";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";

const fragment = graphql`
  fragment ContractTemplateCard_template on ContractTemplate {
    id
    name
    type
    category
    description
    isActive
    isDefault
    defaultRate
    currency
    validityDays
    ...ContractTemplateForm_template
  }
`;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ");

/** A template's category as shown: the proposal categories' labels ('Content Creation'), others capitalised; 'General' when none. */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return "General";
  return (PROPOSAL_CATEGORY_LABELS as Record<string, string>)[category] ?? capitalize(category);
}

interface ContractTemplateCardProps {
  template: ContractTemplateCard_template$key;
  kind: DocumentKind;
  texts: TemplateTexts;
  connectionId: string;
  onEdit: (template: ContractTemplateForm_template$key) => void;
}

/**
 * One template: its name, Default and Inactive badges, type and category ('General' without one), description, default
 * rate and validity, with Edit and Delete.
 */
export function ContractTemplateCard({ template, kind, texts, connectionId, onEdit }: ContractTemplateCardProps) {
  const data = useFragment(fragment, template);
  const [remove, isDeleting] = useDeleteContractTemplateMutation(texts);
  const titleId = useId();
  const rate = formatMoney(data.defaultRate, { currency: data.currency });
  const typeLabel = (CONTRACT_TYPE_LABELS as Record<string, string>)[data.type] ?? data.type;
  const category = categoryLabel(data.category);

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid={`${kind}-template-card`} {...recordCard} opacity={isDeleting ? 0.6 : 1}>
      <Card.Body p="5" gap="3">
        <Flex align="flex-start" gap="3">
          <Flex boxSize="9" borderRadius="lg" align="center" justify="center" flexShrink={0} bg="brand.subtle" color="brand.fg">
            <LayoutTemplate size={18} aria-hidden="true" />
          </Flex>
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" lineClamp={2} wordBreak="break-word">
              {data.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate data-testid="template-category">
              {kind === "contract" ? `${typeLabel} · ${category}` : `${category} · ${data.validityDays} days`}
            </Text>
          </Box>
          <HStack gap="0.5" flexShrink={0} mt="-1" me="-2">
            <EditIconButton name={data.name} onClick={() => onEdit(data)} disabled={isDeleting} />
            <DeleteIconButton name={data.name} confirmText={texts.confirmDelete} onConfirm={() => void remove(data.id, connectionId)} disabled={isDeleting} />
          </HStack>
        </Flex>
        {data.isDefault || !data.isActive ? (
          <HStack gap="1.5">
            {data.isDefault ? (
              <Badge size="sm" variant="solid" colorPalette="brand" data-testid="template-default">
                Default
              </Badge>
            ) : null}
            {!data.isActive ? (
              <Badge size="sm" variant="subtle" colorPalette="gray" data-testid="template-inactive">
                Inactive
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        {data.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-line" wordBreak="break-word" data-testid="template-description">
            {data.description}
          </Text>
        ) : null}
        {kind === "contract" ? (
          <HStack justify="space-between" fontSize="sm" pt="1" gap="3" wrap="wrap">
            <Text fontWeight="medium" data-testid="template-rate">
              {rate ?? "-"}
            </Text>
            <Text color="fg.muted" data-testid="template-validity">
              Valid for: {data.validityDays} days
            </Text>
          </HStack>
        ) : (
          <HStack as="dl" justify="space-between" fontSize="sm" pt="1" gap="3">
            <Box data-testid="template-rate">
              <Text as="dt" fontSize="xs" color="fg.muted">
                Default Rate
              </Text>
              <Text as="dd" fontWeight="medium">
                {rate ?? "-"}
              </Text>
            </Box>
            <Box data-testid="template-validity" textAlign="end">
              <Text as="dt" fontSize="xs" color="fg.muted">
                Validity
              </Text>
              <Text as="dd" fontWeight="medium">
                {data.validityDays} days
              </Text>
            </Box>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
