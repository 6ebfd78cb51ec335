import * as yup from "yup";
import { LIMITS, enumField, optionalText } from "./validation";
import { MAX_CENTS, MAX_MONEY_TEXT, formatCents, formatMoney, roundToCents, toCents } from "./money";

/** How a payment was made. */
export const PAYMENT_METHODS = ["card", "bank_transfer", "cash", "check", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card", bank_transfer: "Bank transfer", cash: "Cash", check: "Check", other: "Other",
};

export function paymentMethodLabel(method: string | null | undefined): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method ?? ""] ?? String(method ?? "");
}

export const PAYMENT_MESSAGES = {
  amountRequired: "Amount is required",
  amountNumber: "Amount must be a number",
  amountPositive: "Amount must be more than 0",
  amountDecimals: "Amount can have at most 2 decimal places",
  amountMax: `Amount must be at most ${MAX_MONEY_TEXT}`,
  method: "Method must be card, bank transfer, cash, check or other",
  paidAt: "Payment date must be a valid date",
  draft: "A draft invoice cannot be paid: send it first",
  cancelled: "A cancelled invoice cannot be paid",
  nothingDue: "This invoice has nothing left to pay",
  providerPayment: "This payment was taken by the payment provider: refund it there instead",
  leavePaid: "This invoice has payments: delete them before changing its status",
  totalBelowPaid: "The total cannot be less than the amount already paid",
} as const;

/** "The balance is $1,200.00: record at most that" (the money in the invoice's currency). */
export function overBalanceMessage(balance: string, currency: string): string {
  return `The balance is ${formatMoney(balance, { cents: true, currency })}: record at most that`;
}

/** "The total cannot be less than the $500.00 already paid". */
export function totalBelowPaidMessage(paid: string, currency: string): string {
  return `The total cannot be less than the ${formatMoney(paid, { cents: true, currency })} already paid`;
}

/** A day as the form sends it ("2026-03-04"): the payment is dated noon UTC of that day (the same day in every zone people work in). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** When the payment was made: a day or an instant (ISO 8601); absent, "" and null mean now (the service's clock). */
const paidAtField = () =>
  yup.mixed<Date>()
    .transform((v: unknown) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      if (v instanceof Date) return v;
      if (typeof v !== "string") return v;
      const s = v.trim();
      if (DAY.test(s)) return new Date(`${s}T12:00:00.000Z`);
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(s)) return v;
      return new Date(s);
    })
    .nullable().defined().default(null)
    .test("date", PAYMENT_MESSAGES.paidAt, (v) => v == null || (v instanceof Date && !Number.isNaN(v.getTime())
      && v.getUTCFullYear() >= 1970 && v.getUTCFullYear() <= 9999)) as unknown as yup.MixedSchema<Date | null, yup.AnyObject, null, "d">;

/** An amount of money more than zero with at most two decimals (text or a number; kept as sent, checked in cents). */
const amountField = () =>
  yup.mixed<string | number>()
    .transform((v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v))
    .nullable()
    .test("amount", "", function (v: unknown) {
      if (v == null) return this.createError({ message: PAYMENT_MESSAGES.amountRequired });
      const cents = (typeof v === "string" || typeof v === "number") ? roundToCents(v) : null;
      if (cents === null) return this.createError({ message: PAYMENT_MESSAGES.amountNumber });
      if (cents <= 0n) return this.createError({ message: PAYMENT_MESSAGES.amountPositive });
      if (cents > MAX_CENTS) return this.createError({ message: PAYMENT_MESSAGES.amountMax });
      if (toCents(v) === null) return this.createError({ message: PAYMENT_MESSAGES.amountDecimals });
      return true;
    }) as unknown as yup.MixedSchema<string | number, yup.AnyObject, undefined, "">;

/** Recording a payment by hand: the Record payment dialog and `POST /api/invoices/{id}/payments`. */
export const paymentSchema = yup.object({
  amount: amountField(),
  method: enumField(PAYMENT_METHODS, PAYMENT_MESSAGES.method, "other"),
  paidAt: paidAtField(),
  reference: optionalText(LIMITS.short),
  note: optionalText(LIMITS.medium),
});

export type PaymentInput = yup.InferType<typeof paymentSchema>;

/** The amount of a validated input in cents. */
export const amountCents = (input: Pick<PaymentInput, "amount">): bigint => toCents(input.amount)!;

/** An invoice's balance: its total less what was paid, never below zero (cents as decimal text). */
export function balanceOf(total: unknown, amountPaid: unknown): string {
  const t = roundToCents(total) ?? 0n;
  const p = roundToCents(amountPaid) ?? 0n;
  return formatCents(t > p ? t - p : 0n);
}

// ---- the form -----------------------------------------------------------------------------------------------------

export interface PaymentFormValues {
  amount: string;
  method: PaymentMethod;
  /** YYYY-MM-DD */
  paidAt: string;
  reference: string;
  note: string;
}

/** The Record payment dialog as it opens: the balance, today, method left to choose (bank transfer first). */
export function emptyPaymentForm(balance: string, today: string): PaymentFormValues {
  return { amount: balance, method: "bank_transfer", paidAt: today, reference: "", note: "" };
}

export function paymentPayload(v: PaymentFormValues) {
  return { amount: v.amount.trim(), method: v.method, paidAt: v.paidAt || null, reference: v.reference || null, note: v.note || null };
}

// ---- deposits -----------------------------------------------------------------------------------------------------

/** How an invoice asks for a deposit: a percentage of its total, or a fixed amount. */
export const DEPOSIT_TYPES = ["percent", "fixed"] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/**
 * The deposit an invoice asks, in cents: `percent` of the total (rounded half up to the cent) or the `fixed` amount,
 * never more than the total; null when it asks none.
 */
export function depositCents(inv: { total: unknown; depositType?: string | null; depositValue?: unknown }): bigint | null {
  const total = roundToCents(inv.total) ?? 0n;
  const value = inv.depositValue == null ? null : roundToCents(inv.depositValue);
  if (!inv.depositType || value === null || value <= 0n) return null;
  const cents = inv.depositType === "percent" ? (total * value + 5_000n) / 10_000n : inv.depositType === "fixed" ? value : null;
  if (cents === null) return null;
  return cents > total ? total : cents;
}

/**
 * What the client is asked to pay now: the deposit's unpaid part while the payments do not cover the deposit, then the
 * balance (cents as decimal text).
 */
export function amountDueNow(inv: { total: unknown; amountPaid: unknown; depositType?: string | null; depositValue?: unknown }):
  { kind: "deposit" | "balance"; amount: string } {
  const paid = roundToCents(inv.amountPaid) ?? 0n;
  const deposit = depositCents(inv);
  if (deposit !== null && paid < deposit) return { kind: "deposit", amount: formatCents(deposit - paid) };
  return { kind: "balance", amount: balanceOf(inv.total, inv.amountPaid) };
}
