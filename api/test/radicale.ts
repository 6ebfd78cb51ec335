/**
 * A real CalDAV server for tests: Radicale on loopback, with its own storage and configuration in a temporary folder,
 * one user (htpasswd, plain text) and one calendar collection of theirs, created with MKCALENDAR; `{ users: n }` makes
 * n such accounts (each with its own calendar: `accounts`), the first being `username`/`password`/`url`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeCalendar } from "tsdav";
import { freePort } from "../src/db/free-port";

export interface TestRadicale {
  /** the calendar collection's URL (with a trailing slash) */
  url: string;
  username: string;
  password: string;
  /** the server's root URL */
  root: string;
  /** every account (the first is the one above), each with its calendar collection */
  accounts: { username: string; password: string; url: string }[];
  stop(): Promise<void>;
}

/** The command that runs Radicale here, or null when it is not installed. */
function radicaleCommand(): string[] | null {
  for (const dir of ["/usr/bin", ...(process.env.PATH ?? "").split(path.delimiter)]) {
    if (dir && fs.existsSync(path.join(dir, "radicale"))) return [path.join(dir, "radicale")];
  }
  const python = spawnSync("python3", ["-c", "import radicale"], { stdio: "ignore" });
  return python.status === 0 ? ["python3", "-m", "radicale"] : null;
}

const basic = (username: string, password: string) =>
  ({ Authorization: `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}` });

export async function startRadicale(opts: { users?: number } = {}): Promise<TestRadicale> {
  const command = radicaleCommand();
  if (!command) throw new Error("Radicale is not installed: install it with `apt-get install radicale` (the CalDAV tests run against it)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-radicale-"));
  // a non-ASCII character: the credentials are sent as UTF-8
  const users = Array.from({ length: opts.users ?? 1 }, (_, i) => ({
    username: i === 0 ? "freelancer" : `freelancer${i + 1}`, password: `pässwörd-${crypto.randomBytes(8).toString("hex")}`,
  }));
  const { username, password } = users[0];
  fs.writeFileSync(path.join(dir, "users"), users.map((u) => `${u.username}:${u.password}\n`).join(""));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, "config"), [
    "[server]",
    `hosts = 127.0.0.1:${port}`,
    "[auth]",
    "type = htpasswd",
    `htpasswd_filename = ${path.join(dir, "users")}`,
    "htpasswd_encryption = plain",
    // the wrong-password test would wait for it
    "delay = 0",
    "[rights]",
    "type = owner_only",
    "[storage]",
    `filesystem_folder = ${path.join(dir, "collections")}`,
    "[web]",
    "type = none",
    "[logging]",
    "level = warning",
    "",
  ].join("\n"));

  let stderr = "";
  let exited: number | null | undefined;
  const child: ChildProcess = spawn(command[0], [...command.slice(1), "--config", path.join(dir, "config")],
    { stdio: ["ignore", "ignore", "pipe"] });
  child.stderr!.on("data", (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  const done = new Promise<void>((resolve) => child.on("exit", (code) => { exited = code; resolve(); }));

  const stop = async () => {
    if (exited === undefined) {
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 5000);
      await done;
      clearTimeout(killed);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const root = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (exited !== undefined) throw new Error(`Radicale exited (${exited}): ${stderr.trim()}`);
      try {
        const res = await fetch(`${root}/`, { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`Radicale did not answer on ${root}: ${stderr.trim()}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    const accounts = [];
    for (const u of users) {
      const url = `${root}/${u.username}/calendar/`;
      const [made] = await makeCalendar({
        url, props: { "d:displayname": "Clientfolio" }, headers: basic(u.username, u.password),
        fetchOptions: { signal: AbortSignal.timeout(10_000) },
      });
      if (made?.status !== 201) throw new Error(`MKCALENDAR answered ${made?.status} ${made?.statusText}: ${stderr.trim()}`);
      accounts.push({ ...u, url });
    }
    return { url: accounts[0].url, username, password, root, accounts, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
