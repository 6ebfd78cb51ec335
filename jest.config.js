/**
 * `npm test`: the api project (real PostgreSQL), the web project (jsdom + relay-test-utils) and the scripts project,
 * on every core and one more worker (each api worker has a database of its own, copied from the migrated template).
 * `npm run test:quick` runs the api and scripts projects without the system tier (api/jest.config.js), `npm run test:web` the web project. How the tests are organised: docs/ARCHITECTURE.md, "Tests".
 */
const os = require("node:os");

module.exports = {
  projects: ["<rootDir>/api/jest.config.js", "<rootDir>/web/jest.config.js", "<rootDir>/scripts/jest.config.js"],
  // one worker more than the cores (jest's default is one fewer, which on two cores runs every file one after
  // another): an API file waits on PostgreSQL and on timers for part of its time, which the extra worker fills
  maxWorkers: Number(process.env.JEST_WORKERS) || os.availableParallelism() + 1,
  // a global option (jest ignores it inside a project's config): page tests render whole screens and API tests start
  // servers, which on a loaded 2-core machine can take longer than the default 5 s
  testTimeout: 30000,
  reporters: ["default", "<rootDir>/scripts/jest/timing-reporter.cjs"],
};
