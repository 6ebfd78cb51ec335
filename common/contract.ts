import * as yup from "yup";
import { LIMITS, enumField, integerField, optionalDate, optionalDay, optionalMoney, optionalText, optionalUuid, requiredText, requiredUuid } from "./validation";

/** Contracts and proposals: a proposal is a contract of type 'proposal', a proposal template a template of that type. */
export const CONTRACT_TYPES = ["contract", "sow", "agreement", "proposal"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = { contract: "Contract", sow: "Statement of Work", agreement: "Agreement", proposal: "Proposal" };

export const CONTRACT_STATUSES = ["draft", "sent", "signed", "executed", "expired", "cancelled"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: "Draft", sent: "Sent", signed: "Signed", executed: "Executed", expired: "Expired", cancelled: "Cancelled",
};
/** Proposal badge colours: draft grey, sent blue, signed green, executed purple, expired orange, cancelled red. */
export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  draft: "gray", sent: "blue", signed: "green", executed: "purple", expired: "orange", cancelled: "red",
};

export const CONTRACT_CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export const PROPOSAL_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;

export const CONTRACT_TEMPLATE_CATEGORIES = ["service", "retainer", "project", "maintenance", "consulting"] as const;
export const PROPOSAL_TEMPLATE_CATEGORIES = ["web_design", "consulting", "marketing", "development", "design", "content", "strategy", "other"] as const;
export const PROPOSAL_CATEGORY_LABELS: Record<(typeof PROPOSAL_TEMPLATE_CATEGORIES)[number], string> = {
  web_design: "Web Design", consulting: "Consulting", marketing: "Marketing", development: "Development", design: "Design",
  content: "Content Creation", strategy: "Strategy", other: "Other",
};

export const CONTRACT_VARIABLES = ["client_name", "client_company", "client_email", "project_name", "project_description", "start_date",
  "end_date", "contract_value", "payment_terms", "provider_name", "provider_company"] as const;
export const PROPOSAL_VARIABLES = ["client_name", "client_company", "client_email", "project_name", "project_description", "start_date",
  "end_date", "total_amount", "currency", "your_name", "your_company", "your_email", "your_phone", "proposal_date", "expiry_date",
  "payment_schedule", "deliverables", "timeline", "scope_of_work"] as const;

export const DEFAULT_VALIDITY_DAYS = 30;
export const DEFAULT_PAYMENT_TERMS = "Net 30 days";
export const DEFAULT_REVISION_POLICY = "Up to 3 rounds of revisions included";

/** The longest document a contract or template holds (characters), as written and with its variables filled in. */
const MAX_CONTENT = 100_000;

const FILLED_TOO_LONG_MESSAGE = "With its variables filled in, the document would be longer than 100,000 characters";

const VARIABLE = /\{\{?\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}?\}/g;

/** The variables of a content: the unique names in braces, in order of appearance (`{client_name}`, `{{ client_name }}`). */
export function variablesOf(content: string): string[] {
  const names = [...content.matchAll(VARIABLE)].map((m) => m[1]);
  return [...new Set(names)];
}

/**
 * The longest value each variable may be filled with (characters): the limits of the fields they come from (a
 * client's name and company, a project's description, the provider's names), a date or an amount as written out.
 * A document is checked against these when saved, so it stays within the limit whatever the client or the project
 * later become.
 */
const DATE = 40, AMOUNT = 40, EMAIL = 254, PERSON = 254;
const VARIABLE_MAX: Record<string, number> = {
  client_name: LIMITS.short, client_company: LIMITS.short, client_email: EMAIL,
  project_name: LIMITS.short, project_description: LIMITS.long,
  start_date: DATE, end_date: DATE, expiry_date: DATE, proposal_date: DATE,
  contract_value: AMOUNT, total_amount: AMOUNT, currency: 3,
  provider_name: PERSON, your_name: PERSON, provider_company: LIMITS.short, your_company: LIMITS.short, your_email: EMAIL,
};

