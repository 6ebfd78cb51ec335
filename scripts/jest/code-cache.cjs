/**
 * V8's code cache for the modules jest loads. jest compiles every module again for each test file (each file has a
 * module registry and a context of its own), for an API file the whole app. A jest worker runs many files, so it
 * keeps V8's code cache of each module it compiles and hands it back when a later file loads the same code, and V8
 * then skips the parsing and compiling. Only compiled code is shared: each file still runs
 * every module afresh in its own context, so no state passes from one file to the next.
 *
 * Requiring this file (the test environments do: api/test/environment.cjs, web/test/jsdom-env.cjs) replaces
 * `vm.compileFunction`, which jest-runtime calls for each module, in the worker's process. The module's code is
 * compiled as a script holding the same function, its header on a line of its own (lineOffset -1) so that lines and
 * columns in stack traces and source maps are the module's own.
 */
const vm = require("node:vm");

const compileFunction = vm.compileFunction;
/** each module's code cache, by its file name and its code */
const cached = new Map();

/** The file name and a digest of the code: a changed file (jest's watch mode) is another entry. */
function keyOf(filename, code) {
  // V8 checks the code against the cache itself (a cache made for other code is rejected and made again); the key
  // only has to keep two versions of one file apart, so a sample of the code is enough
  let h = 0;
  for (let i = 0; i < code.length; i += 61) h = (h * 31 + code.charCodeAt(i)) | 0;
  return `${filename}\0${code.length}\0${h}`;
}

function cachingCompileFunction(code, params, options) {
  // jest-runtime's call (a module's code as a function of jest's module parameters, in a test file's context) is the
  // one cached; any other is Node's as before
  if (typeof code !== "string" || !options || !options.parsingContext || typeof options.filename !== "string"
      || options.contextExtensions || options.cachedData || options.produceCachedData || (params != null && !Array.isArray(params))) {
    return compileFunction.apply(this, arguments);
  }
  const key = keyOf(options.filename, code);
  const data = cached.get(key);
  let script;
  try {
    script = new vm.Script(`(function (${(params ?? []).join(", ")}) {\n${code}\n})`, {
      filename: options.filename,
      lineOffset: -1,
      cachedData: data,
      importModuleDynamically: options.importModuleDynamically,
    });
  } catch {
    // code that does not compile: Node's own call reports it as jest expects (jest tells a module with ES syntax apart)
    return compileFunction.apply(this, arguments);
  }
  // made from the freshly compiled script: the top-level code, which every file that loads the module compiles
  if (!data || script.cachedDataRejected) cached.set(key, script.createCachedData());
  return script.runInContext(options.parsingContext);
}

vm.compileFunction = cachingCompileFunction;
