import { useState } from "react";

/** The record an edit dialog shows: its id and its version (`updatedAt`, an ISO-8601 instant). */
interface VersionedRecord {
  readonly id: string;
  readonly updatedAt?: unknown;
}

const versionOf = (record: VersionedRecord | null | undefined): string | undefined =>
  typeof record?.updatedAt === "string" ? record.updatedAt : undefined;

/**
 * The version of the record an edit dialog shows, as it was when the dialog opened. The form's values are the ones it
 * opened with, so its save sends this version (`unchangedSince`): a record changed meanwhile (in another tab, by
 * someone else) is then refused with a ConflictError instead of being overwritten, even once the record in the store
 * is newer. Undefined while the dialog is closed or creates a record.
 */
export function useOpenedVersion(open: boolean, record: VersionedRecord | null | undefined): string | undefined {
  const key = open && record ? record.id : null;
  const [opened, setOpened] = useState(() => ({ key, version: key ? versionOf(record) : undefined }));
  if (opened.key !== key) {
    // opened (again) or closed: the version as the dialog opens, kept until it closes
    const next = { key, version: key ? versionOf(record) : undefined };
    setOpened(next);
    return next.version;
  }
  return opened.version;
}
