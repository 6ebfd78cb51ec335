// docker-compose.yml, checked without Docker (npm run check): the YAML parses (anchors and `<<` merges as Compose
// reads them); every service has an image or a build; every depends_on names a service; every file or folder
// mounted or built from the repository exists and every named volume is declared; and the services built from this
// repository (the app and its workers) are configured as the app reads its configuration:
// - every variable set in their environment is one api/src/config.ts reads (the names are taken from config.ts
//   itself: `env.NAME` and the "NAME" strings its helpers are given);
// - config.ts accepts the environment as it is once Compose has filled in `${VAR:-default}` with the defaults: a
//   variable it requires (S3_BUCKET with S3_ENDPOINT, ...) is set and every value is valid;
// - with more than one such process, the ones they must share (one database, one Redis, one session secret, one
//   object storage) are set, with the same value in each service.
// Run alone with `npx tsx scripts/compose-check.ts`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import YAML from "yaml";
import { loadConfig } from "../api/src/config";

const ROOT = path.resolve(__dirname, "..");
const COMPOSE_FILE = "docker-compose.yml";
const CONFIG_FILE = "api/src/config.ts";

/** What several app processes must share, and what goes wrong without it. */
const SHARED: Record<string, string> = {
  DATABASE_URL: "without it each process runs a database of its own",
  REDIS_URL: "without it live events and sign-outs stay inside the process that made them",
  SESSION_SECRET: "without it each process generates its own and refuses the others' cookies",
  ENCRYPTION_KEY: "without it each process generates its own and cannot open the connections the others sealed",
  S3_ENDPOINT: "without it each process keeps files on its own disk",
};

const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * The environment variables api/src/config.ts reads: every `env.NAME` (or `process.env.NAME`) and every string
 * literal shaped like a variable name (what `int(env, "PORT", ...)`, `group(env, ..., { id: "ZOOM_CLIENT_ID" })` and
 * the like are given).
 */
export function configVariables(source = fs.readFileSync(path.join(ROOT, CONFIG_FILE), "utf8")): Set<string> {
  const names = new Set<string>();
  const file = ts.createSourceFile(CONFIG_FILE, source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ENV_NAME.test(node.name.text)) {
      const target = node.expression;
      if ((ts.isIdentifier(target) && target.text === "env") || (ts.isPropertyAccessExpression(target) && target.name.text === "env")) names.add(node.name.text);
    } else if (ts.isStringLiteral(node) && ENV_NAME.test(node.text)) {
      names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * A value as Compose writes it with nothing set in the shell: `$$` is `$`, `${VAR:-default}` and `${VAR-default}`
 * are the default, `${VAR}`, `$VAR`, `${VAR:?error}` and `${VAR:+alternative}` are empty.
 */
function interpolate(value: string): string {
  return value.replace(/\$(\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|[A-Za-z_][A-Za-z0-9_]*)/g, (_m, body: string, _name, op?: string, arg?: string) => {
    if (body === "$") return "$";
    return op === "-" || op === ":-" ? (arg ?? "") : "";
  });
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const scalar = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === "object" ? JSON.stringify(v) : String(v));

/** `environment:` as a mapping or as a list of `NAME=value` (a bare NAME takes the shell's value: null here). */
function environmentOf(service: Obj): Map<string, string | null> {
  const env = new Map<string, string | null>();
  const raw = service.environment;
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const s = String(item);
      const eq = s.indexOf("=");
      env.set(eq < 0 ? s : s.slice(0, eq), eq < 0 ? null : s.slice(eq + 1));
    }
  } else if (isObj(raw)) {
    for (const [k, v] of Object.entries(raw)) env.set(k, scalar(v));
  }
  return env;
}

/** a relative path from the compose file's folder (remote build contexts and absolute host paths are not the repo's) */
const fromRepo = (p: string) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(p) && !p.startsWith("git@") && !path.isAbsolute(p) && !p.startsWith("~");

interface CheckOptions {
  /** the folder relative paths are resolved from (the compose file's) */
  root?: string;
  /** the variables the app reads (default: taken from api/src/config.ts) */
  variables?: Set<string>;
}

