// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/'],
};

module.exports = createJestConfig(config);
