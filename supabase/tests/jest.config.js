// Data tests: supabase-js against the real local stack (node, not jsdom).
// Needs SUPABASE_URL and SUPABASE_ANON_KEY; `node supabase/tests/run.mjs`
// starts the stack (profile test) and sets them. Run in band (-i): the tests
// compare row counts.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// The apps' mapping (workspace libs, MUI on styled-components), for
// sort-indexes.data.spec.ts, which imports every resource definition of the apps.
const apps = require('../../jest.preset.js')('supabase/tests');

module.exports = {
  rootDir: __dirname,
  displayName: 'data',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.data.spec.ts'],
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: apps.transformIgnorePatterns,
  moduleNameMapper: {
    ...apps.moduleNameMapper,
    '^@facility/data$': path.join(root, 'libs/data/src/index.ts'),
    '^@facility/data/records$': path.join(root, 'libs/data/src/records.ts'),
    '^@facility/data/history$': path.join(root, 'libs/data/src/history.ts'),
    '^@facility/data/attachments$': path.join(root, 'libs/data/src/attachments.ts'),
    '^@facility/runtime$': path.join(root, 'libs/runtime/src/index.ts'),
    '^@facility/kit/query$': path.join(root, 'libs/kit/src/listQuery.ts'),
  },
  maxWorkers: 1,
  testTimeout: 30_000,
};
