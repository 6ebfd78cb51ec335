import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import ipaddr from "ipaddr.js";

/** Every setting of the server, parsed and validated once. See .env.example. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  logLevel: string;
  webDist: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | null; scopes: string } | null;
  redisUrl: string | null;
  loginRateLimit: { max: number; windowMs: number };
  /** what one workspace may use (QUOTA_*): past a quota the request is refused (429 or 413) naming it */
  quotas: Quotas;
  /** WebSocket caps (WS_*): subscriptions per socket, sockets per session and per workspace */
  webSocket: { subscriptionsPerSocket: number; socketsPerSession: number; socketsPerWorkspace: number };
  /** requests (HTTP, and operations on a WebSocket) one API token may make per minute (API_TOKEN_REQUESTS_PER_MINUTE) */
  apiTokenRequestsPerMinute: number;
  /** trust X-Forwarded-* from a reverse proxy (the client address and protocol it reports) */
  trustProxy: boolean;
  /** seconds a request body may take to arrive before it is answered 408 (REQUEST_BODY_TIMEOUT_SECONDS); a route may allow more */
  bodyTimeoutSeconds: number;
  /** outgoing e-mail; null = not configured (deliveries are recorded as failed with that reason) */
  smtp: { url: string; from: string } | null;
  /** S3-compatible object storage (MinIO, AWS, ...); null = local disk under DATA_DIR */
  s3: S3Config | null;
  /**
   * the key that seals the workspaces' connection secrets (ENCRYPTION_KEY, 32 bytes; generated into DATA_DIR when
   * absent), and the one before it (ENCRYPTION_KEY_PREVIOUS), still accepted for reading until `npm run secrets:rotate`
   */
  encryption: { key: Buffer; previousKey: Buffer | null };
  /**
   * hosts and networks (names, addresses or CIDRs) a user-entered server address may reach although private or
   * loopback (ALLOWED_PRIVATE_HOSTS): a self-hoster's LAN CalDAV server; production refuses every other such address
   */
  allowedPrivateHosts: string[];
  /**
   * the deployment's OAuth app at each platform a workspace connects its own account of (GOOGLE_*, MS_*, ZOOM_*): the
   * client id and secret, and the platform's addresses; null = that platform cannot be connected on this deployment
   */
  oauthApps: OAuthAppsConfig;
  /** STRIPE_API_URL: where the Stripe API is (default Stripe's; tests point it at a local server) */
  stripeApiUrl: string;
  /** run the job workers (e-mail, event handlers, scheduled scans) in this process; WORKERS=off: an API-only instance */
  workers: boolean;
  /**
   * the automation engine (modules/automation/automation.engine.ts): how long a step's claim lasts unless renewed
   * (AUTOMATION_STEP_LEASE_SECONDS), and the runs one workspace may start per window (AUTOMATION_RUNS_PER_WINDOW per
   * AUTOMATION_RATE_WINDOW_SECONDS; more are queued for the next window)
   */
  automation: { stepLeaseSeconds: number; runsPerWindow: number; rateWindowSeconds: number };
  /**
   * how often, in seconds, a process running the workers looks whether a schedule is due (SCHEDULE_CHECK_SECONDS):
   * a scheduled job is still queued once per minute at most, across all instances
   */
  scheduleCheckSeconds: number;
  /** NODE_ENV=production */
  production: boolean;
  /**
   * GraphQL runs any document and answers introspection (GRAPHQL_OPEN=1, the default outside production);
   * false = only the app's own persisted documents run and introspection is refused (the default in production)
   */
  graphqlOpen: boolean;
}

interface Quotas {
  /** e-mails to other people (messages with a contact e-mail, invoices, invitations, automation) per hour */
  emailsPerHour: number;
  /** the same, per day */
  emailsPerDay: number;
  /** upload URLs asked for per hour */
  uploadsPerHour: number;
  /** saved files plus uploads in flight, in bytes */
  storageBytes: number;
}

