// Unit and component tests of every app and lib (the data tests need the stack:
// supabase/tests/jest.config.js). Global settings (testTimeout) belong here: jest ignores
// them in the projects' configs (tools/jest/check-config.mjs checks that they take effect).
const { TEST_TIMEOUT } = require('./jest.preset.js');

module.exports = {
  testTimeout: TEST_TIMEOUT,
  projects: ['<rootDir>/apps/*/jest.config.js', '<rootDir>/libs/*/jest.config.js'],
};
