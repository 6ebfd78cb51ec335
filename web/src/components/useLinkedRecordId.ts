import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A list page's link to one of its records (`?id=`, a notification's link) and how to drop it from the address. */
export function useLinkedRecordId(): [id: string | null, clear: () => void] {
  const [params, setParams] = useSearchParams();
  const clear = useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("id");
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return [params.get("id"), clear];
}
