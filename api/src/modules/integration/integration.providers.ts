// The OAuth providers a workspace connects its own account of (Google, Microsoft, Zoom), described as their
// documentation describes them: where the consent page and the token, revoke and "who am I" endpoints are, which
// scopes are asked for, how the client authenticates, and where the account's name is in the answers. The flow that
// uses these descriptions is integration.oauth.ts; the meeting platforms' own requests are calendar/meeting/.
import type { OAuthAppsConfig } from "../../config";

export const OAUTH_PROVIDERS = ["google", "microsoft", "zoom"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const isOAuthProvider = (v: unknown): v is OAuthProvider => typeof v === "string" && (OAUTH_PROVIDERS as readonly string[]).includes(v);

/** One HTTP request of the flow; `form` is its x-www-form-urlencoded body. */
export interface OAuthRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}

export interface OAuthProviderDescription<A> {
  /** the scopes asked for, space-separated in the authorize URL */
  scopes: string[];
  /** the consent page, with the parameters the provider needs besides the standard ones */
  authorizeUrl(app: A): string;
  authorizeParams?: Record<string, string>;
  /** the token endpoint, with the client's authentication added to `form` (client_secret in the form, or Basic) */
  tokenRequest(app: A, form: Record<string, string>): OAuthRequest;
  /** where the revoke goes, or null when the provider has none (Microsoft) */
  revokeRequest: ((app: A, token: string) => OAuthRequest) | null;
  /**
   * the account's label: from the token answer itself (Google's id_token) or from one API request (`labelRequest`)
   * made with the new access token, read by `labelOf`
   */
  labelRequest: ((app: A) => OAuthRequest) | null;
  labelOf(tokenAnswer: Record<string, unknown>, labelAnswer: unknown): string | null;
}

type Apps = { [P in OAuthProvider]: NonNullable<OAuthAppsConfig[P]> };

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`, "utf8").toString("base64")}`;

/** The claims of a JWT received straight from the token endpoint over TLS (OpenID Connect Core §3.1.3.7: no signature check needed). */
function jwtClaims(jwt: unknown): Record<string, unknown> {
  if (typeof jwt !== "string") return {};
  try {
    return record(JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")));
  } catch {
    return {};
  }
}

/** Google's OAuth 2.0 for web server apps: offline access (a refresh token), consent asked again so one is always given. */
const google: OAuthProviderDescription<Apps["google"]> = {
  scopes: ["openid", "email", "https://www.googleapis.com/auth/calendar.events", "https://www.googleapis.com/auth/calendar.calendarlist.readonly",
    "https://www.googleapis.com/auth/calendar.freebusy"],
  authorizeUrl: (app) => `${app.authorizeUrl}/o/oauth2/v2/auth`,
  authorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  tokenRequest: (app, form) => ({ method: "POST", url: `${app.tokenUrl}/token`, form: { ...form, client_id: app.clientId, client_secret: app.clientSecret } }),
  revokeRequest: (app, token) => ({ method: "POST", url: `${app.tokenUrl}/revoke`, form: { token } }),
  // the id_token of the `openid email` scopes names the account
  labelRequest: null,
  labelOf: (answer) => text(jwtClaims(answer.id_token).email),
};

/** Microsoft identity platform v2.0 (a confidential client) and Graph's /me. */
const microsoft: OAuthProviderDescription<Apps["microsoft"]> = {
  scopes: ["offline_access", "openid", "email", "User.Read", "Calendars.ReadWrite", "OnlineMeetings.ReadWrite"],
  authorizeUrl: (app) => `${app.loginUrl}/${encodeURIComponent(app.tenantId)}/oauth2/v2.0/authorize`,
  authorizeParams: { response_mode: "query" },
  tokenRequest: (app, form) => ({
    method: "POST", url: `${app.loginUrl}/${encodeURIComponent(app.tenantId)}/oauth2/v2.0/token`,
    // Microsoft wants the scopes on every token request
    form: { ...form, client_id: app.clientId, client_secret: app.clientSecret, scope: microsoft.scopes.join(" ") },
  }),
  // the identity platform has no revoke endpoint for a refresh token: disconnecting deletes it
  revokeRequest: null,
  labelRequest: (app) => ({ method: "GET", url: `${app.graphUrl}/me?$select=mail,userPrincipalName` }),
  labelOf: (_answer, me) => text(record(me).mail) ?? text(record(me).userPrincipalName),
};

/** Zoom's user-managed OAuth app: the client authenticates with Basic auth at the token and revoke endpoints. */
const zoom: OAuthProviderDescription<Apps["zoom"]> = {
  scopes: ["meeting:write:meeting", "meeting:update:meeting", "user:read:user"],
  authorizeUrl: (app) => `${app.oauthUrl}/oauth/authorize`,
  tokenRequest: (app, form) => ({ method: "POST", url: `${app.oauthUrl}/oauth/token`, headers: { authorization: basic(app.clientId, app.clientSecret) }, form }),
  revokeRequest: (app, token) => ({ method: "POST", url: `${app.oauthUrl}/oauth/revoke`, headers: { authorization: basic(app.clientId, app.clientSecret) }, form: { token } }),
  labelRequest: (app) => ({ method: "GET", url: `${app.apiUrl}/users/me` }),
  labelOf: (_answer, me) => text(record(me).email),
};

export const OAUTH_DESCRIPTIONS: { [P in OAuthProvider]: OAuthProviderDescription<Apps[P]> } = { google, microsoft, zoom };

/** The provider's OAuth app on this deployment, or null. */
export const oauthAppOf = <P extends OAuthProvider>(apps: OAuthAppsConfig, provider: P) => apps[provider] as Apps[P] | null;
