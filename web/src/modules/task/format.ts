/** A task's due date as a readable day in the browser's time zone ("Mar 5, 2026"); null when none or invalid. */
export function formatTaskDue(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}
