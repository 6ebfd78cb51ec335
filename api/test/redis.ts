/**
 * A real Redis for tests: `redis-server` on loopback, on a free port, without persistence, as a child process of the
 * test that started it. It can be stopped and started again on the same port (an outage), and is stopped for good
 * with `close()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/db/free-port";

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (SIGTERM), as an outage; `start()` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** The redis-server binary, or null when it is not installed. */
function redisServerPath(): string | null {
  for (const dir of ["/usr/bin", "/usr/local/bin", ...(process.env.PATH ?? "").split(path.delimiter)]) {
    if (dir && fs.existsSync(path.join(dir, "redis-server"))) return path.join(dir, "redis-server");
  }
  return null;
}

/** PING answered with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let answer = "";
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (c) => { answer += c.toString(); if (answer.includes("\r\n")) done(answer.startsWith("+PONG")); });
  });
}

export async function startRedis(): Promise<TestRedis> {
  const bin = redisServerPath();
  if (!bin) throw new Error("redis-server is not installed: install it with `apt-get install redis-server` (the shared-limits tests run against it)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-redis-"));
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    let stderr = "";
    let code: number | null | undefined;
    const proc = spawn(bin, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--loglevel", "warning"],
      { stdio: ["ignore", "pipe", "pipe"] });
    child = proc;
    const collect = (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); };
    proc.stdout!.on("data", collect);
    proc.stderr!.on("data", collect);
    exited = new Promise<void>((resolve) => proc.on("exit", (c) => { code = c; resolve(); }));
    const deadline = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (code !== undefined) throw new Error(`redis-server exited (${code}): ${stderr.trim()}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}: ${stderr.trim()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const stop = async () => {
    const proc = child;
    if (!proc) return;
    child = null;
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill("SIGTERM");
      const killed = setTimeout(() => proc.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killed);
    }
  };

  try {
    await start();
  } catch (e) {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
