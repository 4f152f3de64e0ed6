import nx from '@nx/eslint-plugin';
import local from './tools/eslint/no-import-cycles.mjs';

// MUI is shared one module per path (tools/webpack/shared.js): the package index
// would make a route download every component. The router comes tree-shaken from
// the runtime lib, the one place that imports it.
const sharedPaths = [
  { name: '@mui/material', message: "Import the component's own path, e.g. '@mui/material/Button' (see README, Weight and speed)." },
  { name: '@mui/x-date-pickers', message: "Import the picker's own path, e.g. '@mui/x-date-pickers/DatePicker'." },
  { name: '@mui/icons-material', message: "Import the icon's own path, e.g. '@mui/icons-material/Add'." },
  { name: 'react-router-dom', message: "Import the router from '@facility/runtime/router': one tree-shaken copy per page." },
  { name: 'react-router', message: "Import the router from '@facility/runtime/router': one tree-shaken copy per page." },
];

// Apps reach the database through the data seam of libs/data (useRows, insertRow, callRpc, …), never the client itself.
const throughTheSeam = ['@facility/data', '@facility/data/records', '@facility/data/basics'].map((name) => ({
  name,
  importNames: ['supabase'],
  message: 'Read and write through the data seam (useRows, usePage, useCount, insertRow, updateRow, deleteRow, callRpc): see README, The data seam.',
}));

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '.nx', '.deploy', '.data', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { local },
    rules: {
      // Apps use libs; libs use libs; nothing imports an app (a remote never imports another remote).
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The public-API check of the shared libs (libs/*/src/version.spec.ts).
          allow: ['/tools/jest/publicApi$'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: sharedPaths }],
      // No import cycles, dynamic and type-only imports included (tools/eslint/no-import-cycles.mjs).
      'local/no-import-cycles': 'error',
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['apps/**/*.spec.ts', 'apps/**/*.spec.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [...sharedPaths, ...throughTheSeam] }] },
  },
  {
    files: ['libs/runtime/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
