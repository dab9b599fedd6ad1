// The contract runs in the browser and in Node alike: its tests run in Node, with no DOM to lean on.
module.exports = {
  ...require('../jest.preset.cjs')(__dirname),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
