import { Kbd } from "@chakra-ui/react";
import { shortcutHint } from "./shortcut";

/** The search's shortcut shown at the end of its box (⌘K or Ctrl K), from md up (phones have no keyboard shortcut). */
export function ShortcutHint() {
  return (
    <Kbd size="sm" display={{ base: "none", md: "inline-flex" }} color="fg.subtle" bg="bg.panel" data-testid="search-shortcut">
      {shortcutHint()}
    </Kbd>
  );
}
