/**
 * The fields of an edit whose value differs from what the form opened with. Sending only those keeps a change made
 * meanwhile in another tab (a task completed there, say) to a field this form did not touch: the server merges what
 * it receives into the current record.
 */
export function changedFields<T extends object>(now: T, opened: T): Partial<T> {
  const before = opened as Record<string, unknown>;
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))) as Partial<T>;
}
