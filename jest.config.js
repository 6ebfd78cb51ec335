/** `npm test`: the api project (real PostgreSQL) and the web project (jsdom + relay-test-utils). */
module.exports = {
  projects: ["<rootDir>/api/jest.config.js", "<rootDir>/web/jest.config.js"],
};
