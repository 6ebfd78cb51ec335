import * as yup from "yup";
import { formatMoney } from "./money";
import { LIMITS, enumField, isHttpUrl, optionalEmail, optionalHttpUrl, optionalText, requiredText } from "./validation";

export const CLIENT_STATUSES = ["active", "inactive", "archived"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Client form and API input; the same schema runs in the browser and in the service. */
export const clientSchema = yup.object({
  name: requiredText("Name is required"),
  email: optionalEmail("Invalid email address"),
  phone: optionalText(50),
  company: optionalText(),
  address: optionalText(LIMITS.medium),
  notes: optionalText(LIMITS.long),
  status: enumField(CLIENT_STATUSES, "Status must be active, inactive or archived", "active"),
  website: optionalHttpUrl("Invalid URL format"),
  linkedinUrl: optionalHttpUrl("Invalid LinkedIn URL"),
  twitterUsername: optionalText(100),
  facebookUsername: optionalText(100),
  instagramUsername: optionalText(100),
  tiktokUsername: optionalText(100),
  youtubeChannel: optionalText(LIMITS.url),
  /** no payment reminders for this client's invoices */
  excludeFromReminders: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(false)
    .typeError("Exclude from reminders must be true or false"),
});

export type ClientInput = yup.InferType<typeof clientSchema>;
export const CLIENT_FIELDS = Object.keys(clientSchema.fields) as (keyof ClientInput)[];

// ---------------------------------------------------------------------------------------------------------------
// What the screens show.

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: "Active", inactive: "Inactive", archived: "Archived" };

/** Label of a status; an unknown one is shown as it is. */
export function clientStatusLabel(status: string): string {
  return (CLIENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export type SocialNetwork = "linkedin" | "twitter" | "facebook" | "instagram" | "tiktok" | "youtube";

const handle = (v: string) => encodeURIComponent(v.trim().replace(/^@+/, ""));
const isUrl = (v: string) => /^https?:\/\//i.test(v.trim());

/**
 * Profile links of a client's social accounts (LinkedIn, Twitter, Facebook, Instagram, TikTok, YouTube, in that order);
 * usernames become profile URLs.
 */
export function socialLinks(c: Partial<Record<Exclude<keyof ClientInput, "excludeFromReminders">, string | null>>): { network: SocialNetwork; label: string; url: string }[] {
  const out: { network: SocialNetwork; label: string; url: string }[] = [];
  const add = (network: SocialNetwork, label: string, value: string | null | undefined, toUrl: (v: string) => string) => {
    const v = value?.trim();
    if (v && v.replace(/^@+/, "")) out.push({ network, label, url: toUrl(v) });
  };
  add("linkedin", "LinkedIn", c.linkedinUrl, (v) => v);
  add("twitter", "Twitter", c.twitterUsername, (v) => `https://twitter.com/${handle(v)}`);
  add("facebook", "Facebook", c.facebookUsername, (v) => `https://www.facebook.com/${handle(v)}`);
  add("instagram", "Instagram", c.instagramUsername, (v) => `https://www.instagram.com/${handle(v)}`);
  add("tiktok", "TikTok", c.tiktokUsername, (v) => `https://www.tiktok.com/@${handle(v)}`);
  add("youtube", "YouTube", c.youtubeChannel, (v) =>
    isUrl(v) ? v : /^UC[\w-]{22}$/.test(v) ? `https://www.youtube.com/channel/${v}` : `https://www.youtube.com/@${handle(v)}`);
  // only http(s) links are ever rendered
  return out.filter((l) => /^https?:\/\//i.test(l.url));
}

// ---------------------------------------------------------------------------------------------------------------
// How a client's contact details and balance read (the hub's cards, in the app and in the first screen the server draws).

/** A website as people read it: without the scheme, "www." and a trailing slash ("https://www.acme.com/" -> "acme.com"). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/^www\./i, "").replace(/\/$/, "");
}

/** The href of a website, or null when it is not an absolute http(s) URL (never a `javascript:` link). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  const v = url?.trim();
  return v && isHttpUrl(v) ? v : null;
}

/** What a client owes, per currency ('$2,790.00 · €120.00'), or 'Nothing owed'. */
export function owedText(owed: readonly { currency: string; amount: string }[]): string {
  return owed.length ? owed.map((o) => formatMoney(o.amount, { cents: true, currency: o.currency })).join(" · ") : "Nothing owed";
}

// ---------------------------------------------------------------------------------------------------------------
// The form: what it holds, how it prefills from a record, what it sends.

/** Every field of the form is a string while editing (the schema trims them and turns "" into null), but the checkbox. */
export type ClientFormValues = { [K in Exclude<keyof ClientInput, "excludeFromReminders">]-?: string } & { excludeFromReminders: boolean };

export const emptyClientForm: ClientFormValues = {
  name: "", email: "", phone: "", company: "", address: "", notes: "", status: "active", website: "", linkedinUrl: "",
  twitterUsername: "", facebookUsername: "", instagramUsername: "", tiktokUsername: "", youtubeChannel: "", excludeFromReminders: false,
};

/** Prefills the edit dialog from a record (REST or GraphQL shape); a missing value is the empty form's. */
export function clientFormValues(c: Partial<Record<Exclude<keyof ClientInput, "excludeFromReminders">, string | null>> & { excludeFromReminders?: boolean | null }): ClientFormValues {
  const values = { ...emptyClientForm };
  for (const key of CLIENT_FIELDS) if (key !== "excludeFromReminders") values[key] = c[key] ?? emptyClientForm[key];
  values.excludeFromReminders = c.excludeFromReminders ?? false;
  return values;
}

/** The values as the API takes them: trimmed, empty ones as null (the same cast the server applies). */
export function clientPayload(values: ClientFormValues): ClientInput {
  return clientSchema.cast(values, { stripUnknown: true }) as ClientInput;
}
