/**
 * The compiled production server run as separate processes for tests (`node scripts/start.cjs api|worker`, as
 * `npm start` and `npm run worker` run it), each with its own output kept, and a small HTTP client for a real port
 * that signs in as a browser does (the session cookie, `X-Forwarded-For` behind a proxy with `TRUST_PROXY=1`).
 */
import http from "node:http";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import WebSocket from "ws";
import { waitFor } from "./harness";
import { JOBS_RUNNING_MESSAGE } from "../src/process";

const ROOT = path.resolve(__dirname, "../..");

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** http://127.0.0.1:<port> (API instances) */
  base: string;
  /** what it wrote on stdout and stderr, line by line */
  lines: string[];
  /** resolves once the process has exited */
  exited: Promise<void>;
  /** SIGTERM (graceful stop), SIGKILL after `ms`; nothing when it already exited */
  stop(ms?: number): Promise<void>;
}

/**
 * Starts `node scripts/start.cjs <mode>` with exactly `env` (plus PATH and HOME). The start script builds the bundle
 * first when it is missing or stale, unless SKIP_BUILD=1. An API instance is waited for until /api/health answers 200.
 */
export async function startServerProcess(name: string, mode: "api" | "worker", env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(ROOT, "scripts/start.cjs"), mode], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, ...(port ? { PORT: String(port) } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = "";
    stream.on("data", (c: Buffer) => {
      const parts = (rest + c.toString()).split("\n");
      rest = parts.pop()!;
      lines.push(...parts);
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const proc: ServerProcess = {
    name, child, lines, exited, base: port ? `http://127.0.0.1:${port}` : "",
    async stop(ms = 15_000) {
      if (!alive()) return;
      child.kill("SIGTERM");
      const force = setTimeout(() => { if (alive()) child.kill("SIGKILL"); }, ms);
      await exited;
      clearTimeout(force);
    },
  };
  if (mode === "worker") {
    await waitFor(`${name} to run its workers`, async () => {
      if (!alive()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${lines.slice(-30).join("\n")}`);
      return lines.some((l) => l.includes(JOBS_RUNNING_MESSAGE));
    }, 120_000);
    return proc;
  }
  await waitFor(`${name} to be healthy`, async () => {
    if (!alive()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${lines.slice(-30).join("\n")}`);
    try {
      return (await request(proc.base, "GET", "/api/health", { timeoutMs: 1000 })).status === 200;
    } catch {
      return false;
    }
  }, 120_000);
  return proc;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json(): any;
}

/** One keep-alive agent per base URL, as a browser keeps its connections to one origin. */
const agents = new Map<string, http.Agent>();
const agentOf = (base: string) => {
  let agent = agents.get(base);
  if (!agent) agents.set(base, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
  return agent;
};

/** Closes the kept-alive connections (at the end of a test file). */
export function closeAgents() {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

export interface RequestOptions {
  cookie?: string;
  /** the client's address as the proxy reports it (X-Forwarded-For) */
  ip?: string;
  /** sent as JSON */
  body?: unknown;
  /** sent as it is */
  raw?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A request over real HTTP to an instance (or any URL when `base` is empty and `url` is absolute). */
export function request(base: string, method: string, url: string, opts: RequestOptions = {}): Promise<Answer> {
  const full = base ? `${base}${url}` : url;
  const body = opts.body !== undefined ? Buffer.from(JSON.stringify(opts.body)) : opts.raw;
  const headers: Record<string, string> = {
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}),
    ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    ...(body ? { "content-length": String(body.length) } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(full, { method, headers, agent: base ? agentOf(base) : undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: all, text: () => all.toString("utf8"), json: () => JSON.parse(all.toString("utf8")) });
      });
      res.on("error", reject);
    });
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error(`${method} ${full}: no answer within ${opts.timeoutMs ?? 30_000} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

export interface Account {
  email: string;
  cookie: string;
  id: string;
  /** the address this browser signs in from */
  ip: string;
}

let seq = 0;
/** A fresh address for a browser (the sign-in and registration limits count per address). */
export const freshIp = () => `10.77.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

export const PASSWORD = "correct horse battery";

/** Signs up through `base` as a browser does; the answer's session cookie is the account's. */
export async function register(base: string, email = `multi${++seq}-${Date.now()}@example.com`): Promise<Account> {
  const ip = freshIp();
  const r = await request(base, "POST", "/api/auth/register", { body: { email, password: PASSWORD, firstName: "Multi" }, ip });
  if (r.status !== 201) throw new Error(`register: ${r.status} ${r.text()}`);
  return { email, ip, cookie: String(r.headers["set-cookie"]).split(";")[0], id: r.json().id };
}

/** GraphQL over HTTP POST (JSON) with the account's cookie. */
export async function gqlHttp(base: string, account: Account, query: string, variables?: Record<string, unknown>, timeoutMs?: number) {
  const r = await request(base, "POST", "/graphql", { cookie: account.cookie, ip: account.ip, body: { query, variables }, timeoutMs });
  return { status: r.status, json: r.status === 200 ? r.json() : null, text: r.text() };
}

/** A raw graphql-ws socket (graphql-transport-ws) with the session's cookie, as a browser tab holds it. */
export interface LiveSocket {
  ws: WebSocket;
  /** every `next` payload's data, with when it arrived (performance.now()) */
  received: { id: string; data: any; at: number }[];
  /** errors and other messages the server sent besides `next` */
  other: any[];
  /** the close code, once closed */
  code: number | null;
  closed: Promise<number>;
  subscribe(id: string, query: string): void;
  close(): void;
}

/** Opens a socket and waits for connection_ack. */
export function openLiveSocket(base: string, cookie: string): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", { headers: { cookie } });
    const sock: LiveSocket = {
      ws, received: [], other: [], code: null,
      closed: new Promise<number>((r) => ws.on("close", (code) => { sock.code = code; r(code); })),
      subscribe: (id, query) => ws.send(JSON.stringify({ id, type: "subscribe", payload: { query } })),
      close: () => ws.close(),
    };
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", (m) => {
      const at = performance.now();
      const msg = JSON.parse(String(m));
      if (msg.type === "connection_ack") resolve(sock);
      else if (msg.type === "next") sock.received.push({ id: msg.id, data: msg.payload?.data, at });
      else if (msg.type !== "ping" && msg.type !== "pong") sock.other.push(msg);
    });
    ws.on("error", reject);
    ws.on("close", (code) => reject(Object.assign(new Error(`socket closed with ${code} before connection_ack`), { code })));
  });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
