/** jest project for the repository's scripts (npm run check's own checks): plain Node.js, no database. */
const path = require("node:path");

module.exports = {
  displayName: "scripts",
  rootDir: path.resolve(__dirname, ".."),
  testEnvironment: "node",
  roots: ["<rootDir>/scripts"],
  testMatch: ["**/__tests__/**/*.test.ts"],
  transform: {
    "^.+\\.(t|j|mj|cj)sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  moduleNameMapper: { "^@common/(.*)$": "<rootDir>/common/$1" },
  moduleFileExtensions: ["ts", "js", "mjs", "cjs", "json"],
};