/** The OAuth apps (authorization code + PKCE; each workspace connects its own account through them). */
export interface OAuthAppsConfig {
  /** Google Calendar + Meet: consent at `authorizeUrl` (accounts.google.com), tokens and revoke at `tokenUrl` (oauth2.googleapis.com) */
  google: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; apiUrl: string } | null;
  /** Microsoft (Outlook calendar + Teams): the identity platform at `loginUrl`/`tenantId` (`common` by default), Graph at `graphUrl` */
  microsoft: { clientId: string; clientSecret: string; tenantId: string; loginUrl: string; graphUrl: string } | null;
  /** Zoom (a user-managed OAuth app): consent, tokens and revoke at `oauthUrl` (zoom.us), the API at `apiUrl` */
  zoom: { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string } | null;
}
interface S3Config {
  /** where the server reaches the storage */
  endpoint: string;
  /** where browsers reach it (presigned URLs), when it differs from `endpoint` */
  publicUrl: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  return n;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let u: URL;
  try { u = new URL(raw); } catch { throw new ConfigError(`${name} is not a valid URL (got "${raw}")`); }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must use ${protocols.join(" or ")} (got "${u.protocol}")`);
  return raw;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

/** `Name <address>` or a bare address, on one line (it becomes a header). */
function mailbox(env: Env, name: string, def: string): string {
  const raw = env[name]?.trim() || def;
  if (/[\r\n]/.test(raw) || !/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(raw)) throw new ConfigError(`${name} must be an e-mail address, optionally as "Name <address>" (got "${raw}")`);
  return raw;
}

/** on/off switch: on, off, 1, 0, true or false; unset = `def` */
function onOff(env: Env, name: string, def: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return def;
  if (["on", "1", "true"].includes(raw)) return true;
  if (["off", "0", "false"].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (got "${env[name]}")`);
}

