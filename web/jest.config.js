/**
 * Jest project for the web app (jsdom + relay-test-utils). Run alone with `npx jest -c web/jest.config.js`;
 * the root jest.config.js lists this file as a project.
 */
/** @type {import('jest').Config} */
module.exports = {
  // used when this file is run alone (jest -c); under `npm test` the root config's testTimeout applies
  testTimeout: 30000,
  displayName: "web",
  rootDir: __dirname,
  testEnvironment: "<rootDir>/test/jsdom-env.cjs",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/__tests__/**/*.test.[jt]s?(x)", "**/?(*.)test.[jt]s?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/__generated__/", "/dist/"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  moduleNameMapper: {
    "^@common/(.*)$": "<rootDir>/../common/$1",
    "\\.(css|less|scss)$": "<rootDir>/test/styleMock.cjs",
    "\\.(png|jpe?g|gif|svg|webp|ico)$": "<rootDir>/test/fileMock.cjs",
  },
  transform: {
    // babel-jest with these options, after a rewrite of the named imports from Chakra's, Ark's, Zag's and
    // lucide-react's index modules into imports of the modules that define them (build/jest-direct-imports.cjs: each
    // test file then loads the components it renders, not every one of Chakra's). Inline Babel options, so that no
    // babel.config.* exists for vite-plugin-relay to pick up
    "\\.[cm]?[jt]sx?$": [
      "<rootDir>/build/jest-direct-imports.cjs",
      {
        babelrc: false,
        configFile: false,
        presets: [
          ["@babel/preset-env", { targets: { node: "current" } }],
          ["@babel/preset-react", { runtime: "automatic" }],
          "@babel/preset-typescript",
        ],
        plugins: ["relay"],
      },
    ],
  },
  // react-router 7 ships CommonJS: node_modules need no transform, except Chakra's, Ark's and Zag's CommonJS files
  // (their requires of Ark's and Zag's index modules are rewritten too) and lucide-react's icons, whose ES modules the
  // app's imports load (its CommonJS build is one bundle of every icon)
  transformIgnorePatterns: ["/node_modules/(?!(@chakra-ui/react|@ark-ui/react|@zag-js|lucide-react/dist/esm)/)"],
};