/**
 * The length of a content with its variables filled in with the longest values they may take, counted without
 * building the text (a sum of lengths): a known name counts its longest value, an unknown one stays as written.
 */
function longestFilledLength(content: string): number {
  let n = 0;
  for (const _ of content) n++;
  for (const m of content.matchAll(VARIABLE)) {
    const max = VARIABLE_MAX[m[1]];
    if (max !== undefined) n += max - m[0].length;
  }
  return n;
}

/**
 * The content with each known variable replaced by its value; unknown ones stay as written. Bounded: the values
 * add at most MAX_CONTENT characters in all; past that the remaining variables stay as written (a document stored
 * before the limit on the filled-in text cannot grow without bound when read).
 */
export function fillVariables(content: string, values: Record<string, string | null | undefined>): { text: string; unknown: string[] } {
  const unknown = new Set<string>();
  let added = 0;
  const text = content.replace(VARIABLE, (whole, name: string) => {
    const v = values[name];
    if (v === undefined || v === null || v === "") {
      unknown.add(name);
      return whole;
    }
    if (added + v.length > MAX_CONTENT) return whole;
    added += v.length;
    return v;
  });
  return { text, unknown: [...unknown] };
}

/** A document's content: required, at most MAX_CONTENT characters as written and with its variables filled in. */
const documentContent = () => requiredText("Content is required", MAX_CONTENT)
  .test("filled", FILLED_TOO_LONG_MESSAGE, (v: unknown) => typeof v !== "string" || longestFilledLength(v) <= MAX_CONTENT);

const currency = () => enumField(PROPOSAL_CURRENCIES, "Currency must be USD, EUR, GBP, CAD or AUD", "USD");

/** Contract and proposal form and API input; the same schema runs in the browser and in the service. */
export const contractSchema = yup.object({
  clientId: requiredUuid("Client is required"),
  projectId: optionalUuid("Select a valid project"),
  templateId: optionalUuid("Select a valid template"),
  /** empty: the server numbers it (CON-2026-0007, PRO- for proposals) */
  contractNumber: optionalText(50),
  title: optionalText(LIMITS.short),
  type: enumField(CONTRACT_TYPES, "Type must be contract, sow, agreement or proposal", "contract"),
  status: enumField(CONTRACT_STATUSES, "Status must be draft, sent, signed, executed, expired or cancelled", "draft"),
  content: documentContent(),
  value: optionalMoney("Value"),
  currency: currency(),
  startDate: optionalDay("Start date must be a valid date"),
  endDate: optionalDay("End date must be a valid date"),
  effectiveDate: optionalDate("Effective date must be a valid date"),
  expiryDate: optionalDay("Expiry date must be a valid date"),
  notes: optionalText(LIMITS.long),
});
export type ContractInput = yup.InferType<typeof contractSchema>;
export const CONTRACT_FIELDS = Object.keys(contractSchema.fields) as (keyof ContractInput)[];

/** Contract and proposal template form and API input (`variables` is the server's, derived from the content). */
export const contractTemplateSchema = yup.object({
  name: requiredText("Name is required"),
  type: enumField(CONTRACT_TYPES, "Type must be contract, sow, agreement or proposal", "contract"),
  category: optionalText(50),
  description: optionalText(LIMITS.medium),
  content: documentContent(),
  isActive: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(true).typeError("isActive must be true or false"),
  isDefault: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(false).typeError("isDefault must be true or false"),
  paymentTerms: optionalText(LIMITS.medium),
  deliverables: optionalText(LIMITS.long),
  timeline: optionalText(LIMITS.long),
  scope: optionalText(LIMITS.long),
  cancellationPolicy: optionalText(LIMITS.long),
  revisionPolicy: optionalText(LIMITS.long),
  intellectualProperty: optionalText(LIMITS.long),
  confidentiality: optionalText(LIMITS.long),
  liability: optionalText(LIMITS.long),
  defaultRate: optionalMoney("Default rate"),
  currency: currency(),
  validityDays: integerField("Validity", 1, 3650, "Validity must be between 1 and 3650 days", DEFAULT_VALIDITY_DAYS),
});
export type ContractTemplateInput = yup.InferType<typeof contractTemplateSchema>;
export const CONTRACT_TEMPLATE_FIELDS = Object.keys(contractTemplateSchema.fields) as (keyof ContractTemplateInput)[];

