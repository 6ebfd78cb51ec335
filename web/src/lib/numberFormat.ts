import { useSyncExternalStore } from "react";

/**
 * The workspace's number format (the `numbers` settings section: "auto", "1,234.56", ...), as the shell's query last
 * read it: the money and number fields (components/NumberInput.tsx) read typed text and show values in it. Kept
 * here, outside React's tree, so the forms' dialogs (loaded on first use) need no query of their own; "auto" until the
 * shell has read it.
 */
let current = "auto";
const listeners = new Set<() => void>();

/** The shell sets the format its query read (and reads again after a save). */
export function setNumberFormat(format: string | null | undefined): void {
  const next = format || "auto";
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/** The workspace's number format; the component renders again when it changes. */
export function useNumberFormat(): string {
  return useSyncExternalStore(subscribe, read, read);
}
