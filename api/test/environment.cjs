/** The API tests' jest environment: Node's, with V8's code cache shared by the files a jest worker runs (scripts/jest/code-cache.cjs). */
const { TestEnvironment } = require("jest-environment-node");
require("../../scripts/jest/code-cache.cjs");

module.exports = TestEnvironment;
