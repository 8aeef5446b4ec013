// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // lib/build-season.ts is server-only (its import fails in a client bundle); tests run it as the build does.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/server-only/empty.js' },
  // scripts/check-export.test.mjs checks the built out/: `npm run test:export`, after the build.
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/.bench/', '<rootDir>/scripts/check-export.test.mjs'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/.bench/'],
};

/**
 * ESM-only packages the build scripts import, compiled for Jest like the project's own files
 * (beasties is CommonJS, but listing it lets the pattern reach the ESM packages nested under it).
 */
const ESM_PACKAGES = [
  '@netlify/headers-parser', 'escape-string-regexp', 'is-plain-obj', 'map-obj', 'path-exists', 'nit-verifier',
  'beasties', 'css-select', 'css-what', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'htmlparser2', 'nth-check', 'boolbase',
];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // next/jest leaves node_modules untransformed except its own list: add these to that list.
  const transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`) : pattern,
  );
  return { ...resolved, transformIgnorePatterns };
};