function s3(env: Env): S3Config | null {
  const endpoint = url(env, "S3_ENDPOINT", ["http:", "https:"]);
  if (!endpoint) return null;
  const need = (name: string) => {
    const v = env[name]?.trim();
    if (!v) throw new ConfigError(`${name} is required when S3_ENDPOINT is set`);
    return v;
  };
  const bucket = need("S3_BUCKET");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a valid bucket name (got "${bucket}")`);
  return {
    endpoint: endpoint.replace(/\/+$/, ""),
    publicUrl: (url(env, "S3_PUBLIC_URL", ["http:", "https:"]) ?? endpoint).replace(/\/+$/, ""),
    bucket,
    accessKey: need("S3_ACCESS_KEY"),
    secretKey: need("S3_SECRET_KEY"),
    region: env.S3_REGION?.trim() || "us-east-1",
  };
}

/** All of a group's variables, or none: a partial group names what is missing. */
function group<K extends string>(env: Env, what: string, names: Record<K, string>): Record<K, string> | null {
  const values = Object.fromEntries(Object.entries<string>(names).map(([k, n]) => [k, env[n]?.trim() ?? ""])) as Record<K, string>;
  const missing = Object.entries<string>(names).filter(([k]) => !values[k as K]).map(([, n]) => n);
  if (missing.length === Object.keys(names).length) return null;
  if (missing.length) throw new ConfigError(`${what} needs ${missing.join(", ")} as well`);
  return values;
}

const baseUrl = (env: Env, name: string, def: string) => (url(env, name, ["http:", "https:"]) ?? def).replace(/\/+$/, "");

/** A 32-byte key given as 64 hex digits or as base64 (standard or URL-safe); null when `raw` is empty. */
function key32(name: string, raw: string | undefined): Buffer | null {
  const v = raw?.trim();
  if (!v) return null;
  const bytes = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, "hex")
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) ? Buffer.from(v.replace(/-/g, "+").replace(/_/g, "/"), "base64") : null;
  if (!bytes || bytes.length !== 32) throw new ConfigError(`${name} must be 32 bytes, as 64 hex digits or base64 (make one with: openssl rand -base64 32)`);
  return bytes;
}

/** ENCRYPTION_KEY, or the key generated once into DATA_DIR (as the session secret is). */
function encryption(env: Env, dataDir: string): Config["encryption"] {
  const previousKey = key32("ENCRYPTION_KEY_PREVIOUS", env.ENCRYPTION_KEY_PREVIOUS);
  const given = key32("ENCRYPTION_KEY", env.ENCRYPTION_KEY);
  if (given) return { key: given, previousKey };
  const file = path.join(dataDir, "encryption-key");
  if (fs.existsSync(file)) return { key: key32(file, fs.readFileSync(file, "utf8"))!, previousKey };
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString("base64") + "\n", { mode: 0o600 });
  return { key, previousKey };
}

/** ALLOWED_PRIVATE_HOSTS: a comma- or space-separated list of host names, IP addresses and CIDRs. */
function privateHosts(env: Env): string[] {
  const items = (env.ALLOWED_PRIVATE_HOSTS ?? "").split(/[\s,]+/).map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter(Boolean);
  for (const h of items) {
    if (!/^[a-z0-9.:_-]+(\/\d{1,3})?$/.test(h)) throw new ConfigError(`ALLOWED_PRIVATE_HOSTS must list host names, addresses or CIDRs (got "${h}")`);
    if (h.includes("/")) {
      try { ipaddr.parseCIDR(h); } catch { throw new ConfigError(`ALLOWED_PRIVATE_HOSTS: "${h}" is not a valid CIDR`); }
    }
  }
  return items;
}

/** GOOGLE_*, MS_*, ZOOM_*: each platform's OAuth app, both halves or neither (a half names the other). */
function oauthApps(env: Env): OAuthAppsConfig {
  const google = group(env, "Google", { clientId: "GOOGLE_CLIENT_ID", clientSecret: "GOOGLE_CLIENT_SECRET" });
  const microsoft = group(env, "Microsoft", { clientId: "MS_CLIENT_ID", clientSecret: "MS_CLIENT_SECRET" });
  const zoom = group(env, "Zoom", { clientId: "ZOOM_CLIENT_ID", clientSecret: "ZOOM_CLIENT_SECRET" });
  const tenantId = env.MS_TENANT_ID?.trim() || "common";
  if (!/^[A-Za-z0-9.-]{1,100}$/.test(tenantId)) throw new ConfigError(`MS_TENANT_ID must be a tenant id, a domain, common, organizations or consumers (got "${tenantId}")`);
  // the addresses are checked whether or not the app is set
  const urls = {
    google: { authorizeUrl: baseUrl(env, "GOOGLE_OAUTH_URL", "https://accounts.google.com"), tokenUrl: baseUrl(env, "GOOGLE_TOKEN_URL", "https://oauth2.googleapis.com"), apiUrl: baseUrl(env, "GOOGLE_API_URL", "https://www.googleapis.com/calendar/v3") },
    microsoft: { loginUrl: baseUrl(env, "MS_LOGIN_URL", "https://login.microsoftonline.com"), graphUrl: baseUrl(env, "MS_GRAPH_URL", "https://graph.microsoft.com/v1.0") },
    zoom: { oauthUrl: baseUrl(env, "ZOOM_OAUTH_URL", "https://zoom.us"), apiUrl: baseUrl(env, "ZOOM_API_URL", "https://api.zoom.us/v2") },
  };
  return {
    google: google && { ...google, ...urls.google },
    microsoft: microsoft && { ...microsoft, tenantId, ...urls.microsoft },
    zoom: zoom && { ...zoom, ...urls.zoom },
  };
}

/** The secret is generated once and kept in DATA_DIR, so sessions survive restarts without configuration. */
function sessionSecret(env: Env, dataDir: string): string {
  const given = env.SESSION_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new ConfigError("SESSION_SECRET must be at least 32 characters long");
    return given;
  }
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, root = path.resolve(__dirname, "../..")): Config {
  const port = int(env, "PORT", 3000, 0, 65535);
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || ".data");
  const publicUrl = (url(env, "PUBLIC_URL", ["http:", "https:"]) ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const issuerUrl = url(env, "OIDC_ISSUER_URL", ["http:", "https:"]);
  let oidc: Config["oidc"] = null;
  if (issuerUrl) {
    const clientId = env.OIDC_CLIENT_ID?.trim();
    if (!clientId) throw new ConfigError("OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set");
    oidc = { issuerUrl, clientId, clientSecret: env.OIDC_CLIENT_SECRET?.trim() || null, scopes: env.OIDC_SCOPES?.trim() || "openid email profile" };
  }
  const smtpUrl = url(env, "SMTP_URL", ["smtp:", "smtps:"]);
  const production = env.NODE_ENV?.trim() === "production";
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  return {
    port,
    host: env.HOST?.trim() || "127.0.0.1",
    dataDir,
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    sessionSecret: sessionSecret(env, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith("https:"),
    logLevel,
    webDist: path.resolve(root, "web/dist"),
    oidc,
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    loginRateLimit: { max: int(env, "LOGIN_RATE_LIMIT", 10, 1, 10000), windowMs: 60_000 },
    quotas: {
      emailsPerHour: int(env, "QUOTA_EMAILS_PER_HOUR", 100, 1, 1_000_000),
      emailsPerDay: int(env, "QUOTA_EMAILS_PER_DAY", 500, 1, 10_000_000),
      uploadsPerHour: int(env, "QUOTA_UPLOADS_PER_HOUR", 200, 1, 1_000_000),
      storageBytes: int(env, "QUOTA_STORAGE_BYTES", 5 * 1024 ** 3, 1, 2 ** 50),
    },
    webSocket: {
      subscriptionsPerSocket: int(env, "WS_SUBSCRIPTIONS_PER_SOCKET", 20, 1, 10_000),
      socketsPerSession: int(env, "WS_SOCKETS_PER_SESSION", 10, 1, 10_000),
      socketsPerWorkspace: int(env, "WS_SOCKETS_PER_WORKSPACE", 50, 1, 100_000),
    },
    apiTokenRequestsPerMinute: int(env, "API_TOKEN_REQUESTS_PER_MINUTE", 600, 1, 1_000_000),
    trustProxy: flag(env, "TRUST_PROXY"),
    bodyTimeoutSeconds: int(env, "REQUEST_BODY_TIMEOUT_SECONDS", 30, 1, 3600),
    smtp: smtpUrl ? { url: smtpUrl, from: mailbox(env, "SMTP_FROM", `Clientfolio <no-reply@${new URL(publicUrl).hostname}>`) } : null,
    s3: s3(env),
    encryption: encryption(env, dataDir),
    allowedPrivateHosts: privateHosts(env),
    oauthApps: oauthApps(env),
    stripeApiUrl: baseUrl(env, "STRIPE_API_URL", "https://api.stripe.com"),
    workers: onOff(env, "WORKERS", true),
    automation: {
      stepLeaseSeconds: int(env, "AUTOMATION_STEP_LEASE_SECONDS", 30, 1, 600),
      runsPerWindow: int(env, "AUTOMATION_RUNS_PER_WINDOW", 600, 1, 100_000),
      rateWindowSeconds: int(env, "AUTOMATION_RATE_WINDOW_SECONDS", 60, 1, 3600),
    },
    scheduleCheckSeconds: int(env, "SCHEDULE_CHECK_SECONDS", 30, 1, 45),
    production,
    graphqlOpen: env.GRAPHQL_OPEN?.trim() ? flag(env, "GRAPHQL_OPEN") : !production,
  };
}
