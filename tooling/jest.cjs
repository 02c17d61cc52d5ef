
/** Jest preset for front-end packages: SWC transforms TS/TSX, jsdom environment, testing-library matchers. */
function createJestConfig(appDir, overrides = {}) {
  return {
    rootDir: appDir,
    testEnvironment: require.resolve('./jest-env.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|@agency)[@/+])'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      '\\.(svg|png|jpe?g|webp|woff2?)$': require.resolve('./file-mock.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
