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
    // p-queue (and its p-timeout) are ESM-only: compiled to CommonJS like our own code (esbuild bundles them).
    '/node_modules/(p-queue|p-timeout)/.+\\.js$': swc,
    // Likewise postgrator (db/migrate.ts); the bundles load it with require(esm).
    '/node_modules/postgrator/.+\\.js$': swc,
    // The migrations' SQL, as the bundles carry it (esbuild's text loader).
    '^.+\\.sql$': '<rootDir>/test/sqlTransform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|p-queue|p-timeout|postgrator)/)'],
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
