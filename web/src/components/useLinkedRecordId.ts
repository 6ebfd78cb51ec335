import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "./toaster";

/**
 * A list page's link to one of its records (`?id=`, a notification's or a search result's link; `param` names another
 * parameter, the calendar's `?event=`) and how to drop it from the address.
 */
export function useLinkedRecordId(param = "id"): [id: string | null, clear: () => void] {
  const [params, setParams] = useSearchParams();
  const clear = useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [setParams, param]);
  return [params.get(param), clear];
}

/**
 * What a page's `…FromLink` does once the linked record is read: opens it (its dialog, as a click in the list does),
 * or says in a toast that it is gone (deleted, another workspace's, another kind of record); then clears the link.
 */
export function useOpenLinkedRecord<T>(record: T | null, onFound: (record: T) => void, onDone: () => void, notFound: string) {
  useEffect(() => {
    if (record) onFound(record);
    else toast.error({ title: "Error", description: notFound });
    onDone();
  }, [record, onFound, onDone, notFound]);
}
