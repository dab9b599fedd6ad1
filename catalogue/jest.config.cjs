// The catalogue's tests (the drawings, the seed data): Node environment, swc transform, as the API's. The tests
// that run the API with the catalogue (drawn images served, a re-seed) are the API's (api/test/art.test.ts).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'catalogue',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The API code the catalogue imports needs the API's transforms (api/jest.config.cjs).
  transform: {
    '^.+\\.ts$': swc,
    '/node_modules/(p-queue|p-timeout|postgrator)/.+\\.js$': swc,
    '^.+\\.sql$': '<rootDir>/../api/test/sqlTransform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(p-queue|p-timeout|postgrator)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 60000,
};
