/** relay-compiler configuration (run with `npx relay-compiler`). Artifacts are colocated in __generated__ folders. */
module.exports = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"],
  persistConfig: {
    file: "./persisted_queries.json",
    algorithm: "SHA256",
  },
};
