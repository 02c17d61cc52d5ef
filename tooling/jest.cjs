
/** Jest preset for front-end packages: SWC transforms TS/TSX, jsdom environment, testing-library matchers. */
function createJestConfig(appDir, overrides = {}) {
  return {
    rootDir: appDir,
    testEnvironment: require.resolve('./jest-env.cjs'),
    // jsdom's default 'browser' export condition would pick packages' browser builds; MSW's Node server
    // (the component tests' stand-in for the API, @agency/contracts/testing/msw) has none.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // The e2e suite copies an app into `<app>/.rebuild-*` (git-ignored) to build or serve an edited release; CI runs
    // the component tests beside it, so Jest's file map must never crawl or resolve into such a copy.
    modulePathIgnorePatterns: ['<rootDir>/\\.rebuild-'],
    transform: {
      '^.+\\.(m?js|jsx|tsx?)$': [
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
    // Dependencies' CommonJS is run as it is; their ES modules (.mjs, and the .js of ky and until-async) are compiled for Jest.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|@agency|until-async)[@/+]).+\\.c?js$'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      '\\.(svg|png|jpe?g|webp|woff2?)(\\?inline)?$': require.resolve('./file-mock.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
