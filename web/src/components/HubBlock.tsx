import { useId, type ReactNode } from "react";
import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PanelCard, PanelEmpty, PanelTitle } from "./PanelCard";

/** One block of a record's hub page (a client's invoices, a project's tasks): a panel with its heading, its quick action, 'View all' and its empty state. */
export function HubBlock({ title, testId, icon, emptyText, action, onAction, viewAll, children, isEmpty }: {
  title: string;
  testId: string;
  icon: ReactNode;
  emptyText: string;
  /** The quick action's label ('New invoice'). */
  action?: string;
  onAction?: () => void;
  /** The list screen to see every record. */
  viewAll?: string;
  isEmpty: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <PanelCard
      headingId={headingId}
      testId={testId}
      header={
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <PanelTitle id={headingId} title={title} />
          <HStack gap="1">
            {viewAll && !isEmpty ? (
              <Button asChild variant="ghost" size="xs" colorPalette="gray">
                <Link to={viewAll}>View all</Link>
              </Button>
            ) : null}
            {action && onAction ? (
              <Button variant="outline" size="xs" onClick={onAction} data-testid={`${testId}-action`}>
                <Plus aria-hidden="true" /> {action}
              </Button>
            ) : null}
          </HStack>
        </Flex>
      }
    >
      {isEmpty ? <PanelEmpty icon={icon} text={emptyText} testId={`${testId}-empty`} /> : <Stack gap="0" as="ul" listStyleType="none">{children}</Stack>}
    </PanelCard>
  );
}

/** One line of a hub block: a title (a link when `to` is given), a detail under it and a badge or figure on the right. */
export function HubRow({ title, to, detail, aside, badge }: { title: string; to?: string; detail?: ReactNode; aside?: ReactNode; badge?: string | null }) {
  return (
    <Box as="li" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex justify="space-between" align="center" gap="3">
        <Box minW="0">
          {to ? (
            <ChakraLink asChild fontWeight="medium" fontSize="sm" color="fg" lineClamp={1} _hover={{ color: "brand.fg", textDecoration: "underline" }}>
              <Link to={to}>{title}</Link>
            </ChakraLink>
          ) : (
            <Text fontWeight="medium" fontSize="sm" color="fg" lineClamp={1}>{title}</Text>
          )}
          {detail ? <Text fontSize="xs" color="fg.muted" lineClamp={1}>{detail}</Text> : null}
        </Box>
        <HStack gap="2" flexShrink={0}>
          {aside ? <Text fontSize="sm" fontWeight="medium" color="fg">{aside}</Text> : null}
          {badge ? <Badge size="sm" variant="subtle" colorPalette="gray">{badge}</Badge> : null}
        </HStack>
      </Flex>
    </Box>
  );
}

/** The address that opens one record on its list screen (`/tasks?id=<gid>`, `/calendar?event=<gid>`), as search results do. */
export const recordLink = (listPath: string, id: string, param = "id") => `${listPath}?${param}=${encodeURIComponent(id)}`;

/** A status value as a label ('in_progress' -> 'In progress'). */
export const statusLabel = (status: string) => (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, " ");
