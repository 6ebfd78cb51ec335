import { createContext, lazy, useContext, useId, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { HubKind, QuickCreate, QuickCreateProps } from "../lib/webModule";
import { OnFirstOpen } from "./OnFirstOpen";
import { PanelCard, PanelEmpty, PanelTitle } from "./PanelCard";
import { useQuickCreates } from "./quickCreate";

/** A hub's quick-create dialogs: which kinds the modules offer, and opening one. */
interface HubCreate {
  labelOf: (kind: string) => string | undefined;
  open: (kind: string) => void;
}
const HubCreateContext = createContext<HubCreate | null>(null);

/** Each declared dialog as a lazy component, made once (its code loads when first rendered). */
const lazyDialogs = new WeakMap<QuickCreate, LazyExoticComponent<ComponentType<QuickCreateProps>>>();
function lazyDialog(declared: QuickCreate) {
  let dialog = lazyDialogs.get(declared);
  if (!dialog) {
    dialog = lazy(() => declared.dialog().then((component) => ({ default: component })));
    lazyDialogs.set(declared, dialog);
  }
  return dialog;
}

/**
 * The dialog a module declares for creating a record of `kind` (nothing when no module does); its code loads when it
 * is first rendered, so it stands inside `OnFirstOpen` (a Suspense boundary).
 */
export function QuickCreateDialog({ kind, ...props }: QuickCreateProps & { kind: string }) {
  const declared = useQuickCreates().find((q) => q.kind === kind);
  if (!declared) return null;
  const Dialog = lazyDialog(declared);
  return <Dialog {...props} />;
}

/**
 * A hub page's quick actions: the blocks inside offer the dialogs the modules declare (`quickCreate` on their faces,
 * see `HubBlock`'s `create`); a dialog's code loads with its first opening, and it opens with the hub's record chosen
 * (`target`). `onClosed` runs when a dialog closes (the hub reads its blocks again).
 */
export function HubQuickCreate({ target, onClosed, children }: { target: Omit<QuickCreateProps, "open" | "onOpenChange">; onClosed: () => void; children: ReactNode }) {
  const declared = useQuickCreates();
  const [open, setOpen] = useState<string | null>(null);
  const hub = useMemo<HubCreate>(() => ({ labelOf: (kind) => declared.find((q) => q.kind === kind)?.label, open: setOpen }), [declared]);
  const close = (o: boolean) => {
    if (!o) {
      setOpen(null);
      onClosed();
    }
  };
  return (
    <HubCreateContext.Provider value={hub}>
      {children}
      {declared.map((q) => (
        <OnFirstOpen key={q.kind} open={open === q.kind}>
          <QuickCreateDialog kind={q.kind} open={open === q.kind} onOpenChange={close} {...target} />
        </OnFirstOpen>
      ))}
    </HubCreateContext.Provider>
  );
}

/**
 * One block of a record's hub page (a client's invoices, a project's tasks): a panel with its heading, its quick action
 * (inside `HubQuickCreate`, when a module declares a dialog of the block's kind), 'View all' and its empty state.
 */
export function HubBlock({ title, testId, icon, emptyText, create, viewAll, children, isEmpty }: {
  title: string;
  testId: string;
  icon: ReactNode;
  emptyText: string;
  /** The kind of record its quick action creates ("invoice"): the button shows the label its module declares. */
  create?: string;
  /** The list screen to see every record. */
  viewAll?: string;
  isEmpty: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const hub = useContext(HubCreateContext);
  const action = create && hub ? hub.labelOf(create) : undefined;
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
            {create && hub && action ? (
              <Button variant="outline" size="xs" onClick={() => hub.open(create)} data-testid={`${testId}-action`}>
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

/**
 * One line of a hub block: a title (a link when `to` is given), a detail under it and a badge or figure on the right;
 * a long title or detail is cut with an ellipsis and shows in full on hover.
 */
export function HubRow({ title, to, detail, aside, badge }: { title: string; to?: string; detail?: ReactNode; aside?: ReactNode; badge?: string | null }) {
  return (
    <Box as="li" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex justify="space-between" align="center" gap="3">
        <Box minW="0">
          {to ? (
            <ChakraLink asChild fontWeight="medium" fontSize="sm" color="fg" display="block" truncate title={title} _hover={{ color: "brand.fg", textDecoration: "underline" }}>
              <Link to={to}>{title}</Link>
            </ChakraLink>
          ) : (
            <Text fontWeight="medium" fontSize="sm" color="fg" truncate title={title}>{title}</Text>
          )}
          {detail ? <Text fontSize="xs" color="fg.muted" truncate title={typeof detail === "string" ? detail : undefined}>{detail}</Text> : null}
        </Box>
        <HStack gap="2" flexShrink={0}>
          {aside ? <Text fontSize="sm" fontWeight="medium" color="fg">{aside}</Text> : null}
          {badge ? <Badge size="sm" variant="subtle" colorPalette="gray">{badge}</Badge> : null}
        </HStack>
      </Flex>
    </Box>
  );
}

/** A status value as a label ('in_progress' -> 'In progress'). */
export const statusLabel = (status: string) => (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, " ");

/** A block's test id on a hub: `hub-invoices` on a client's hub, `project-invoices` on a project's page. */
export const hubBlockTestId = (hub: HubKind, name: string) => `${hub === "client" ? "hub" : "project"}-${name}`;

/** The records of a block's connection (absent when the hub's record has none of this kind of connection). */
export const hubRows = <T,>(connection: { readonly edges: readonly { readonly node: T }[] } | null | undefined): T[] =>
  connection?.edges.map((e) => e.node) ?? [];
