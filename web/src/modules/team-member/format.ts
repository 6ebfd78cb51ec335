import { formatMoney } from "@common/money";
import { initials } from "@common/user-display";

/** "85" -> "$85.00/hr" (dollars and cents); null for no or a non-numeric rate. */
export function formatHourlyRate(rate: string | null | undefined): string | null {
  const money = formatMoney(rate, { cents: true });
  return money === null ? null : `${money}/hr`;
}

/** Up to two initials of a name ("Ada Lovelace" -> "AL"); "?" for an empty name. */
export function initialsOf(name: string): string {
  return initials(name) || "?";
}
