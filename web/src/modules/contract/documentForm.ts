import * as yup from "yup";
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_PROPOSAL_CONTENT,
  DEFAULT_REVISION_POLICY,
  DEFAULT_VALIDITY_DAYS,
  contractSchema,
  contractTemplateSchema,
  validityDaysOf,
  type ContractType,
} from "@common/contract";
import { NONE, requiredText } from "@common/validation";

/** Which screen a dialog or a card serves: contracts (contract, sow, agreement) or proposals. */
export type DocumentKind = "contract" | "proposal";

/** The contract / proposal dialog's values, as its inputs hold them. */
export interface DocumentFormValues {
  title: string;
  contractNumber: string;
  type: ContractType;
  status: string;
  clientId: string;
  projectId: string;
  templateId: string;
  content: string;
  value: string;
  currency: string;
  startDate: string;
  endDate: string;
  expiryDate: string;
  notes: string;
}

/** A contract or proposal as the form's fragment reads it. */
interface StoredDocument {
  readonly title: string | null | undefined;
  readonly contractNumber: string;
  readonly type: string;
  readonly status: string;
  readonly client: { readonly id: string } | null | undefined;
  readonly project: { readonly id: string } | null | undefined;
  readonly template: { readonly id: string } | null | undefined;
  readonly content: string;
  readonly value: unknown;
  readonly currency: string;
  readonly startDate: unknown;
  readonly endDate: unknown;
  readonly expiryDate: unknown;
  readonly notes: string | null | undefined;
}

export function emptyDocumentForm(kind: DocumentKind): DocumentFormValues {
  return {
    title: "",
    contractNumber: "",
    type: kind === "proposal" ? "proposal" : "contract",
    status: "draft",
    clientId: "",
    projectId: NONE,
    templateId: NONE,
    content: "",
    value: "",
    currency: "USD",
    startDate: "",
    endDate: "",
    expiryDate: "",
    notes: "",
  };
}

/** A stored date as a date input shows it (its calendar day, as the server stores days at midnight UTC). */
function dayInput(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : "";
}

export function documentFormValues(record: StoredDocument): DocumentFormValues {
  return {
    title: record.title ?? "",
    contractNumber: record.contractNumber,
    type: record.type as ContractType,
    status: record.status,
    clientId: record.client?.id ?? "",
    projectId: record.project?.id ?? NONE,
    templateId: record.template?.id ?? NONE,
    content: record.content,
    value: record.value == null ? "" : String(record.value),
    currency: record.currency,
    startDate: dayInput(record.startDate),
    endDate: dayInput(record.endDate),
    expiryDate: dayInput(record.expiryDate),
    notes: record.notes ?? "",
  };
}

/** A field's text trimmed, null when empty (a number input hands Formik a number). */
const orNull = (v: string | number | null | undefined) => {
  const s = v == null ? "" : String(v).trim();
  return s === "" ? null : s;
};
const linkOrNull = (v: string) => (v === NONE || v.trim() === "" ? null : v);

/** What a create or update sends: texts trimmed (empty ones null), the value as a number string or null. */
export function documentPayload(values: DocumentFormValues) {
  return {
    title: orNull(values.title),
    contractNumber: orNull(values.contractNumber),
    type: values.type,
    status: values.status,
    clientId: values.clientId,
    projectId: linkOrNull(values.projectId),
    templateId: linkOrNull(values.templateId),
    content: values.content,
    value: orNull(values.value),
    currency: values.currency,
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    expiryDate: orNull(values.expiryDate),
    notes: orNull(values.notes),
  };
}

/** The shared contract rules, with the links as the API's global ids. */
export const documentFormSchema = contractSchema.shape({
  clientId: requiredText("Client is required"),
  projectId: yup.string().nullable(),
  templateId: yup.string().nullable(),
});

