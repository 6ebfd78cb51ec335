import { initials } from "../../lib/format";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "85" -> "$85.00/hr" (money in dollars with thousands separators, en-US); null for no or a non-numeric rate. */
export function formatHourlyRate(rate: string | null | undefined): string | null {
  if (rate == null || rate.trim() === "") return null;
  const n = Number(rate);
  return Number.isFinite(n) ? `${usd.format(n)}/hr` : null;
}

/** Up to two initials of a name ("Ada Lovelace" -> "AL"); "?" for an empty name. */
export function initialsOf(name: string): string {
  return initials(name) || "?";
}

/** A tel: link target: digits, and a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/[^\d]/g, "")}`;
}
