/** `npm test`: the api project (real PostgreSQL), the web project (jsdom + relay-test-utils) and the scripts project. */
module.exports = {
  projects: ["<rootDir>/api/jest.config.js", "<rootDir>/web/jest.config.js", "<rootDir>/scripts/jest.config.js"],
  // a global option (jest ignores it inside a project's config): page tests render whole screens and API tests start
  // servers, which on a loaded 2-core machine can take longer than the default 5 s
  testTimeout: 30000,
};
