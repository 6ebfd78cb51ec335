import { Suspense, useCallback, useEffect, useRef, type ReactNode } from "react";
import { Box, Button, Flex, Grid, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft, FileQuestion, History } from "lucide-react";
import { Link } from "react-router";
import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType, Subscription } from "relay-runtime";
import { dateTimeFormat } from "@common/timezone";
import { formatDay } from "../lib/format";
import { useDocumentTitle } from "../lib/useDocumentTitle";
import { LoadMore } from "./LoadMore";
import { NoticeCard } from "./NoticeCard";
import { PageHeader } from "./PageHeader";
import { PanelCard, PanelEmpty, PanelTitle } from "./PanelCard";

// The layout a record's own page shares (a client's hub, a project's page): the way back to the list, a skeleton while
// the page query loads, the heading over a two-column grid of blocks, the timeline across the grid, and the notice
// for a record that is not there.

/** Lines of a timeline per page ('Load more'). */
const TIMELINE_PAGE = 10;

/** The route's frame: 'Back to <list>' at once, the page (or its skeleton) below. */
export function RecordPage({ backTo, backLabel, loadingLabel, skeletonTestId, children }: {
  backTo: string;
  backLabel: string;
  /** The skeleton's accessible name ('Loading client'). */
  loadingLabel: string;
  skeletonTestId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button asChild variant="ghost" colorPalette="gray" size="sm" ms="-3" mb="3" color="fg.muted">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
      </Button>
      <Suspense fallback={<RecordPageSkeleton label={loadingLabel} testId={skeletonTestId} />}>{children}</Suspense>
    </>
  );
}

/**
 * The record's heading and its blocks, two columns from large screens on. A column is never wider than its share
 * (minmax(0, 1fr)): a block's line that is cut with an ellipsis (a long name) must not widen it past the page.
 */
export function RecordPageBody({ title, subtitle, testId, children }: { title: string; subtitle: string; testId: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }} gap="5" data-testid={testId}>
        {children}
      </Grid>
    </>
  );
}

/** A block across both columns (the timeline). */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box gridColumn={{ lg: "span 2" }}>{children}</Box>;
}

/** Reads the page's query again (after a quick action, or a change made here or in another tab). */
export function useRecordPageRefresh<T extends OperationType>(query: GraphQLTaggedNode, variables: T["variables"]) {
  const environment = useRelayEnvironment();
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);
  return useCallback(() => {
    running.current?.unsubscribe();
    running.current = fetchQuery<T>(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
  }, [environment, query, variables]);
}

/** When an event starts, as a block's line says it: the day of an all-day event, else the day and the time. */
export const eventWhen = (start: string, allDay: boolean, timeZone: string | null | undefined) =>
  allDay
    ? formatDay(start, timeZone)
    : dateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: timeZone ?? undefined }).format(new Date(start));

/** The record's activity, newest first, with 'Load more'. */
export function RecordTimeline({ testId, description, emptyText, lines, timeZone, hasNext, isLoadingNext, loadNext }: {
  testId: string;
  description: string;
  emptyText: string;
  lines: readonly { readonly id: string; readonly title: string; readonly createdAt: unknown }[];
  timeZone: string | null | undefined;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}) {
  return (
    <PanelCard headingId={testId} testId={testId} header={<PanelTitle id={testId} title="Timeline" description={description} />}>
      {lines.length === 0 ? (
        <PanelEmpty icon={<History size={18} />} text={emptyText} testId={`${testId}-empty`} />
      ) : (
        <Stack as="ol" gap="0" listStyleType="none">
          {lines.map((l) => (
            <HStack as="li" key={l.id} justify="space-between" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} fontSize="sm">
              <Text truncate minW="0" title={l.title}>{l.title}</Text>
              <Text color="fg.muted" flexShrink={0} fontSize="xs">{formatDay(l.createdAt as string, timeZone)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} pageSize={TIMELINE_PAGE} mt="3" />
    </PanelCard>
  );
}

/** A missing, deleted or foreign id, or an id of another kind of record: '<Noun> not found' and the way back. */
export function RecordNotFound({ noun, backTo, backLabel, testId }: { noun: string; backTo: string; backLabel: string; testId: string }) {
  const title = `${noun} not found`;
  useDocumentTitle(title);
  return (
    <NoticeCard maxW="lg" bg="bg.panel" data-testid={testId} icon={FileQuestion} iconSize={22} iconBg="bg.muted" iconColor="fg.muted"
      title={title} text={`This ${noun.toLowerCase()} does not exist or was deleted.`}>
      <Flex>
        <Button asChild size="sm">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </Flex>
    </NoticeCard>
  );
}

function RecordPageSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <Stack gap="5" role="status" aria-live="polite" aria-label={label} aria-busy="true" data-testid={testId}>
      <Box>
        <Skeleton h="8" w="64" borderRadius="md" />
        <Skeleton h="4" w="48" mt="2.5" borderRadius="md" />
      </Box>
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="5">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h="40" borderRadius="xl" />)}
      </Grid>
    </Stack>
  );
}
