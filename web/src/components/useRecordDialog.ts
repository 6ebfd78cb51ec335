import { useCallback, useState } from "react";

/** The form dialog of a list screen: closed, creating (record null) or editing a record. */
export interface RecordDialog<T> {
  dialog: { open: boolean; record: T | null };
  openCreate: () => void;
  openEdit: (record: T) => void;
  setOpen: (open: boolean) => void;
}

/** The state of a list screen's create / edit dialog. */
export function useRecordDialog<T>(): RecordDialog<T> {
  const [dialog, setDialog] = useState<RecordDialog<T>["dialog"]>({ open: false, record: null });
  const openCreate = useCallback(() => setDialog({ open: true, record: null }), []);
  const openEdit = useCallback((record: T) => setDialog({ open: true, record }), []);
  const setOpen = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);
  return { dialog, openCreate, openEdit, setOpen };
}
