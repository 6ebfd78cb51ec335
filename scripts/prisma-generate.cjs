// Runs `prisma generate` offline. The generate step never executes the schema engine, but Prisma
// checks that a binary path exists, so point it at this very file.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
execFileSync(process.execPath, [require.resolve("prisma/build/index.js", { paths: [root] }), "generate"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`, PRISMA_SCHEMA_ENGINE_BINARY: __filename, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
});
