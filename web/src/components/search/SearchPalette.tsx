import { useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { Box, Flex, Input, InputGroup, Text } from "@chakra-ui/react";
import { Command } from "cmdk";
import {
  ArrowRight, CalendarDays, Clock3, FileBox, FileSignature, FileText, FolderKanban, MessageSquare, Plus, Receipt, Search, SquareCheck, Users,
} from "lucide-react";
import { useNavigate } from "react-router";
import { appRoutes } from "../../routeTable";
import { recordListPath } from "../../lib/recordPaths";
import { QuickCreateDialog } from "../HubBlock";
import { OnFirstOpen } from "../OnFirstOpen";
import { useQuickCreates } from "../quickCreate";
import { COMMAND_FIRST, createCommands, rankCommands, screenCommands, type PaletteCommand } from "./commands";
import { highlightParts } from "./highlight";
import { isSearchShortcut } from "./shortcut";
import { ShortcutHint } from "./ShortcutHint";
import { readRecent, rememberRecent, type RecentRecord } from "./recent";

const SEARCH_LABEL = "Search";
/** The longest text sent (the server refuses more). */
const SEARCH_MAX_LENGTH = 200;
const SEARCH_RECENT = "Recent";
const SEARCH_ACTIONS = "Actions";
const SEARCH_CREATE = "Create";
const SEARCH_GOTO = "Go to";
const SEARCH_SEARCHING = "Searching...";
const SEARCH_FAILED = "Search failed. Try again.";
const SEARCH_HINT = "Type to search clients, projects, tasks, invoices, messages, files, events, contracts and proposals, or to go to a screen or create a record.";
const noResultsFor = (query: string) => `No results for "${query}"`;

/** The box's name, placeholder and look, as SearchBox hands them over (its plain box wears the same). */
type SearchBoxProps = Record<string, unknown>;

/** One result of `GET /api/search`, in the server's rank order. */
type SearchResult = RecentRecord;

/** How long typing must pause before the text is searched. */
const SEARCH_DEBOUNCE_MS = 150;

const TYPES: Record<string, { label: string; icon: ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }> }> = {
  client: { label: "Clients", icon: Users },
  project: { label: "Projects", icon: FolderKanban },
  task: { label: "Tasks", icon: SquareCheck },
  invoice: { label: "Invoices", icon: Receipt },
  message: { label: "Messages", icon: MessageSquare },
  file: { label: "Files", icon: FileBox },
  event: { label: "Events", icon: CalendarDays },
  contract: { label: "Contracts", icon: FileSignature },
  proposal: { label: "Proposals", icon: FileText },
};

/** The results grouped by type, the groups in the order of their best result, each group in the server's order. */
function groupByType(results: SearchResult[]) {
  const groups = new Map<string, SearchResult[]>();
  for (const r of results) groups.set(r.type, [...(groups.get(r.type) ?? []), r]);
  return [...groups];
}

