import * as yup from "yup";
import { trimmed } from "./validation";

/** Endpoints a workspace may hold at once: each event is one delivery job per endpoint. */
export const MAX_WEBHOOKS = 10;

/** Deliveries shown per endpoint (the most recent). */
export const WEBHOOK_RECENT_DELIVERIES = 20;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The type of the event "Send test event" delivers: not a domain event, so no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Hosts an http:// endpoint may name outside production: this machine only. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const WEBHOOK_MESSAGES = {
  urlRequired: "URL is required",
  urlInvalid: "Enter a valid URL",
  urlHttps: "The URL must start with https:// (http:// only for localhost during development)",
  urlTooLong: "The URL must be at most 2000 characters",
  eventsRequired: "Choose at least one event",
  eventUnknown: (type: string) => `Unknown event type: ${type}`,
  tooMany: `A workspace can have at most ${MAX_WEBHOOKS} webhooks. Delete one to add another.`,
} as const;

/** Is this an endpoint URL the product may POST to: https, or http on this machine outside production? */
function webhookUrlProblem(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlInvalid;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && !production && LOCAL_HOSTS.has(url.hostname.toLowerCase())) return null;
  return url.protocol === "http:" || url.protocol === "https:" ? WEBHOOK_MESSAGES.urlHttps : WEBHOOK_MESSAGES.urlInvalid;
}

export interface WebhookRules {
  /** the catalogued event types an endpoint may receive (the server's catalogue; the screen gets it from the API) */
  eventTypes: readonly string[];
  /** the app runs in production: no http:// endpoint at all */
  production: boolean;
}

/** The webhook form and API input; the same schema runs in the browser and in the service. */
export function webhookSchema({ eventTypes, production }: WebhookRules) {
  const known = new Set(eventTypes);
  return yup.object({
    url: trimmed().required(WEBHOOK_MESSAGES.urlRequired).max(2000, WEBHOOK_MESSAGES.urlTooLong)
      .test("webhook-url", (value, ctx) => {
        const problem = value ? webhookUrlProblem(value, production) : null;
        return problem ? ctx.createError({ message: problem }) : true;
      }),
    events: yup.array(trimmed().required(WEBHOOK_MESSAGES.eventsRequired))
      .required(WEBHOOK_MESSAGES.eventsRequired).min(1, WEBHOOK_MESSAGES.eventsRequired)
      .test("catalogued", (value, ctx) => {
        const unknown = (value ?? []).find((t) => !known.has(t));
        return unknown === undefined ? true : ctx.createError({ message: WEBHOOK_MESSAGES.eventUnknown(unknown) });
      }),
  });
}

export interface WebhookFormValues {
  url: string;
  events: string[];
}

export const emptyWebhookForm: WebhookFormValues = { url: "", events: [] };

const WEBHOOK_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: "Pending", succeeded: "Succeeded", failed: "Failed" };

/** Label of a delivery status; an unknown one is shown as it is. */
export function webhookStatusLabel(status: string): string {
  return (WEBHOOK_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
