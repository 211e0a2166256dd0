/**
 * Two projects: fast unit specs beside the code, and contract suites that boot the
 * real application on PostgreSQL (TEST_DATABASE_URL or the local server).
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true }];
/** ESM-only packages the app loads through import(); see test/support/esm-interop.transformer.js. */
const esmOnly = ['cookie', '@fastify/cookie', '@hyunbinseo/holidays-kr'];
const esmInterop = {
  transform: {
    '^.+\\.ts$': tsJest,
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: '<rootDir>/test/support/esm-interop.transformer.js',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
module.exports = {
  // Per-project maxWorkers is ignored by Jest; scripts/test.sh sets it per project on the command line.
  maxWorkers: 1,
  // Per-project testTimeout is ignored too; contract suites boot the app and run migrations.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/support/**/*.spec.ts'],
      // The holiday calendar's adapter spec reads the ESM-only package, as the contract suites do.
      ...esmInterop,
    },
    {
      displayName: 'contract',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/contract/**/*.contract-spec.ts'],
      ...esmInterop,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      // Every answer a contract test receives must match the OpenAPI document.
      // Each suite on its own copy of the run's migrated template; every answer checked against the OpenAPI document.
      setupFilesAfterEnv: ['<rootDir>/test/support/database-per-suite.setup.ts', '<rootDir>/test/support/openapi/fail-on-mismatch.setup.ts'],
    },
  ],
};