/** Every problem found in a compose file's text, one line each, naming the service and the variable or path. */
export function composeProblems(text: string, opts: CheckOptions = {}): string[] {
  const root = opts.root ?? ROOT;
  const variables = opts.variables ?? configVariables();
  const doc = YAML.parseDocument(text, { merge: true });
  if (doc.errors.length) {
    return doc.errors.map((e) => {
      const at = e.linePos?.[0];
      return `${at ? `line ${at.line}, column ${at.col}: ` : ""}${e.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`;
    });
  }
  const compose: unknown = doc.toJS();
  if (!isObj(compose) || !isObj(compose.services)) return ["no services: the file has no `services:` mapping"];
  const services = compose.services;
  const declaredVolumes = new Set(isObj(compose.volumes) ? Object.keys(compose.volumes) : []);
  const problems: string[] = [];
  const exists = (what: string, p: string, kind: "file" | "folder" | "any") => {
    const rel = interpolate(p);
    if (!fromRepo(rel)) return;
    const abs = path.resolve(root, rel);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) problems.push(`${what}: ${rel} does not exist`);
    else if (kind === "file" && !stat.isFile()) problems.push(`${what}: ${rel} is not a file`);
    else if (kind === "folder" && !stat.isDirectory()) problems.push(`${what}: ${rel} is not a folder`);
  };

  const appServices: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    const at = `service "${name}"`;
    if (!isObj(service)) {
      problems.push(`${at}: not a mapping`);
      continue;
    }
    if (!service.image && !service.build) problems.push(`${at}: has neither image nor build`);

    if (service.build) {
      const build = isObj(service.build) ? service.build : { context: service.build };
      const context = typeof build.context === "string" ? build.context : ".";
      exists(`${at}: build context`, context, "folder");
      const dockerfile = typeof build.dockerfile === "string" ? build.dockerfile : "Dockerfile";
      if (fromRepo(interpolate(context))) exists(`${at}: build dockerfile`, path.join(interpolate(context), dockerfile), "file");
      if (fromRepo(interpolate(context)) && path.resolve(root, interpolate(context)) === path.resolve(root)) appServices.push(name);
    }

    const dependsOn = Array.isArray(service.depends_on) ? service.depends_on.map(String) : isObj(service.depends_on) ? Object.keys(service.depends_on) : [];
    for (const dep of dependsOn) {
      if (dep === name) problems.push(`${at}: depends_on names itself`);
      else if (!isObj(services[dep])) problems.push(`${at}: depends_on names "${dep}", which is not a service`);
    }

    for (const volume of Array.isArray(service.volumes) ? service.volumes : []) {
      let type: string;
      let source: string | null;
      if (isObj(volume)) {
        type = String(volume.type ?? "volume");
        source = typeof volume.source === "string" ? volume.source : null;
      } else {
        const parts = String(volume).split(":");
        source = parts.length > 1 ? parts[0] : null;
        type = source && /^[.~/$]/.test(source) ? "bind" : "volume";
      }
      if (!source) continue;
      if (type === "bind") exists(`${at}: mounted`, source, "any");
      else if (type === "volume" && !declaredVolumes.has(source)) problems.push(`${at}: volume "${source}" is not declared under the top-level volumes`);
    }

    const envFiles = service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
    for (const f of envFiles) {
      if (typeof f === "string") exists(`${at}: env_file`, f, "file");
      else if (isObj(f) && typeof f.path === "string" && f.required !== false) exists(`${at}: env_file`, f.path, "file");
    }
  }
  for (const section of ["configs", "secrets"] as const) {
    const entries = compose[section];
    if (!isObj(entries)) continue;
    for (const [name, entry] of Object.entries(entries)) {
      if (isObj(entry) && typeof entry.file === "string") exists(`${section} "${name}"`, entry.file, "file");
    }
  }

  if (!appServices.length) {
    problems.push("no service is built from the repository's Dockerfile (build: .): nothing runs the app");
    return problems;
  }

  // the app and its workers: the variables they are given, as config.ts reads them
  let processes = 0;
  const shared = new Map<string, { service: string; value: string | null }>();
  for (const name of appServices) {
    const service = services[name] as Obj;
    const at = `service "${name}"`;
    const deploy = isObj(service.deploy) ? service.deploy : {};
    processes += Number(deploy.replicas ?? service.scale ?? 1);
    const env = environmentOf(service);
    for (const variable of env.keys()) {
      if (!variables.has(variable)) problems.push(`${at}: environment variable ${variable} is not one the app reads (${CONFIG_FILE})`);
    }
    const filled: Record<string, string> = {};
    for (const [k, v] of env) if (v !== null) filled[k] = interpolate(v);
    const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "compose-check-"));
    try {
      loadConfig(filled, dataRoot);
    } catch (e) {
      problems.push(`${at}: ${CONFIG_FILE} refuses its environment: ${(e as Error).message}`);
    } finally {
      fs.rmSync(dataRoot, { recursive: true, force: true });
    }
    for (const variable of Object.keys(SHARED)) {
      if (!env.has(variable)) continue;
      const seen = shared.get(variable);
      if (!seen) shared.set(variable, { service: name, value: env.get(variable)! });
      else if (seen.value !== env.get(variable)) problems.push(`${at}: ${variable} differs from service "${seen.service}"'s: every process must use the same one`);
    }
  }
  if (processes > 1) {
    for (const name of appServices) {
      const env = environmentOf(services[name] as Obj);
      for (const [variable, why] of Object.entries(SHARED)) {
        const value = env.get(variable);
        if (value === undefined || (value !== null && !interpolate(value).trim())) {
          problems.push(`service "${name}": ${variable} is not set, and ${processes} app processes must share it (${why})`);
        }
      }
    }
  }
  return problems;
}

export function assertComposeValid(file = path.join(ROOT, COMPOSE_FILE)): void {
  const problems = composeProblems(fs.readFileSync(file, "utf8"), { root: path.dirname(file) });
  if (problems.length) throw new Error(`${problems.length} problem(s) in ${path.relative(ROOT, file)}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
}

if (require.main === module) {
  const problems = composeProblems(fs.readFileSync(path.join(ROOT, COMPOSE_FILE), "utf8"));
  console.log(`${COMPOSE_FILE}: ${problems.length} problem(s)`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(problems.length ? 1 : 0);
}