/** A text with the searched words marked: split into parts rendered as text (never as HTML). */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((p, i) =>
        p.match ? <Box as="mark" key={i} bg="yellow.subtle" color="inherit" borderRadius="xs">{p.text}</Box> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

function ResultItem({ result, query, onOpen }: { result: SearchResult; query: string; onOpen: (r: SearchResult) => void }) {
  const Icon = TYPES[result.type]?.icon ?? Search;
  return (
    <Box asChild px="3" py="2" borderRadius="md" cursor="pointer" css={{ "&[aria-selected=true]": { bg: "bg.muted" } }}>
      <Command.Item value={`${result.type}:${result.id}`} onSelect={() => onOpen(result)} data-testid="search-result">
        <Flex align="center" gap="3" minW="0">
          <Box color="fg.muted" flexShrink={0}><Icon size={16} aria-hidden="true" /></Box>
          <Box minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate><Highlighted text={result.title} query={query} /></Text>
            {result.subtitle ? <Text fontSize="xs" color="fg.muted" truncate><Highlighted text={result.subtitle} query={query} /></Text> : null}
          </Box>
        </Flex>
      </Command.Item>
    </Box>
  );
}

/**
 * Creations a module's list opens by a link rather than by its hub's dialog: the calendar's Create New Event dialog
 * (every type, attendees, the repeat), as the dashboard's Quick Actions open it; a hub's event dialog is for one client.
 */
const CREATE_BY_LINK: Record<string, string> = { event: "?new=meeting" };

/** The app's screens and the records its modules let one create, as commands (built once: the module list is fixed). */
let screens: PaletteCommand[] | undefined;
function useCommands(): PaletteCommand[] {
  const quickCreates = useQuickCreates();
  screens ??= screenCommands([...new Set(appRoutes.map((r) => r.module))]);
  return useMemo(() => [...(screens ?? []), ...createCommands(quickCreates)], [quickCreates]);
}

function CommandItem({ command, query, onRun }: { command: PaletteCommand; query: string; onRun: (c: PaletteCommand) => void }) {
  const Icon = "create" in command.action ? Plus : (command.icon ?? ArrowRight);
  return (
    <Box asChild px="3" py="2" borderRadius="md" cursor="pointer" css={{ "&[aria-selected=true]": { bg: "bg.muted" } }}>
      <Command.Item value={command.id} onSelect={() => onRun(command)} data-testid="search-command">
        <Flex align="center" gap="3" minW="0">
          <Box color="fg.muted" flexShrink={0}><Icon size={16} aria-hidden="true" /></Box>
          <Text fontSize="sm" truncate><Highlighted text={command.label} query={query} /></Text>
        </Flex>
      </Command.Item>
    </Box>
  );
}

const groupHeading = { "& [cmdk-group-heading]": { px: "3", pt: "2", pb: "1", fontSize: "xs", fontWeight: "semibold", color: "fg.subtle", textTransform: "uppercase", letterSpacing: "wide" } };

/**
 * The search and command palette (WAI-ARIA combobox, built on cmdk): the input, then under it the results of the text
 * as typed (debounced `GET /api/search`), grouped by type with their icons and the matches highlighted, ranked with
 * the commands the text matches ("Go to …" a screen, "Create …" a record: commands.ts): those matching every word typed
 * come first ("new inv" → Create invoice, "calendar" → Go to Calendar), those matched by a typo after the records.
 * Arrow keys move, Enter opens the record or runs the command; an empty box lists the records this user opened most
 * recently, then every command. Escape or a click elsewhere closes it.
 */
export function SearchPalette({ user, initialQuery, box }: { user: string; initialQuery: string; box: SearchBoxProps }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState<{ query: string; results: SearchResult[]; failed: boolean } | null>(null);
  const [recent, setRecent] = useState(() => readRecent(user));
  // the record whose quick-create dialog a command opened
  const [creating, setCreating] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const commands = useCommands();
  const text = query.trim();

  // mounted by a focus, a key or the shortcut: take the focus; each later Ctrl/Cmd+K focuses and opens again
  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (isSearchShortcut(e)) {
        e.preventDefault();
        inputRef.current?.focus();
        setOpen(true);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then(async (r) => {
          if (!r.ok) throw new Error(`search answered ${r.status}`);
          const body = (await r.json()) as { results: SearchResult[] };
          setAnswer({ query: text, results: body.results, failed: false });
        })
        .catch(() => { if (!controller.signal.aborted) setAnswer({ query: text, results: [], failed: true }); });
    }, SEARCH_DEBOUNCE_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [text]);

  const current = answer && answer.query === text ? answer : null;
  const groups = useMemo(() => groupByType(current?.results ?? []), [current]);
  const actions = useMemo(() => (text ? rankCommands(commands, text) : []), [commands, text]);
  // actions matching every word typed (or its start) come before the records, typos of them after
  const actionsFirst = actions.length > 0 && actions[0].score >= COMMAND_FIRST;

  const close = () => {
    setOpen(false);
    setQuery("");
    inputRef.current?.blur();
  };

  const openRecord = (r: SearchResult) => {
    rememberRecent(user, r);
    setRecent(readRecent(user));
    close();
    navigate(r.url);
  };

  const runCommand = (c: PaletteCommand) => {
    close();
    if ("goto" in c.action) navigate(c.action.goto);
    else if (CREATE_BY_LINK[c.action.create]) navigate(`${recordListPath(c.action.create)}${CREATE_BY_LINK[c.action.create]}`);
    else {
      setCreated(c.action.create);
      setCreating(c.action.create);
    }
  };

  const actionGroup = actions.length ? (
    <Command.Group heading={SEARCH_ACTIONS}>
      {actions.map(({ command }) => <CommandItem key={command.id} command={command} query={text} onRun={runCommand} />)}
    </Command.Group>
  ) : null;
  const commandGroups = (
    <>
      <Command.Group heading={SEARCH_CREATE}>
        {commands.filter((c) => "create" in c.action).map((c) => <CommandItem key={c.id} command={c} query="" onRun={runCommand} />)}
      </Command.Group>
      <Command.Group heading={SEARCH_GOTO}>
        {commands.filter((c) => "goto" in c.action).map((c) => <CommandItem key={c.id} command={c} query="" onRun={runCommand} />)}
      </Command.Group>
    </>
  );

  return (
    <>
      <Box
        ref={rootRef}
        position="relative"
        onBlur={(e) => { if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false); }}
      >
        <Command label={SEARCH_LABEL} shouldFilter={false} loop onKeyDown={(e) => { if (e.key === "Escape") { setOpen(false); inputRef.current?.blur(); } }}>
          <InputGroup startElement={<Search size={16} aria-hidden="true" />} startElementProps={{ color: "fg.subtle" }} endElement={<ShortcutHint />}>
            <Input asChild {...box}>
              <Command.Input
                ref={inputRef}
                maxLength={SEARCH_MAX_LENGTH}
                value={query}
                onValueChange={(v) => { setQuery(v); setOpen(true); }}
                onFocus={() => setOpen(true)}
                onClick={() => setOpen(true)}
                aria-expanded={open}
                aria-keyshortcuts="Control+K Meta+K"
              />
            </Input>
          </InputGroup>
          {open ? (
            <Box
              position="absolute"
              top="calc(100% + 6px)"
              left="0"
              right="0"
              minW={{ base: "xs", md: "md" }}
              zIndex="popover"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="lg"
              boxShadow="lg"
              p="1.5"
              // keep the focus in the input while an item is clicked
              onMouseDown={(e) => e.preventDefault()}
              data-testid="search-popover"
            >
              <Box asChild maxH="min(70vh, 28rem)" overflowY="auto" css={groupHeading}>
                <Command.List aria-label={SEARCH_LABEL}>
                  {!text ? (
                    <>
                      {recent.length ? (
                        <Command.Group heading={SEARCH_RECENT}>
                          {recent.map((r) => (
                            <Box asChild key={`${r.type}:${r.id}`} px="3" py="2" borderRadius="md" cursor="pointer" css={{ "&[aria-selected=true]": { bg: "bg.muted" } }}>
                              <Command.Item value={`${r.type}:${r.id}`} onSelect={() => openRecord(r)} data-testid="search-recent">
                                <Flex align="center" gap="3" minW="0">
                                  <Box color="fg.muted" flexShrink={0}><Clock3 size={16} aria-hidden="true" /></Box>
                                  <Text fontSize="sm" truncate>{r.title}</Text>
                                  <Text fontSize="xs" color="fg.subtle" ms="auto" flexShrink={0}>{TYPES[r.type]?.label}</Text>
                                </Flex>
                              </Command.Item>
                            </Box>
                          ))}
                        </Command.Group>
                      ) : (
                        <Text px="3" py="3" fontSize="sm" color="fg.muted">{SEARCH_HINT}</Text>
                      )}
                      {commandGroups}
                    </>
                  ) : (
                    <>
                      {actionsFirst ? actionGroup : null}
                      {!current ? (
                        <Command.Loading><Text px="3" py="3" fontSize="sm" color="fg.muted">{SEARCH_SEARCHING}</Text></Command.Loading>
                      ) : current.failed ? (
                        <Text role="alert" px="3" py="3" fontSize="sm" color="fg.error">{SEARCH_FAILED}</Text>
                      ) : groups.length === 0 && !actions.length ? (
                        <Text role="status" px="3" py="6" textAlign="center" fontSize="sm" color="fg.muted">{noResultsFor(text)}</Text>
                      ) : (
                        groups.map(([type, results]) => (
                          <Command.Group key={type} heading={TYPES[type]?.label ?? type}>
                            {results.map((r) => <ResultItem key={`${r.type}:${r.id}`} result={r} query={text} onOpen={openRecord} />)}
                          </Command.Group>
                        ))
                      )}
                      {actionsFirst ? null : actionGroup}
                    </>
                  )}
                </Command.List>
              </Box>
            </Box>
          ) : null}
        </Command>
      </Box>
    {/* outside the palette: its keys (Enter, arrows) are the dialog's own */}
    {created ? (
      <OnFirstOpen open={creating === created}>
        <QuickCreateDialog kind={created} open={creating === created} onOpenChange={(o) => setCreating(o ? created : null)} clientId="" name="" />
      </OnFirstOpen>
    ) : null}
    </>
  );
}
