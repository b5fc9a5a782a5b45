// Three suites over one transform: unit (no services needed), integration (real Postgres, Kafka,
// Keycloak, S3 started by scripts/infra), browser (Chromium against a running Landline).
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json' }],
};
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  testEnvironment: 'node',
  roots: ['<rootDir>/proto', '<rootDir>/api', '<rootDir>/services', '<rootDir>/web', '<rootDir>/deploy', '<rootDir>/charts', '<rootDir>/scripts'],
  modulePathIgnorePatterns: ['<rootDir>/.data', '<rootDir>/web/dist'],
};
export default {
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/test/**/*.test.ts?(x)'], testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.', '\\.e2e\\.test\\.'] },
    { ...common, displayName: 'integration', testMatch: ['**/test/**/*.int.test.ts'], testPathIgnorePatterns: ['/node_modules/'] },
    { ...common, displayName: 'browser', testMatch: ['**/test/**/*.e2e.test.ts'], testPathIgnorePatterns: ['/node_modules/'] },
  ],
};
