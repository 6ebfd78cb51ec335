import { searchFold } from "@common/search-fold";
import type { LucideIcon } from "lucide-react";
import type { QuickCreate, WebModule } from "../../lib/webModule";

/**
 * The palette's commands: "Go to …" every screen of the app (each module's addresses without a parameter) and
 * "Create …" every record a module offers a quick-create dialog for, matched against the text as typed (folded as the
 * search folds it, each word of the text a word of the command, its start, or a typo of it) and ranked with the
 * records the search finds.
 */
export interface PaletteCommand {
  id: string;
  label: string;
  /** The words it answers to besides its label's (the screen's heading, "new" for a creation...). */
  keywords: readonly string[];
  icon?: LucideIcon;
  /** Go to: the address; Create: the record's kind (its module's quick-create dialog opens). */
  action: { goto: string } | { create: string };
}

/** The words that ask for a creation, and for going somewhere. */
const CREATE_WORDS = ["create", "new", "add", "make"];
const GOTO_WORDS = ["go", "to", "open", "show", "view"];

/** "Go to …" each screen: every route without a parameter, named as the navigation names it (else by its heading). */
export function screenCommands(modules: readonly WebModule[]): PaletteCommand[] {
  const seen = new Set<string>();
  const out: PaletteCommand[] = [];
  for (const module of modules) {
    for (const route of module.routes) {
      if (route.path.includes(":") || seen.has(route.path)) continue;
      seen.add(route.path);
      const label = module.nav?.path === route.path ? module.nav.label : module.heading.heading;
      out.push({
        id: `goto:${route.path}`,
        label: `Go to ${label}`,
        keywords: [...GOTO_WORDS, ...words(module.heading.heading)],
        icon: module.nav?.icon,
        action: { goto: route.path },
      });
    }
  }
  return out;
}

/**
 * "Create …" each record a module offers a quick-create dialog for ("New invoice" → "Create invoice"); a dialog named
 * by another verb keeps its name ("Upload file"), still found by "new" or "add".
 */
export function createCommands(quickCreates: readonly QuickCreate[]): PaletteCommand[] {
  return quickCreates.map((q) => ({
    id: `create:${q.kind}`,
    label: /^New\s+/i.test(q.label) ? `Create ${q.label.replace(/^New\s+/i, "")}` : q.label,
    keywords: [...CREATE_WORDS, q.kind],
    action: { create: q.kind },
  }));
}

const words = (text: string) => searchFold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Edits (insertions, deletions, substitutions, swaps of neighbours) between two short words. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** How well a word of the text matches a word of the command: 1 the word, 0.8 its start, 0.5 a typo of it, else 0. */
function wordScore(typed: string, word: string): number {
  if (typed === word) return 1;
  if (word.startsWith(typed)) return 0.8;
  // a typo: one edit in a word of four letters or more (two from eight), against the word or as much of it as was typed
  if (typed.length >= 4) {
    const allowed = typed.length >= 8 ? 2 : 1;
    if (distance(typed, word) <= allowed || (typed.length < word.length && distance(typed, word.slice(0, typed.length)) <= allowed)) return 0.5;
  }
  return 0;
}

/**
 * How well the text matches a command, 0 (not at all) to 1: every word of the text must match a word of the command's
 * label (its score) or of its keywords (nine tenths of it); the score is their mean. A command of the label's words
 * matched in full is above one matched by its keywords or starts.
 */
export function commandScore(command: PaletteCommand, text: string): number {
  const typed = words(text);
  if (!typed.length) return 0;
  const label = words(command.label);
  const keywords = command.keywords.flatMap(words);
  let sum = 0;
  for (const t of typed) {
    const best = Math.max(0, ...label.map((w) => wordScore(t, w)), ...keywords.map((w) => 0.9 * wordScore(t, w)));
    if (best === 0) return 0;
    sum += best;
  }
  return sum / typed.length;
}

/** A score from which a command is shown above the records (a word or the start of every word typed). */
export const COMMAND_FIRST = 0.7;
/** How many commands a text shows at most. */
const COMMAND_LIMIT = 5;

/** The commands matching the text, best first (of equal ones the shorter label: 'Settings' before 'Brand Settings'), at most COMMAND_LIMIT. */
export function rankCommands(commands: readonly PaletteCommand[], text: string): { command: PaletteCommand; score: number }[] {
  return commands
    .map((command, i) => ({ command, score: commandScore(command, text), i }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.command.label.length - b.command.label.length || a.i - b.i)
    .slice(0, COMMAND_LIMIT)
    .map(({ command, score }) => ({ command, score }));
}
