import fs from "node:fs";
import Module from "node:module";
import path from "node:path";
import vm from "node:vm";

/*
 * How a process (`npm start`, `npm run worker`: server.ts and worker.ts import this first) loads its packages fast.
 *
 * Source maps: with --enable-source-maps, Node reads and parses the source map of every file it loads that names
 * one, and most packages in node_modules ship theirs: about a quarter of a second of a start. The bundle's own map
 * is read as the bundle is compiled, before this runs; maps are off while the app loads and on again once it has
 * (`loaded`), so that stack traces of the app's own code still name its TypeScript files and lines.
 *
 * Compile cache: V8's compiled code of each package file is kept in DATA_DIR/cache between starts, so that a start
 * does not parse and compile node_modules' JavaScript again. Node 22.1+ has one of its own
 * (`module.enableCompileCache`, used when there); on Node 20 the CommonJS files are compiled here with the cached
 * code (`vm.Script`'s cachedData) and the code of what this start compiled is written out once it runs (after the
 * first request) or when it stops. A file whose size or modification time changed, or whose code V8 refuses (another
 * Node.js version), is compiled again. ES modules, files that import() and anything outside node_modules compile
 * as usual.
 */

const sourceMaps = process.sourceMapsEnabled;
if (sourceMaps) process.setSourceMapsEnabled(false);

const CACHE_FILE = `compile-${process.version}-${process.arch}.bin`;

interface CacheEntry { key: string; start: number; end: number }
interface CompileCache { file: string; index: Record<string, CacheEntry>; blob: Buffer; fresh: Map<string, { key: string; script: vm.Script }> }
let cache: CompileCache | null = null;
/** this process's files taken from the cache and compiled anew (by Node's own cache: not counted) */
const counts = { cached: 0, compiled: 0 };

/** Turns the compile cache on, in `dir` (created, readable by this user only); nothing happens a second time. */
export function startCompileCache(dir: string) {
  if (cache) return;
  const builtIn = (Module as unknown as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (builtIn) {
      builtIn(dir);
      return;
    }
  } catch {
    return; // a folder that cannot be written: packages compile as usual
  }
  const file = path.join(dir, CACHE_FILE);
  cache = { file, index: {}, blob: Buffer.alloc(0), fresh: new Map() };
  try {
    const data = fs.readFileSync(file);
    const length = data.readUInt32LE(0);
    cache.index = JSON.parse(data.subarray(4, 4 + length).toString("utf8")) as Record<string, CacheEntry>;
    cache.blob = data.subarray(4 + length);
  } catch {
    // none yet, or unreadable: written anew
  }
  const own = cache;
  const proto = Module.prototype as unknown as { _compile(content: string, filename: string, format?: string): unknown };
  const compile = proto._compile;
  proto._compile = function (this: Module, content: string, filename: string, format?: string) {
    if (format === "module" || !filename.includes(`${path.sep}node_modules${path.sep}`) || !/\.c?js$/.test(filename) || content.includes("import(")) {
      return compile.call(this, content, filename, format);
    }
    const stat = fs.statSync(filename);
    const key = `${content.length}:${stat.mtimeMs}`;
    const entry = own.index[filename];
    const cachedData = entry?.key === key ? own.blob.subarray(entry.start, entry.end) : undefined;
    let script: vm.Script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch {
      // not CommonJS after all (Node tells an ES module by its syntax): Node's own compile handles it
      return compile.call(this, content, filename, format);
    }
    if (!cachedData || script.cachedDataRejected) {
      own.fresh.set(filename, { key, script });
      counts.compiled++;
    } else counts.cached++;
    const mod = this as Module & { require(id: string): unknown };
    const require = ((id: string) => mod.require(id)) as NodeJS.Require;
    const loader = Module as unknown as {
      _resolveFilename(request: string, parent: Module, isMain: boolean, options?: { paths?: string[] }): string;
      _resolveLookupPaths(request: string, parent: Module): string[] | null;
      _extensions: NodeJS.Require["extensions"]; _cache: NodeJS.Require["cache"];
    };
    require.resolve = Object.assign((request: string, options?: { paths?: string[] }) => loader._resolveFilename(request, mod, false, options),
      { paths: (request: string) => loader._resolveLookupPaths(request, mod) });
    require.main = process.mainModule;
    require.extensions = loader._extensions;
    require.cache = loader._cache;
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  process.once("exit", writeCompileCache);
}

/**
 * Writes the code of the files compiled since the last write (their functions compiled so far included) with what
 * the cache already held, when there are any: once the app runs (process.ts), and at exit.
 */
export function writeCompileCache() {
  if (!cache || !cache.fresh.size) return;
  const { file, index, blob, fresh } = cache;
  const parts: Buffer[] = [];
  const next: Record<string, CacheEntry> = {};
  let offset = 0;
  const add = (filename: string, key: string, data: Buffer) => {
    next[filename] = { key, start: offset, end: offset + data.length };
    offset += data.length;
    parts.push(data);
  };
  try {
    for (const [filename, entry] of Object.entries(index)) if (!fresh.has(filename)) add(filename, entry.key, blob.subarray(entry.start, entry.end));
    for (const [filename, { key, script }] of fresh) add(filename, key, script.createCachedData());
    const head = Buffer.from(JSON.stringify(next));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(head.length);
    const temporary = `${file}.${process.pid}`;
    const data = Buffer.concat([length, head, ...parts]);
    fs.writeFileSync(temporary, data, { mode: 0o600 });
    fs.renameSync(temporary, file);
    cache.index = next;
    cache.blob = data.subarray(4 + head.length);
  } catch {
    // a full or read-only disk: the next start compiles as this one did
  }
  fresh.clear();
}

/** How many package files this process took from the compile cache, and how many it compiled. */
export function compileCacheCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** The app is loaded: source maps on again (when the process was started with them). */
export function loaded() {
  if (sourceMaps) process.setSourceMapsEnabled(true);
}