function contractStatusLabel(status: string): string {
  return (CONTRACT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The proposal template a new one starts from: a markdown skeleton whose placeholders a proposal fills in. */
export const DEFAULT_PROPOSAL_CONTENT = `# Proposal: {project_name}

**Prepared for:** {client_name}, {client_company}
**Prepared by:** {your_name}, {your_company}
**Date:** {proposal_date}
**Valid until:** {expiry_date}

## Project Overview
{project_description}

## Scope of Work
{scope_of_work}

## Timeline
{timeline}

- Start date: {start_date}
- End date: {end_date}

## Deliverables
{deliverables}

## Investment
**Total:** {total_amount} {currency}

**Payment schedule:** {payment_schedule}

## Next Steps
To accept this proposal, reply to {your_email} before {expiry_date}.

{your_name}
{your_company}
`;

/** A template's validity as typed: a whole number of days, at least 1; anything not a number is the default 30. */
export function validityDaysOf(text: string | number | null | undefined): number {
  const n = typeof text === "number" ? Math.trunc(text) : Number.parseInt(String(text ?? "").trim(), 10);
  if (!Number.isFinite(n)) return DEFAULT_VALIDITY_DAYS;
  return Math.max(1, n);
}

/** A day `days` after `from`, as a date input holds it (YYYY-MM-DD, the browser's calendar). */
export function dayAfter(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// ---- the signer's typed name (the public signing page) ------------------------------------------------------------

const SIGNER_NAME_MAX = 200;
export const SIGNER_NAME_REQUIRED_MESSAGE = "Type your full name to sign.";
export const SIGNER_NAME_LETTERS_MESSAGE = "Type your full name to sign: it must contain letters.";

/**
 * What a typed name may not carry, as it would show a name other than the one stored or show nothing: bidi controls
 * (LRE..RLO U+202A-202E, the isolates U+2066-2069, LRM/RLM U+200E/F, ALM U+061C) and every other format character
 * (zero-width space, joiners, word joiner, BOM, soft hyphen: Unicode's Cf), controls (Cc), and the blank "letters"
 * (Hangul fillers U+115F, U+1160, U+3164, U+FFA0).
 */
const INVISIBLE_IN_NAME = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]/gu;

/** A signer's name as stored: on one line, without invisible characters, spaces made one, at most 200 characters. */
export function cleanSignerName(value: string): string {
  const visible = value.replace(/[\t\n\r\v\f\u0085\u2028\u2029]+/g, " ").replace(INVISIBLE_IN_NAME, "").replace(/\s+/g, " ").trim();
  return [...visible].slice(0, SIGNER_NAME_MAX).join("").trim();
}

/** The typed name of a signature: required, cleaned (cleanSignerName), with at least one letter. */
export const signerNameSchema = yup.string()
  .transform((v: unknown) => (typeof v === "string" ? cleanSignerName(v) : v))
  .required(SIGNER_NAME_REQUIRED_MESSAGE)
  .test("letters", SIGNER_NAME_LETTERS_MESSAGE, (v) => typeof v === "string" && /\p{L}/u.test(v));

/** The answer to a signature or a decline of a text other than the one now shown. */
export const DOCUMENT_CHANGED_MESSAGE = "This document changed after you opened it";

/** A document's status as people read it: "Declined" when the client declined it (stored status `cancelled`). */
export function documentStatusLabel(c: { status: string; declinedAt?: string | Date | null }): string {
  return c.declinedAt ? "Declined" : contractStatusLabel(c.status);
}
