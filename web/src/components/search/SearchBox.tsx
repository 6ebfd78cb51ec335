import { Suspense, useEffect, useState } from "react";
import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { lazyComponent } from "../OnFirstOpen";
import { isSearchShortcut } from "./shortcut";
import { ShortcutHint } from "./ShortcutHint";

// the popover, its requests and cmdk load on first use (focus, typing or Ctrl/Cmd+K): not in the initial JS
const SearchPalette = lazyComponent(() => import("./SearchPalette"), "SearchPalette");

/** The box's name, placeholder and look (the plain box's and the popover's input alike). */
const boxProps = {
  "aria-label": "Search", placeholder: "Search clients, projects, tasks...",
  size: "sm", h: "9", borderRadius: "lg", bg: "bg.muted", borderColor: "transparent", _hover: { borderColor: "border" }, _focus: { bg: "bg.panel" },
} as const;

/**
 * The top bar's search box, its shortcut shown at its end (Ctrl K, ⌘K). Until first used it is a plain input; focusing
 * it, typing in it or pressing Ctrl/Cmd+K loads the search and command palette (SearchPalette), which takes over with
 * what was typed. `user` keys the recent records.
 */
export function SearchBox({ user }: { user: string }) {
  // what was typed before the popover took over; null: the box was not used yet
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // the first Ctrl/Cmd+K (the popover handles the later ones)
      if (isSearchShortcut(e)) {
        e.preventDefault();
        setTyped((t) => t ?? "");
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const plain = (
    <InputGroup startElement={<Search size={16} aria-hidden="true" />} startElementProps={{ color: "fg.subtle" }} endElement={<ShortcutHint />}>
      <Input
        value={typed ?? ""}
        aria-keyshortcuts="Control+K Meta+K"
        onFocus={() => setTyped((t) => t ?? "")}
        onChange={(e) => setTyped(e.target.value)}
        {...boxProps}
      />
    </InputGroup>
  );
  return typed === null ? plain : (
    <Suspense fallback={plain}>
      <SearchPalette user={user} initialQuery={typed ?? ""} box={boxProps} />
    </Suspense>
  );
}
