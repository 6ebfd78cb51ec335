import * as yup from "yup";
import { isHttpUrl, LIMITS, requiredText, trimmed } from "./validation";

/*
 * A workspace's connections to outside accounts (the integration module): which providers, their states, and the
 * CalDAV connect form's schema, the same in the browser and in the service.
 */

export const CONNECTION_PROVIDERS = ["caldav", "google", "microsoft", "zoom", "stripe"] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];

export const CONNECTION_PROVIDER_LABELS: Record<ConnectionProvider, string> = {
  caldav: "CalDAV", google: "Google", microsoft: "Microsoft", zoom: "Zoom", stripe: "Stripe",
};

export const CONNECTION_STATUSES = ["connected", "needs_reconnect", "error"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  connected: "Connected", needs_reconnect: "Needs reconnect", error: "Error",
};

/** An app password is at most this long. */
const MAX_PASSWORD_LENGTH = 1000;

const hasCredentials = (v: string) => {
  try {
    const u = new URL(v);
    return !!(u.username || u.password);
  } catch {
    return false;
  }
};

const serverUrl = (required: string, invalid: string) =>
  requiredText(required, LIMITS.url).test("http-url", invalid, (v) => v == null || isHttpUrl(v))
    // the password belongs in its own field, where it is sealed: never in an address that is stored as typed
    .test("no-credentials", "Server URL must not contain a user name or password: use the fields below", (v) => v == null || !hasCredentials(v));

/** `POST /api/integrations/caldav` and the connect form. */
export const caldavConnectSchema = yup.object({
  url: serverUrl("Server URL is required", "Server URL must be an http:// or https:// address"),
  username: requiredText("User name is required", LIMITS.short),
  // a password is taken as typed: spaces may be part of it
  password: yup.string().typeError("Password must be text").required("Password is required")
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  calendarUrl: trimmed().max(LIMITS.url, `Calendar must be at most ${LIMITS.url} characters`).nullable().default(null)
    .transform((v: unknown) => (v === "" ? null : v)),
});

/** `PUT /api/integrations/{id}`: the calendar events go to, one of those found on the account. */
export const chooseCalendarSchema = yup.object({
  calendarUrl: requiredText("Choose a calendar", LIMITS.url),
});

export interface CaldavFormValues {
  url: string;
  username: string;
  password: string;
}

export const emptyCaldavForm: CaldavFormValues = { url: "", username: "", password: "" };

/** A Stripe secret key as pasted: a secret key or a restricted one, test or live mode. */
const STRIPE_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,250}$/;

const STRIPE_KEY_MESSAGES = {
  required: "Stripe secret key is required",
  invalid: "Paste a Stripe secret key: it starts with sk_test_, sk_live_, rk_test_ or rk_live_",
} as const;

/** `PUT /api/settings/payments` and the Payments card: the workspace's own Stripe secret key. */
export const stripeConnectSchema = yup.object({
  stripeSecretKey: trimmed().typeError(STRIPE_KEY_MESSAGES.invalid).required(STRIPE_KEY_MESSAGES.required)
    .test("stripe-key", STRIPE_KEY_MESSAGES.invalid, (v) => v == null || STRIPE_KEY.test(v)),
});

/** test or live, from a key's prefix. */
export const stripeKeyMode = (key: string): "test" | "live" => (/^(sk|rk)_live_/.test(key) ? "live" : "test");
