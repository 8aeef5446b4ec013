// `npm run test:export`: scripts/check-export.test.mjs, assertions about the built out/, run after
// the build (the unit tests of jest.config.js run before it), as native ES modules: linkinator and
// the scripts it tests with are ESM, and nothing needs compiling.
/** @type {import('jest').Config} */
const config = { testEnvironment: 'node', transform: {}, testMatch: ['<rootDir>/scripts/check-export.test.mjs'], testTimeout: 120_000 };
export default config;