/** The template dialog's values, as its inputs hold them. */
export interface TemplateFormValues {
  name: string;
  type: ContractType;
  category: string;
  description: string;
  content: string;
  isActive: boolean;
  isDefault: boolean;
  scope: string;
  deliverables: string;
  timeline: string;
  paymentTerms: string;
  revisionPolicy: string;
  cancellationPolicy: string;
  intellectualProperty: string;
  confidentiality: string;
  liability: string;
  defaultRate: string;
  currency: string;
  validityDays: string;
}

interface StoredTemplate {
  readonly name: string;
  readonly type: string;
  readonly category: string | null | undefined;
  readonly description: string | null | undefined;
  readonly content: string;
  readonly isActive: boolean;
  readonly isDefault: boolean;
  readonly scope: string | null | undefined;
  readonly deliverables: string | null | undefined;
  readonly timeline: string | null | undefined;
  readonly paymentTerms: string | null | undefined;
  readonly revisionPolicy: string | null | undefined;
  readonly cancellationPolicy: string | null | undefined;
  readonly intellectualProperty: string | null | undefined;
  readonly confidentiality: string | null | undefined;
  readonly liability: string | null | undefined;
  readonly defaultRate: unknown;
  readonly currency: string;
  readonly validityDays: number;
}

export function emptyTemplateForm(kind: DocumentKind): TemplateFormValues {
  return {
    name: "",
    type: kind === "proposal" ? "proposal" : "contract",
    category: "",
    description: "",
    content: kind === "proposal" ? DEFAULT_PROPOSAL_CONTENT : "",
    isActive: true,
    isDefault: false,
    scope: "",
    deliverables: "",
    timeline: "",
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    revisionPolicy: DEFAULT_REVISION_POLICY,
    cancellationPolicy: "",
    intellectualProperty: "",
    confidentiality: "",
    liability: "",
    defaultRate: "",
    currency: "USD",
    validityDays: String(DEFAULT_VALIDITY_DAYS),
  };
}

export function templateFormValues(t: StoredTemplate): TemplateFormValues {
  return {
    name: t.name,
    type: t.type as ContractType,
    category: t.category ?? "",
    description: t.description ?? "",
    content: t.content,
    isActive: t.isActive,
    isDefault: t.isDefault,
    scope: t.scope ?? "",
    deliverables: t.deliverables ?? "",
    timeline: t.timeline ?? "",
    paymentTerms: t.paymentTerms ?? "",
    revisionPolicy: t.revisionPolicy ?? "",
    cancellationPolicy: t.cancellationPolicy ?? "",
    intellectualProperty: t.intellectualProperty ?? "",
    confidentiality: t.confidentiality ?? "",
    liability: t.liability ?? "",
    defaultRate: t.defaultRate == null ? "" : String(t.defaultRate),
    currency: t.currency,
    validityDays: String(t.validityDays),
  };
}

/** What a template's create or update sends: the rate as a number string or null, the validity a whole number (30 when not one). */
export function templatePayload(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    type: values.type,
    category: orNull(values.category),
    description: orNull(values.description),
    content: values.content,
    isActive: values.isActive,
    isDefault: values.isDefault,
    scope: orNull(values.scope),
    deliverables: orNull(values.deliverables),
    timeline: orNull(values.timeline),
    paymentTerms: orNull(values.paymentTerms),
    revisionPolicy: orNull(values.revisionPolicy),
    cancellationPolicy: orNull(values.cancellationPolicy),
    intellectualProperty: orNull(values.intellectualProperty),
    confidentiality: orNull(values.confidentiality),
    liability: orNull(values.liability),
    defaultRate: orNull(values.defaultRate),
    currency: values.currency,
    validityDays: validityDaysOf(values.validityDays),
  };
}

/** The shared template rules; the validity is read leniently (see validityDaysOf). */
export const templateFormSchema = contractTemplateSchema.shape({ validityDays: yup.mixed().nullable() });

/** `{name}` at the end of the content, after a space unless the content ends with one (or a line break). */
export function appendVariable(content: string, name: string): string {
  const sep = content === "" || /\s$/.test(content) ? "" : " ";
  return `${content}${sep}{${name}}`;
}
