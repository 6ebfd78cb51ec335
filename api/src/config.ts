import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

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
  };
}
