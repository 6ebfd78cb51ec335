import { useEffect } from "react";

/**
 * Ctrl/Cmd+K has one owner per page: the app's search, unless a screen with a search of its own (the API reference
 * on /docs) claims the shortcut while it is shown; the app's search then leaves the key to it.
 */
let claims = 0;

/** Ctrl/Cmd+K, unless a screen has claimed it for its own search. */
export const isSearchShortcut = (e: KeyboardEvent) => claims === 0 && (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k";

/** The shortcut is this screen's while it is mounted. */
export function useClaimSearchShortcut(): void {
  useEffect(() => {
    claims++;
    return () => {
      claims--;
    };
  }, []);
}

/** The shortcut as the box shows it: ⌘K on Apple devices, Ctrl K elsewhere. */
export function shortcutHint(platform: string = navigator.platform || navigator.userAgent): string {
  return /Mac|iPhone|iPad|iPod/i.test(platform) ? "⌘K" : "Ctrl K";
}
