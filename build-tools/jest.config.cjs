// @ts-check
// The build tools' own suite: plain Node modules, no transform.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'build-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.cjs'],
  transform: {},
};
