/**
 * `npm test`: the api project (real PostgreSQL), the web project (jsdom + relay-test-utils) and the scripts project,
 * on every core (each api worker has a database of its own, copied from the migrated template). `npm run test:quick`
 * runs the api and scripts projects without the system tier (api/jest.config.js), `npm run test:web` the web project. How the tests are organised: docs/ARCHITECTURE.md, "Tests".
 */
const os = require("node:os");

module.exports = {
  projects: ["<rootDir>/api/jest.config.js", "<rootDir>/web/jest.config.js", "<rootDir>/scripts/jest.config.js"],
  // jest's default is one worker fewer than the cores, which on two cores runs every file one after another
  maxWorkers: Number(process.env.JEST_WORKERS) || Math.max(2, os.availableParallelism()),
  // a global option (jest ignores it inside a project's config): page tests render whole screens and API tests start
  // servers, which on a loaded 2-core machine can take longer than the default 5 s
  testTimeout: 30000,
  reporters: ["default", "<rootDir>/scripts/jest/timing-reporter.cjs"],
};
