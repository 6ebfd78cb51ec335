import { cloneElement, Fragment, type HTMLAttributes, type ReactElement, type ReactNode } from "react";
import { VisuallyHidden } from "@chakra-ui/react";

interface ListSkeletonProps {
  /** The list's own grid, stack or card (layout, test id), which the placeholders fill. */
  frame: ReactElement<HTMLAttributes<HTMLElement>>;
  /** What a screen reader announces while the list loads ('Loading projects'). */
  label: string;
  /** Announce it as a visually hidden status line inside the frame rather than as the frame's own label. */
  hiddenStatus?: boolean;
  /** How many placeholders. */
  count: number;
  /** One placeholder, shaped like the list's card or row. */
  children: (index: number) => ReactNode;
}

/** A list while it loads: its frame, marked busy and announced as a status, filled with placeholders. */
export function ListSkeleton({ frame, label, hiddenStatus = false, count, children: placeholder }: ListSkeletonProps) {
  const placeholders = Array.from({ length: count }, (_, i) => <Fragment key={i}>{placeholder(i)}</Fragment>);
  if (hiddenStatus) {
    return cloneElement(frame, { "aria-busy": "true" }, <VisuallyHidden role="status">{label}</VisuallyHidden>, placeholders);
  }
  return cloneElement(frame, { role: "status", "aria-live": "polite", "aria-label": label, "aria-busy": "true" }, placeholders);
}
