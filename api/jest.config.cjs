// API integration tests: Node environment, swc transform. The suite runs on an in-memory PGlite and, when
// TEST_DATABASE_URL is set, a second time against that PostgreSQL server.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc,
    // PGlite's CommonJS build loads Node built-ins with import(), which Jest's VM only allows with
    // --experimental-vm-modules; compiling it turns those into require() calls.
    '@electric-sql/pglite/dist/.+\\.c?js$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  // @fastify/static (via swagger-ui) requires the ESM-only content-disposition 3: Node 20.19+ loads it with
  // require(esm), Jest's module system cannot.
  moduleNameMapper: {
    '^content-disposition$': '<rootDir>/test/stubs/content-disposition.cjs',
    // Same for cookie 2, which light-my-request (fastify.inject) requires.
    '^cookie$': '<rootDir>/test/stubs/cookie.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 60000,
};
