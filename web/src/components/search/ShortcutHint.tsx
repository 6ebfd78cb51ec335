import { Box } from "@chakra-ui/react";
import { shortcutHint } from "./shortcut";

/** The search's shortcut shown at the end of its box (⌘K or Ctrl K), from md up (phones have no keyboard shortcut). */
export const ShortcutHint = () => (
  <Box as="kbd" hideBelow="md" px="1.5" borderWidth="1px" borderRadius="sm" color="fg.subtle" fontSize="xs" data-testid="search-shortcut">
    {shortcutHint()}
  </Box>
);
