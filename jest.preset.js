// Shared jest setup: swc for TypeScript, jsdom, MUI on styled-components,
// workspace libs by their import names.
const path = require('node:path');

// The first test of a file also pays for loading MUI and the libs: on two busy cores that
// takes longer than jest's 5 s default. A global setting: jest reads it from the config it
// runs with, so a project's own config (`jest -c apps/x/jest.config.js`) and the root config
// with `projects` (jest.config.js) both set it; within `projects` it would be ignored.
const TEST_TIMEOUT = 20_000;

module.exports = (projectRoot, overrides = {}) => ({
  rootDir: path.join(__dirname, projectRoot),
  displayName: projectRoot,
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.js'),
  transform: {
    '^.+\\.[tj]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@mui/x-date-pickers|@mui/x-charts|@mui/x-charts-vendor|@mui/x-internals|@mui/x-internal-gestures|@base-ui|date-fns)/)'],
  moduleNameMapper: {
    '^@mui/styled-engine$': '@mui/styled-engine-sc',
    '^@facility/ui$': path.join(__dirname, 'libs/ui/src/index.ts'),
    '^@facility/ui/form$': path.join(__dirname, 'libs/ui/src/form.ts'),
    '^@facility/ui/basics$': path.join(__dirname, 'libs/ui/src/basics.ts'),
    '^@facility/ui/icons$': path.join(__dirname, 'libs/ui/src/icons.ts'),
    '^@facility/ui/charts$': path.join(__dirname, 'libs/ui/src/charts.ts'),
    '^@facility/data/fields$': path.join(__dirname, 'libs/data/src/fields-entry.ts'),
    '^@facility/data/basics$': path.join(__dirname, 'libs/data/src/basics.ts'),
    '^@facility/data/records$': path.join(__dirname, 'libs/data/src/records.ts'),
    '^@facility/data/history$': path.join(__dirname, 'libs/data/src/history.ts'),
    '^@facility/data/attachments$': path.join(__dirname, 'libs/data/src/attachments.ts'),
    '^@facility/data$': path.join(__dirname, 'libs/data/src/index.ts'),
    '^@facility/runtime$': path.join(__dirname, 'libs/runtime/src/index.ts'),
    '^@facility/runtime/router$': path.join(__dirname, 'libs/runtime/src/router.ts'),
    '^@facility/kit$': path.join(__dirname, 'libs/kit/src/index.ts'),
    '^@facility/kit/testing$': path.join(__dirname, 'libs/kit/src/testing.tsx'),
    '^@facility/kit/list$': path.join(__dirname, 'libs/kit/src/list.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  testTimeout: TEST_TIMEOUT,
  ...overrides,
});
module.exports.TEST_TIMEOUT = TEST_TIMEOUT;
