import { useId, useTransition } from "react";
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { LayoutTemplate, Plus } from "lucide-react";
import { graphql, useFragment, useRefetchableFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { panelCard, recordCard } from "../../theme/surfaces";
import { spaced } from "./display";
import { AUTOMATION_TEXTS, TEMPLATE_SKELETON_COUNT } from "./texts";
import type { TemplateList_viewer$key } from "./__generated__/TemplateList_viewer.graphql";
import type { TemplateListRefetchQuery } from "./__generated__/TemplateListRefetchQuery.graphql";
import type { TemplateCard_template$key } from "./__generated__/TemplateCard_template.graphql";

const fragment = graphql`
  fragment TemplateList_viewer on User @refetchable(queryName: "TemplateListRefetchQuery") {
    automationTemplates {
      id
      ...TemplateCard_template
    }
  }
`;

const cardFragment = graphql`
  fragment TemplateCard_template on AutomationTemplate {
    id
    name
    description
    category
    trigger
    usageCount
  }
`;

const grid = { base: 1, md: 2, xl: 3 } as const;

/**
 * The workflow templates (most used first), or 'No templates available'; use counts follow uses made anywhere. Use
 * Template opens the template's workflow in the workflow dialog for review (`onUse`).
 */
export function TemplateList({ viewer, onUse }: { viewer: TemplateList_viewer$key; onUse: (templateId: string) => void }) {
  const [data, refetch] = useRefetchableFragment<TemplateListRefetchQuery, TemplateList_viewer$key>(fragment, viewer);
  const [, startTransition] = useTransition();
  useWorkspaceChanges("automation_template", () => startTransition(() => {
    refetch({}, { fetchPolicy: "network-only" });
  }));
  if (data.automationTemplates.length === 0) {
    return (
      <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderWidth="2px" borderRadius="xl" bg="bg.panel" data-testid="templates-empty">
        <Card.Body>
          <Flex direction="column" align="center" textAlign="center" py={{ base: "10", md: "16" }} gap="4">
            <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <LayoutTemplate size={26} aria-hidden="true" />
            </Flex>
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              {AUTOMATION_TEXTS.templatesEmptyTitle}
            </Text>
            <Text color="fg.muted" fontSize="sm" maxW="md">
              {AUTOMATION_TEXTS.templatesEmptyDescription}
            </Text>
          </Flex>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <SimpleGrid as="section" aria-label="Workflow templates" columns={grid} gap="5">
      {data.automationTemplates.map((t) => (
        <TemplateCard key={t.id} template={t} onUse={onUse} />
      ))}
    </SimpleGrid>
  );
}

/** One template: name, category (underscores as spaces), description, 'Used N times' and Use Template. */
function TemplateCard({ template, onUse }: { template: TemplateCard_template$key; onUse: (templateId: string) => void }) {
  const data = useFragment(cardFragment, template);
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid="template-card" {...recordCard}>
      <Card.Body p="5" gap="3">
        <Flex align="flex-start" gap="3">
          <Flex boxSize="9" borderRadius="lg" align="center" justify="center" flexShrink={0} bg="brand.subtle" color="brand.fg">
            <LayoutTemplate size={18} aria-hidden="true" />
          </Flex>
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" lineClamp={2} wordBreak="break-word">
              {data.name}
            </Heading>
            <Badge size="sm" variant="subtle" colorPalette="gray" mt="1" data-testid="template-category">
              {spaced(data.category || AUTOMATION_TEXTS.general)}
            </Badge>
          </Box>
        </Flex>
        {data.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word" data-testid="template-description">
            {data.description}
          </Text>
        ) : null}
        <Flex justify="space-between" align="center" gap="3" pt="1" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-testid="template-usage">
            {AUTOMATION_TEXTS.usedTimes(data.usageCount)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => onUse(data.id)} aria-label={`${AUTOMATION_TEXTS.useTemplate}: ${data.name}`}>
            <Plus aria-hidden="true" />
            {AUTOMATION_TEXTS.useTemplate}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The templates while they load: six card-shaped placeholders. */
export function TemplateListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" data-testid="templates-loading" />} label="Loading templates..." hiddenStatus count={TEMPLATE_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} aria-hidden="true" data-testid="template-card-skeleton">
          <Card.Body p="5" gap="4">
            <Flex align="flex-start" gap="3">
              <Skeleton boxSize="9" borderRadius="lg" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="70%" />
                <Skeleton h="3" w="30%" />
              </Stack>
            </Flex>
            <SkeletonText noOfLines={2} gap="2.5" />
          </Card.Body>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
